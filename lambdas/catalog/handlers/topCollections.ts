import { CATALOG_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/catalog';
import { TopCollectionsRequest } from '@shop/shared/contract/catalog';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { topCollections } from '../navigation.ts';

/** POST /api/collections/topCollectionToShow: the featured collection tiles of every age group, in the shopper's language. */
export const handler = httpRoute({ body: TopCollectionsRequest, croatian: CATALOG_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  topCollections(body.topCollectionNo, requestLanguage(event)),
);
