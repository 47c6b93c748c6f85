import { LANGUAGES, pathIn } from '../language.ts';
import { STATIC_PAGE_PATHS } from '../shopRoutes.ts';
import type { Paged } from './common.ts';
import type { Announcement } from './announcement.ts';
import type { Category, Collection, HomeCollections, Product } from './catalog.ts';
import type { Blog } from './content.ts';

/**
 * What a prerendered page is drawn from: the API's own answers, as the SPA would fetch them
 * (they become its SWR fallback when the page hydrates), plus what a search engine is told
 * beside them (the product's rating). The functions gather it; the web's renderer draws it.
 */
export type PageData = (
  | { kind: 'home'; path: string; home: HomeCollections }
  | { kind: 'product'; path: string; product: Product; rating?: Rating }
  | { kind: 'category'; path: string; category: Category; firstPage: Paged<Product> }
  | { kind: 'collection'; path: string; collection: Collection; firstPage: Paged<Product> }
  | { kind: 'blog'; path: string; blog: Blog }
  | { kind: 'static'; path: string }
) & {
  /**
   * The announcement bar at the top of every page (GET /api/announcement), `{}` while it is off;
   * absent from a page drawn without the shop's tables (the build's information pages).
   */
  announcement?: Announcement;
};

/** The average of a product's reviews (1–5 stars) and how many there are. */
export interface Rating {
  average: number;
  count: number;
}

/** One `<url>` of sitemap.xml: a path of the shop and when what it shows last changed (ISO date-time). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Draws pages and the sitemap: the web's prerender bundle (web/src/prerender/entry.ts) implements it. */
export interface PageRenderer {
  /** The whole HTML document of a page, inside `shell` (the built index.html). */
  renderPage(page: PageData, site: SiteContext): Promise<string>;
  renderSitemap(entries: readonly SitemapEntry[], origin: string): string;
  renderRobots(origin: string): string;
}

export interface SiteContext {
  /** The shop's public origin, e.g. https://tkanica.hr (canonical links, Open Graph, sitemap). */
  origin: string;
  /** The built SPA's index.html, whose scripts and styles the page keeps. */
  shell: string;
}

/**
 * Pages drawn once at build time that hold nobody's data and are no search result: the
 * checkout's frame, which the shopper's cart fills in the browser (decision 039). Kept out of
 * the sitemap; robots.txt keeps crawlers out.
 */
export const SHELL_PAGE_PATHS = ['/checkout'] as const;

/** Every page drawn at build time and uploaded with the site: the information pages and the shells. */
export const BUILD_PAGE_PATHS = [...STATIC_PAGE_PATHS, ...SHELL_PAGE_PATHS] as const;

/** A page's path in every language of the shop: `/faq` → `/faq`, `/hr/faq`. Every page exists in both. */
export const inEveryLanguage = (path: string): string[] => LANGUAGES.map((language) => pathIn(language, path));

/** Where a prerendered page lies in the site's files: `/` → pages/index.html, `/products/7` → pages/products/7.html, `/hr` → pages/hr.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'pages/index.html' : `pages${path}.html`;
}

/** The paths whose pages are prerendered (besides the static ones): the catalog and content pages. */
export const PRERENDERED_PREFIXES = ['/products/', '/category/', '/collection/', '/blog/'] as const;
