import { CATALOG_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/catalog';
import { ProductSearchRequest } from '@shop/shared/contract/catalog';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { searchProducts } from '../searchProducts.ts';

/** POST /api/products/search, in the shopper's language: a search by name matches Croatian names when asked in Croatian. */
export const handler = httpRoute({ body: ProductSearchRequest, croatian: CATALOG_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  searchProducts(body, requestLanguage(event)),
);
