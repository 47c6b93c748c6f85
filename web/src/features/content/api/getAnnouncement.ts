import type { Announcement } from '@shop/shared/contract/announcement';
import { request } from '../../../platform/http.ts';

/** The bar at the top of every page: a drawn page carries it in its data under this key (web/src/prerender/render.tsx). */
export const announcementKey = '/api/announcement';

/** How long a page the SPA draws itself waits for its bar before it draws without one. */
const WAIT_MS = 3000;

/** The bar for a page the SPA draws itself, asked for beside the page's texts; none when the call fails or is slow. */
export const fetchAnnouncement = (): Promise<Announcement> =>
  Promise.race([
    request<Announcement>(announcementKey).catch(() => ({})),
    new Promise<Announcement>((resolve) => setTimeout(() => resolve({}), WAIT_MS)),
  ]);
