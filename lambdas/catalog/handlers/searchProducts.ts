import { ProductSearchRequest } from '@shop/shared/contract/catalog';
import { httpRoute } from '../../platform/http.ts';
import { searchProducts } from '../searchProducts.ts';

/** POST /api/products/search */
export const handler = httpRoute({ body: ProductSearchRequest }, ({ body }) => searchProducts(body));
