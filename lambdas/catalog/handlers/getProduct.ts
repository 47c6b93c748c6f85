import { IdParams } from '@shop/shared/contract/common';
import { notFound } from '../../platform/errors.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { getProduct } from '../catalogStore.ts';
import { productView } from '../productView.ts';
import { CATALOG } from '../messages.ts';

/** GET /api/products/{id}, in the shopper's language. */
export const handler = httpRoute({ params: IdParams, cachedAtTheEdge: true }, async ({ params, event }) => {
  const product = await getProduct(params.id);
  if (!product?.active) throw notFound(CATALOG.noSuchProduct);
  return productView(product, requestLanguage(event));
});
