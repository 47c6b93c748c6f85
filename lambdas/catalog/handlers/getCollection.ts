import { IdParams } from '@shop/shared/contract/common';
import { notFound } from '../../platform/errors.ts';
import { httpRoute } from '../../platform/http.ts';
import { getCollection, getProducts } from '../catalogStore.ts';
import { productView } from '../productView.ts';

/** GET /api/collections/{id}: the collection with its first products. */
export const handler = httpRoute({ params: IdParams, cachedAtTheEdge: true }, async ({ params }) => {
  const collection = await getCollection(params.id);
  if (!collection) throw notFound('There is no such collection.');
  const { pk: _pk, sk: _sk, leadProductIds, ...summary } = collection;
  const products = await getProducts(leadProductIds);
  return { ...summary, products: products.filter((p) => p.active).map(productView) };
});
