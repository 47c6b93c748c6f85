import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { homeCollections } from '../homeCollections.ts';

/** GET /api/homePage/collections, in the shopper's language. */
export const handler = httpRoute({ cachedAtTheEdge: true }, ({ event }) => homeCollections(requestLanguage(event)));
