import { ProductsByIdsRequest } from '@shop/shared/contract/wishlist';
import { httpRoute } from '../../platform/http.ts';
import { getProducts } from '../catalogStore.ts';
import { productView } from '../productView.ts';

/** POST /api/products/byIds: the products of a wishlist as they are now, in one BatchGetItem; gone or inactive ones left out. */
export const handler = httpRoute({ body: ProductsByIdsRequest }, async ({ body }) => ({
  data: (await getProducts(body.productIds)).filter((p) => p.active).map(productView),
}));
