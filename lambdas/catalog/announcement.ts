import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Announcement, type AnnouncementSave, NO_ANNOUNCEMENT } from '@shop/shared/contract/announcement';
import type { Language } from '@shop/shared/language';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import type { AnnouncementItem } from './catalogItems.ts';
import { announcementKey } from './catalogKeys.ts';
import { getAnnouncement } from './catalogStore.ts';

/**
 * The announcement bar (docs/decisions/084-announcement-bar.md): one item of the catalog table,
 * beside the home page's layout, written by the desk of the menu and home page. Its change comes
 * down the catalog's stream like the home page's: every drawn page is drawn again with it, and
 * the edge's copy of GET /api/announcement gets a new version.
 */

const stored = ({ shown, en, hr, link }: AnnouncementItem): AnnouncementSave => ({ shown, en, hr, link });

/** The bar as the desk edits it: as saved, or off and empty. */
export async function announcementDesk(): Promise<AnnouncementSave> {
  const item = await getAnnouncement();
  return item ? stored(item) : NO_ANNOUNCEMENT;
}

/** The bar as a shopper sees it in `language`; no text while it is off. */
export function announcementIn(bar: AnnouncementSave | undefined, language: Language): Announcement {
  if (!bar?.shown) return {};
  return bar.link ? { text: bar[language], link: bar.link } : { text: bar[language] };
}

/** GET /api/announcement: one GetItem. */
export const shopAnnouncement = async (language: Language) => announcementIn(await getAnnouncement(), language);

/** Saves the bar as the desk sends it (the contract checked it); what it was and is now. */
export async function saveAnnouncement(input: AnnouncementSave): Promise<{ before: AnnouncementSave; after: AnnouncementSave }> {
  const before = await announcementDesk();
  const item: AnnouncementItem = { ...announcementKey(), ...input };
  await dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item: item }));
  return { before, after: stored(item) };
}
