import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { shopAnnouncement } from '../announcement.ts';

/** GET /api/announcement: the bar at the top of every page, in the shopper's language, or `{}` while it is off. */
export const handler = httpRoute({ cachedAtTheEdge: true }, ({ event }) => shopAnnouncement(requestLanguage(event)));
