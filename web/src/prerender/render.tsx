import type { PageData, SiteContext } from '@shop/shared/contract/pages';
import { LANGUAGE_PREFIX, LOCALES, splitLanguagePath } from '@shop/shared/language';
import { DOMParser as LinkedomParser } from 'linkedom';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { unstable_serialize as serializeInfinite } from 'swr/infinite';
import { ShopApp } from '../app/App.tsx';
import { RenderedModules } from '../platform/lazyPage.ts';
import { categoryKey } from '../features/catalog/api/getCategory.ts';
import { collectionKey } from '../features/catalog/api/getCollection.ts';
import { homeCollectionsKey } from '../features/catalog/api/getHomeCollections.ts';
import { productKey } from '../features/catalog/api/getProduct.ts';
import { type ProductFilter, productSearchKey } from '../features/catalog/api/searchProducts.ts';
import { announcementKey } from '../features/content/api/getAnnouncement.ts';
import { blogKey } from '../features/content/api/getBlog.ts';
import { EARLY_TAPS_SCRIPT } from '@shop/shared/earlyTaps';
import { type ClientManifest, type ClientStyles, messagesPreloadTag, pageScriptTags, pageStyleTags } from './pageStyles.ts';
import { headTags, scriptJson } from './seo.ts';

// The browser build's manifest and stylesheets, put into the prerender bundle by web/build/pageModules.ts.
declare const __CLIENT_MANIFEST__: ClientManifest | undefined;
declare const __CLIENT_STYLES__: ClientStyles | undefined;
const built = {
  manifest: typeof __CLIENT_MANIFEST__ === 'undefined' ? {} : __CLIENT_MANIFEST__,
  styles: typeof __CLIENT_STYLES__ === 'undefined' ? {} : __CLIENT_STYLES__,
};

// A blog post's body goes through the same allow-list as in the browser, which parses it with
// DOMParser; Node has none, so the prerenderer brings one.
// linkedom leaves a bare fragment out of <body>, so the fragment is given the document a browser
// would build around it.
class FragmentParser {
  parseFromString(html: string, type: 'text/html'): Document {
    return new LinkedomParser().parseFromString(
      `<!doctype html><html><head></head><body>${html}</body></html>`,
      type,
    ) as unknown as Document;
  }
}
globalThis.DOMParser ??= FragmentParser as unknown as typeof DOMParser;

/** The id of the script that carries a page's data to the SPA (web/src/main.tsx reads it). */
export const PAGE_DATA_ID = 'shop-data';

/** The first page of a listing under the key useProductListing asks SWR for. */
const listingKey = (filter: ProductFilter) => serializeInfinite((index: number) => productSearchKey(filter, index));

/** The page's API answers under the keys the SPA's hooks ask SWR for: its fallback when it hydrates. */
export function fallbackOf(page: PageData): Record<string, unknown> {
  const own = pageAnswers(page);
  // The announcement bar at the top (AnnouncementBar.tsx); a page drawn without the tables has none.
  return page.announcement === undefined ? own : { ...own, [announcementKey]: page.announcement };
}

function pageAnswers(page: PageData): Record<string, unknown> {
  switch (page.kind) {
    case 'home':
      return { [homeCollectionsKey]: page.home };
    case 'product':
      return { [productKey(page.product.id)]: page.product };
    case 'category':
      return {
        [unstable_serialize(categoryKey(page.category.id))]: page.category,
        [listingKey({ categoryId: page.category.id })]: [page.firstPage],
      };
    case 'collection':
      return {
        [collectionKey(page.collection.id)]: page.collection,
        [listingKey({ collectionId: page.collection.id })]: [page.firstPage],
      };
    case 'blog':
      return { [blogKey(page.blog.id)]: page.blog };
    case 'static':
      return {};
  }
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** What React hoists to the front of a page that is not a whole document: title, meta, link tags. */
const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/**
 * The whole HTML document of a page: the app rendered at the page's path with its data
 * (React 19 `prerender`, which waits for every lazy page and Suspense boundary), inside the
 * built index.html, with the page's title, the stylesheets of the lazily loaded
 * parts drawn in it, its description, canonical link, preview tags and JSON-LD in the head,
 * and its data in a JSON script for hydration.
 */
export async function renderPage(page: PageData, site: SiteContext, client = built): Promise<string> {
  const fallback = fallbackOf(page);
  const modules = new Set<string>();
  const { language } = splitLanguagePath(page.path);
  const { prelude } = await prerender(
    <RenderedModules.Provider value={modules}>
      <StaticRouter location={page.path} basename={LANGUAGE_PREFIX[language] || undefined}>
        <ShopApp fallback={fallback} language={language} />
      </StaticRouter>
    </RenderedModules.Provider>,
    // Every boundary written in place: no segment revealed later by an inline script, which the
    // shop's Content-Security-Policy would block, leaving the page to hydrate a pending boundary.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const rendered = await readAll(prelude);
  const hoisted = LEADING_HOISTABLES.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hoisted.length);
  const title = /<title>([\s\S]*?)<\/title>/.exec(hoisted)?.[1] ?? '';
  const head =
    hoisted +
    messagesPreloadTag(language, client.manifest) +
    pageStyleTags(modules, client.manifest, client.styles) +
    headTags(page, site.origin, unescapeHtml(title)) +
    pageScriptTags(modules, client.manifest);

  let html = site.shell.replace(/<html lang="[^"]*">/, `<html lang="${LOCALES[language].slice(0, 2)}">`);
  if (hoisted.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  html = html.replace('</head>', () => `${head}</head>`);
  // Early in the head, before any stylesheet it would wait for: a tap is caught however early it comes.
  html = html.replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i, (opened) => `${opened}<script>${EARLY_TAPS_SCRIPT}</script>`);
  const data = `<script id="${PAGE_DATA_ID}" type="application/json">${scriptJson(fallback)}</script>`;
  const withBody = html.replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${body}</div>${data}`);
  if (withBody === html) throw new Error('The shell has no empty <div id="root"></div> to render into.');
  return withBody;
}

const unescapeHtml = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
