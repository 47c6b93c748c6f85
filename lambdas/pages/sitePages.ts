import { AGE_GROUPS } from '@shop/shared/ages';
import { PAGE_SIZE } from '@shop/shared/contract/common';
import {
  BUILD_PAGE_PATHS,
  inEveryLanguage,
  type PageData,
  type PageRenderer,
  pageFile,
  type Rating,
  SHELL_PAGE_PATHS,
  type SitemapEntry,
} from '@shop/shared/contract/pages';
import { type Language, splitLanguagePath } from '@shop/shared/language';
import { STATIC_PAGE_PATHS } from '@shop/shared/shopRoutes';
import { announcementIn } from '../catalog/announcement.ts';
import { ALL_PRODUCTS, announcementKey } from '../catalog/catalogKeys.ts';
import { getAnnouncement, getListPage, getProduct } from '../catalog/catalogStore.ts';
import { categoryById, collectionById } from '../catalog/catalogViews.ts';
import { homeCollections } from '../catalog/homeCollections.ts';
import { navigationByAge } from '../catalog/navigation.ts';
import { productView, ratingOf as productRating } from '../catalog/productView.ts';
import type { ProductItem } from '../catalog/catalogItems.ts';
import { STOCK_FIELDS } from '../catalog/edgeVersionKeys.ts';
import { searchProducts } from '../catalog/searchProducts.ts';
import { blogView } from '../content/blogItems.ts';
import { dynamoBlogReader } from '../content/dynamoContentReader.ts';
import type { PageIndex } from '../platform/pageIndex.ts';
import type { TableChange } from '../platform/streamBatch.ts';

/**
 * The prerendered catalog and content pages (docs/decisions/025-prerendered-pages.md): which
 * pages a change of the catalog or content table redraws, the API answers each is drawn from,
 * and sitemap.xml with every page and when it last changed.
 */

/** The site's files: the S3 bucket CloudFront serves in AWS, a folder the local server serves on one machine. */
export interface SiteFiles {
  read(key: string): Promise<string | undefined>;
  write(key: string, body: string, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** A file with its version (S3's ETag), for a write that must not overwrite someone else's. */
  readVersioned(key: string): Promise<{ body: string; version: string } | undefined>;
  /**
   * Writes the file only if it is still at `version` (none: only if there is no such file), as S3's
   * conditional PutObject does: its new version, or undefined when someone wrote it meanwhile.
   */
  writeIf(key: string, body: string, contentType: string, version: string | undefined): Promise<string | undefined>;
}

export interface SitePorts {
  renderer: PageRenderer;
  files: SiteFiles;
  /** Which addresses the edge answers with their page (docs/decisions/031-edge-page-index.md). */
  index: PageIndex;
  /** The shop's public origin (SHOP_URL). */
  origin: string;
  now: () => Date;
}

/** Where the sitemap's entries are kept between changes: path → last change. */
export const SITEMAP_INDEX = 'pages/sitemap.json';
const SHELL = 'index.html';
const HTML = 'text/html; charset=utf-8';

const idAfter = (pk: string, prefix: string) => pk.slice(prefix.length);
const stringList = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * The pages a change of one catalog item shows differently. A product's stock is not one of them:
 * a drawn page carries what changes rarely, and the page asks for stock and price again as it
 * hydrates, so a sale draws no page (docs/decisions/053-edge-versions.md).
 */
export function catalogPagesOf(change: TableChange): string[] {
  const item = change.newImage ?? change.oldImage;
  const pk = typeof item?.pk === 'string' ? item.pk : '';
  const sk = item?.sk;
  if (pk.startsWith('P#') && sk === 'P') {
    if (change.oldImage && change.newImage && withoutStock(change.oldImage) === withoutStock(change.newImage)) return [];
    const images = [change.oldImage, change.newImage];
    const categories = images.flatMap((image) => stringList(image?.categoryIds));
    const collections = images.flatMap((image) => stringList(image?.collectionIds));
    return unique([
      `/products/${idAfter(pk, 'P#')}`,
      ...categories.map((id) => `/category/${id}`),
      ...collections.map((id) => `/collection/${id}`),
      '/',
    ]);
  }
  if (pk.startsWith('C#') && sk === 'C') return [`/category/${idAfter(pk, 'C#')}`];
  if (pk.startsWith('K#') && sk === 'K') return [`/collection/${idAfter(pk, 'K#')}`, '/'];
  if (pk.startsWith('L#C#')) return [`/category/${idAfter(pk, 'L#C#')}`];
  if (pk.startsWith('L#K#')) return [`/collection/${idAfter(pk, 'L#K#')}`];
  if (pk === 'HOME') return ['/'];
  return [];
}

/**
 * Whether a catalog change shows on every page: the announcement bar at their top. Every page is
 * then drawn again through the redraw queue, part by part, as after a deploy (redraw.ts).
 */
export function redrawsEveryPage(change: TableChange): boolean {
  const item = change.newImage ?? change.oldImage;
  return item?.pk === announcementKey().pk && item?.sk === announcementKey().sk;
}

/** The pages a change of one content item shows differently: a blog post's. */
export function contentPagesOf(change: TableChange): string[] {
  const item = change.newImage ?? change.oldImage;
  const pk = typeof item?.pk === 'string' ? item.pk : '';
  if (pk.startsWith('B#') && item?.sk === 'B') return [`/blog/${idAfter(pk, 'B#')}`];
  return [];
}

const unique = (paths: readonly string[]) => [...new Set(paths)];

/** A product's item as a drawn page shows it: all of it but its pieces in stock. */
function withoutStock(item: Record<string, unknown>): string {
  return JSON.stringify(
    Object.entries(item)
      .filter(([field]) => !STOCK_FIELDS.has(field))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** The product's rating as its item keeps it, the same that cards show (docs/decisions/037). */
function ratingOf(item: ProductItem): Rating | undefined {
  const { ratingAverage, ratingCount } = productRating(item);
  return ratingCount && ratingAverage !== undefined ? { average: ratingAverage, count: ratingCount } : undefined;
}

const firstPage = (filter: { categoryId: string } | { collectionId: string }, language: Language) =>
  searchProducts({ ...filter, size: PAGE_SIZE, start: 0 }, language);

/**
 * The API answers a page is drawn from, as the SPA would fetch them in that language (a `/hr`
 * page from the Croatian content, English where a field has none); undefined when the page is
 * not (any more) there.
 */
export async function gatherPage(path: string, language: Language = 'en'): Promise<PageData | undefined> {
  if (path === '/') return { kind: 'home', path, home: await homeCollections(language) };
  const [, kind, rawId] = /^\/(products|category|collection|blog)\/([^/]+)$/.exec(path) ?? [];
  const id = rawId ? decodeURIComponent(rawId) : '';
  if (!id) return (BUILD_PAGE_PATHS as readonly string[]).includes(path) ? { kind: 'static', path } : undefined;
  switch (kind) {
    case 'products': {
      const item = await getProduct(id);
      if (!item?.active) return undefined;
      return { kind: 'product', path, product: productView(item, language), rating: ratingOf(item) };
    }
    case 'category': {
      const category = await categoryById(id, language);
      if (!category) return undefined;
      return { kind: 'category', path, category, firstPage: await firstPage({ categoryId: id }, language) };
    }
    case 'collection': {
      const collection = await collectionById(id, language);
      if (!collection) return undefined;
      return { kind: 'collection', path, collection, firstPage: await firstPage({ collectionId: id }, language) };
    }
    case 'blog': {
      const post = await dynamoBlogReader.post(id);
      return post ? { kind: 'blog', path, blog: blogView(post, language) } : undefined;
    }
  }
  return undefined;
}

async function readIndex(files: SiteFiles): Promise<Record<string, string>> {
  const stored = await files.read(SITEMAP_INDEX);
  return stored ? (JSON.parse(stored) as Record<string, string>) : {};
}

/**
 * Draws the pages again from the tables and writes them where the edge serves them (a page
 * that is gone is removed, so its address shows the not-found page), then sitemap.xml and
 * robots.txt. The edge needs no invalidation: the site's files say `max-age=0, must-revalidate`,
 * so CloudFront asks S3 again after its policy's minimum of one second (lambdas/pages/siteFiles.ts).
 *
 * The edge answers an address with its page only when the page index holds it. So a page is
 * written before its address goes into the index, and its address leaves the index before the
 * page is deleted: should anything fail in between, an address shows the SPA (which draws the
 * same page, or the not-found page, from the API) or the page as it was, never a missing file.
 * Writing a page and a key twice does no harm, so the stream's retry of the batch mends it.
 */
export async function renderPages(paths: readonly string[], ports: SitePorts): Promise<void> {
  // Every page is drawn in both languages: `/products/7` and `/hr/products/7`.
  const wanted = unique(paths.flatMap((path) => inEveryLanguage(splitLanguagePath(path).path)));
  if (wanted.length === 0) return;
  const shell = await ports.files.read(SHELL);
  if (!shell) throw new Error(`The site has no ${SHELL} to draw pages into.`);
  const now = ports.now().toISOString();
  // Every page carries the bar at its top, read once for the batch.
  const bar = await getAnnouncement();
  const drawn: { path: string; at: string }[] = [];
  const removed: string[] = [];
  for (const path of wanted) {
    const { language, path: routePath } = splitLanguagePath(path);
    const gathered = await gatherPage(routePath, language);
    const page = gathered && { ...gathered, path, announcement: announcementIn(bar, language) };
    if (page) {
      await ports.files.write(pageFile(path), await ports.renderer.renderPage(page, { origin: ports.origin, shell }), HTML);
      drawn.push({ path, at: now });
    } else {
      removed.push(path);
    }
  }
  await ports.index.update({ drawn, removed });
  for (const path of removed) await ports.files.remove(pageFile(path));
  // The checkout's frame is drawn with the rest (its bar) but is no search result: the sitemap leaves it out.
  const unlisted = new Set<string>(SHELL_PAGE_PATHS.flatMap(inEveryLanguage));
  await updateSitemap(ports, (entries) => {
    for (const { path, at } of drawn) if (!unlisted.has(path)) entries[path] = at;
    for (const path of removed) delete entries[path];
  });
}

/** How often a batch applies its change to an index someone else wrote meanwhile before it gives up (and the stream retries it). */
const INDEX_ATTEMPTS = 20;

/**
 * Brings the sitemap's index and sitemap.xml up to date with one batch's pages. The catalog's
 * and the content's streams draw pages at the same time, so each batch applies only its own
 * pages' entries, to the index as it is now, and writes it only if nobody wrote it since it
 * read it (S3's conditional write); otherwise it reads the newer index and applies them again.
 * sitemap.xml is then drawn from the index this batch wrote and, if another batch wrote the
 * index since, from that one, until it is drawn from the newest: whichever batch writes last
 * draws the newest, so no page published or taken off is lost from it.
 */
async function updateSitemap(ports: SitePorts, change: (entries: Record<string, string>) => void): Promise<void> {
  let entries: Record<string, string> = {};
  let version: string | undefined;
  for (let attempt = 1; version === undefined; attempt++) {
    if (attempt > INDEX_ATTEMPTS)
      throw new Error(`The sitemap's index changed under this batch ${INDEX_ATTEMPTS} times; the batch is tried again.`);
    const stored = await ports.files.readVersioned(SITEMAP_INDEX);
    entries = stored ? (JSON.parse(stored.body) as Record<string, string>) : {};
    change(entries);
    version = await ports.files.writeIf(SITEMAP_INDEX, JSON.stringify(entries), 'application/json', stored?.version);
  }
  for (let drawn = 1; drawn <= INDEX_ATTEMPTS; drawn++) {
    await writeSitemap(entries, ports);
    const now = await ports.files.readVersioned(SITEMAP_INDEX);
    if (!now || now.version === version) return;
    entries = JSON.parse(now.body) as Record<string, string>;
    version = now.version;
  }
}

async function writeSitemap(entries: Record<string, string>, ports: SitePorts): Promise<void> {
  const sitemap: SitemapEntry[] = [
    ...Object.entries(entries).map(([path, lastmod]) => ({ path, lastmod })),
    ...STATIC_PAGE_PATHS.flatMap(inEveryLanguage)
      .filter((path) => !entries[path])
      .map((path) => ({ path })),
  ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  await ports.files.write('sitemap.xml', ports.renderer.renderSitemap(sitemap, ports.origin), 'application/xml; charset=utf-8');
  await ports.files.write('robots.txt', ports.renderer.renderRobots(ports.origin), 'text/plain; charset=utf-8');
}

/**
 * Every page there is: the home page, each active product, category, collection and blog post,
 * and the pages the build drew (information pages, the checkout's frame), which carry the
 * announcement bar as the others do.
 */
export async function everyPagePath(): Promise<string[]> {
  const paths: string[] = ['/'];
  for (let page = 0; ; page += 1) {
    const { ids, total } = await getListPage(ALL_PRODUCTS, page, 100);
    paths.push(...ids.map((id) => `/products/${id}`));
    if (ids.length === 0 || (page + 1) * 100 >= total) break;
  }
  const navigation = await navigationByAge(AGE_GROUPS, 'en');
  for (const group of Object.values(navigation)) {
    paths.push(...(group?.categories ?? []).map((c) => `/category/${c.id}`));
    paths.push(...(group?.collections ?? []).map((c) => `/collection/${c.id}`));
  }
  for (let page = 0; ; page += 1) {
    const { entries, total } = await dynamoBlogReader.page(page, 100);
    paths.push(...entries.map((entry) => `/blog/${entry.id}`));
    if (entries.length === 0 || (page + 1) * 100 >= total) break;
  }
  paths.push(...BUILD_PAGE_PATHS);
  return unique(paths);
}

/** Every address the sitemap names now, so a redraw of every page also removes one a lost change left behind. */
export async function listedPagePaths(files: SiteFiles): Promise<string[]> {
  return Object.keys(await readIndex(files));
}
