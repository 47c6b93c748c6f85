import { httpRoute } from '../../platform/http.ts';
import { homeCollections } from '../homeCollections.ts';

/** GET /api/homePage/collections */
export const handler = httpRoute({ cachedAtTheEdge: true }, () => homeCollections());
