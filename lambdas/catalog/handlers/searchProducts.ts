import { ProductSearchRequest } from '@shop/shared/contract/catalog';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { searchProducts } from '../searchProducts.ts';

/** POST /api/products/search, in the shopper's language: a search by name matches Croatian names when asked in Croatian. */
export const handler = httpRoute({ body: ProductSearchRequest }, ({ body, event }) => searchProducts(body, requestLanguage(event)));
