import { TopCollectionsRequest } from '@shop/shared/contract/catalog';
import { httpRoute } from '../../platform/http.ts';
import { topCollections } from '../navigation.ts';

/** POST /api/collections/topCollectionToShow: the featured collection tiles of every age group. */
export const handler = httpRoute({ body: TopCollectionsRequest }, ({ body }) => topCollections(body.topCollectionNo));
