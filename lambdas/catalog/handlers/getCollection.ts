import { IdParams } from '@shop/shared/contract/common';
import { notFound } from '../../platform/errors.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { collectionById } from '../catalogViews.ts';
import { CATALOG } from '../messages.ts';

/** GET /api/collections/{id}: the collection with its first products, in the shopper's language. */
export const handler = httpRoute({ params: IdParams, cachedAtTheEdge: true }, async ({ params, event }) => {
  const collection = await collectionById(params.id, requestLanguage(event));
  if (!collection) throw notFound(CATALOG.noSuchCollection);
  return collection;
});
