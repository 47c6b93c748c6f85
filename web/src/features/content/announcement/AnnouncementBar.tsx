import type { Announcement } from '@shop/shared/contract/announcement';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useMessages } from '../../../i18n/messages.ts';
import { announcementKey } from '../api/getAnnouncement.ts';

/**
 * The announcement bar at the top of every page of the shop (docs/decisions/084): drawn from the
 * data the page started with, a drawn page's or the one the SPA asked for before its first
 * render, so it is in the page from its first paint and nothing below it moves. It stays as it
 * was for the visit; the next page load shows a change.
 */
export function AnnouncementBar() {
  const bar = useSWRConfig().fallback[announcementKey] as Announcement | undefined;
  const t = useMessages('shop');
  if (!bar?.text) return null;
  return (
    <section className="announcement" aria-label={t.announcement}>
      <p>{bar.link ? <Link to={bar.link}>{bar.text}</Link> : bar.text}</p>
    </section>
  );
}
