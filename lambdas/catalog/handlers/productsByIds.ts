import { CATALOG_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/catalog';
import { ProductsByIdsRequest } from '@shop/shared/contract/wishlist';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { getProducts } from '../catalogStore.ts';
import { shopProducts } from '../productView.ts';

/** POST /api/products/byIds: the products of a wishlist as they are now, in one BatchGetItem; gone or inactive ones left out. */
export const handler = httpRoute({ body: ProductsByIdsRequest, croatian: CATALOG_TEXTS_IN_CROATIAN }, async ({ body, event }) => ({
  data: shopProducts(await getProducts(body.productIds), requestLanguage(event)),
}));
