import * as z from 'zod/mini';
import { routesPattern, SHOP_ROUTES } from '../shopRoutes.ts';

/**
 * The announcement bar at the top of every page of the shop, set at the back office's desk of
 * the menu and home page (docs/decisions/084-announcement-bar.md).
 */

/** A bar is one line: longer texts wrap to two or three on a phone and push the page down. */
export const ANNOUNCEMENT_MAX_LENGTH = 120;

/** The shop's pages a bar may link to: any route of the SPA but the back office, written as in English. */
const SHOP_PAGE = new RegExp(routesPattern(SHOP_ROUTES.filter((route) => !route.startsWith('/admin'))), 'i');

export const ANNOUNCEMENT_MESSAGES = {
  textRequired: 'The bar needs its text in English and in Croatian while it is shown.',
  tooLong: `At most ${ANNOUNCEMENT_MAX_LENGTH} characters: the bar is one line.`,
  plainText: 'Plain text only: no line breaks and no HTML tags.',
  linkNotShop: 'A link is a page of the shop, such as /category/kids-tops or /collection/summer-linen.',
  linkInCroatian: 'Write the link without /hr: the Croatian bar links to the same page in Croatian.',
} as const;
const M = ANNOUNCEMENT_MESSAGES;

/** Whether a path is a page of the shop a bar may link to (`/category/kids-tops`, `/search?q=linen`). */
export function isShopPageLink(link: string): boolean {
  const [path = '', query] = link.split(/\?(.*)/s);
  return path.startsWith('/') && !/^\/hr(\/|$)/i.test(path) && SHOP_PAGE.test(path) && !/[\s#\\]/.test(link) && query !== '';
}

const BarText = z.string().check(
  z.trim(),
  z.maxLength(ANNOUNCEMENT_MAX_LENGTH, M.tooLong),
  z.refine((text) => !/[\r\n\t]|<\/?[a-z!]/i.test(text), M.plainText),
);

const always = { when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null };

/** POST /api/admin/announcement: whether the bar is shown, its text in both languages, and where it leads (or ''). */
export const AnnouncementSave = z
  .object({
    shown: z.boolean('Say whether the bar is shown.'),
    en: BarText,
    hr: BarText,
    link: z.string().check(
      z.trim(),
      z.refine((link) => !/^\/hr(\/|$)/i.test(link), M.linkInCroatian),
      z.refine((link) => link === '' || /^\/hr(\/|$)/i.test(link) || isShopPageLink(link), M.linkNotShop),
    ),
  })
  .check(
    z.refine((bar) => !bar.shown || bar.en !== '', { ...always, message: M.textRequired, path: ['en'] }),
    z.refine((bar) => !bar.shown || bar.hr !== '', { ...always, message: M.textRequired, path: ['hr'] }),
  );
export type AnnouncementSave = z.infer<typeof AnnouncementSave>;

/** What the desk shows when nothing was ever saved. */
export const NO_ANNOUNCEMENT: AnnouncementSave = { shown: false, en: '', hr: '', link: '' };

/** GET /api/announcement: the bar as the shop shows it, in the shopper's language; `{}` (no text) while it is off. */
export interface Announcement {
  text?: string;
  /** A page of the shop, as the route table writes it (the page's language prefix is added by the link). */
  link?: string;
}

/**
 * Whether a bar's text reads as a price reduction ("-20 %", "sale", "popust", …). An announced
 * reduction must show the prior price (Omnibus, docs/decisions/020): the desk says so beside the
 * text, and the shop's price lines do the rest.
 */
export function announcesPriceReduction(text: string): boolean {
  return /%|\b(sale|discount|reduc\w*|off|save|popust\w*|sniž\w*|akcij\w*|rasprodaj\w*|jeftinij\w*)\b/i.test(text);
}
