import { LANGUAGE_HEADER } from '@shop/shared/language';
import type { SmokeAnswer, SmokeHttp, SmokeRequest } from './http.ts';

/**
 * What a shopper meets first, asked of a deployed shop the way a browser and the SPA ask it,
 * each answer judged by what the shopper would need from it. Nothing here writes: the only
 * POST is the product search, which reads.
 */

export interface SmokeResult {
  status: 'ok' | 'fail';
  check: string;
  detail: string;
}

export interface SmokeTarget {
  /** The shop's origin, as CloudFront serves it (output ShopUrl). */
  shopUrl: string;
  /** The API's own execute-api address (output ApiEndpoint), which must refuse whoever skips CloudFront. */
  apiEndpoint?: string;
}

type Answered = Extract<SmokeAnswer, { kind: 'answered' }>;
/** What is wrong with an answer, or undefined when it is what the shopper needs; `note` adds to an ok line. */
type Judgement = { wrong: string } | { note?: string };
const right = (note?: string): Judgement => (note ? { note } : {});

const ok = (check: string, detail: string): SmokeResult => ({ status: 'ok', check, detail });
const fail = (check: string, detail: string): SmokeResult => ({ status: 'fail', check, detail });

function judged(check: string, answer: SmokeAnswer, judge: (answer: Answered) => Judgement): SmokeResult {
  if (answer.kind === 'unanswered') return fail(check, answer.reason);
  const seen = `${answer.status} in ${answer.ms} ms`;
  const judgement = judge(answer);
  if ('wrong' in judgement) return fail(check, `${seen}, ${judgement.wrong}`);
  return ok(check, judgement.note ? `${seen}, ${judgement.note}` : seen);
}

const isHtml = (answer: Answered) => (answer.headers.get('content-type') ?? '').includes('text/html');

const statusIs = (expected: number, answer: Answered): Judgement | undefined =>
  answer.status === expected ? undefined : { wrong: `expected ${expected}` };

/** A page a browser can show: 200, HTML, with a title for the tab and the search result. */
const page = (answer: Answered): Judgement =>
  statusIs(200, answer) ??
  (!isHtml(answer) ? { wrong: `not HTML (content-type ${answer.headers.get('content-type') ?? 'none'})` } : undefined) ??
  (/<title[^>]*>[^<]+<\/title>/i.test(answer.body) ? right() : { wrong: 'its HTML has no <title>' });

function json(answer: Answered): unknown {
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
}

const jsonObject = (answer: Answered): Record<string, unknown> | undefined => {
  const value = json(answer);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
};

/** The JSON-LD blocks of a page whose `@type` is Product: what search engines read for price and stock. */
function productStructuredData(html: string): number {
  const blocks = [...html.matchAll(/<script[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi)];
  return blocks.filter(([, text]) => {
    try {
      const data = JSON.parse(text ?? '') as { '@type'?: unknown };
      return data['@type'] === 'Product';
    } catch {
      return false;
    }
  }).length;
}

/** The first product page the sitemap names, as a path on the shop being tested (the sitemap's host may be the custom domain). */
function firstProductPath(sitemap: string): string | undefined {
  for (const [, loc] of sitemap.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    const path = URL.canParse(loc ?? '') ? new URL(loc as string).pathname : '';
    if (path.startsWith('/products/')) return path;
  }
  return undefined;
}

/** The headers the SPA's `request` sends on the product search (web/src/platform/http.ts); `web` is its sale spot unless built with another. */
export const SEARCH_HEADERS: Readonly<Record<string, string>> = {
  accept: 'application/json',
  'content-type': 'application/json',
  applicationType: 'user',
  saleSpotId: 'web',
  [LANGUAGE_HEADER]: 'en',
};

export const UNKNOWN_PAGE = '/this-page-does-not-exist';
export const NO_SESSION = '/session-status?session_id=cs_none';

type Get = (path: string, init?: SmokeRequest) => Promise<SmokeAnswer>;

/** The sitemap, then the first product page it names: the page a search engine and a shared link land on. */
async function sitemapAndProductPage(get: Get): Promise<[SmokeResult, SmokeResult]> {
  const sitemap = await get('/sitemap.xml');
  const productPath = sitemap.kind === 'answered' && sitemap.status === 200 ? firstProductPath(sitemap.body) : undefined;
  const sitemapResult = judged('Sitemap /sitemap.xml', sitemap, (answer) => {
    if (answer.status !== 200) return { wrong: 'expected 200' };
    if (!/<urlset[\s>]/.test(answer.body)) return { wrong: 'not a sitemap (no <urlset>): is it the SPA’s page?' };
    return productPath ? { note: `first product page ${productPath}` } : { wrong: 'it names no /products/ page' };
  });
  if (!productPath) return [sitemapResult, fail('Product page', 'not asked: no product page from the sitemap')];
  const product = judged(`Product page ${productPath}`, await get(productPath), (answer) => {
    const wrong = page(answer);
    if ('wrong' in wrong) return wrong;
    return productStructuredData(answer.body) > 0
      ? { note: 'with its Product JSON-LD' }
      : { wrong: 'no Product JSON-LD (application/ld+json) in its HTML: the SPA’s shell, not the drawn page?' };
  });
  return [sitemapResult, product];
}

/** The first page of the catalog's search, as the SPA asks for it, then the first product it found. */
async function searchAndProduct(get: Get): Promise<[SmokeResult, SmokeResult]> {
  const search = await get('/api/products/search', {
    method: 'POST',
    headers: SEARCH_HEADERS,
    body: JSON.stringify({ start: 0, size: 10 }),
  });
  const found = search.kind === 'answered' && search.status === 200 ? jsonObject(search)?.data : undefined;
  const firstId = Array.isArray(found) ? (found[0] as { id?: unknown } | undefined)?.id : undefined;
  const searchResult = judged('API POST /api/products/search', search, (answer) => {
    if (answer.status !== 200) return { wrong: 'expected 200' };
    if (!Array.isArray(found)) return { wrong: 'no `data` array in its JSON' };
    return typeof firstId === 'string' ? { note: `${found.length} products` } : { wrong: 'it found no product' };
  });
  if (typeof firstId !== 'string') return [searchResult, fail('API GET /api/products/{id}', 'not asked: no product from the search')];
  const path = `/api/products/${encodeURIComponent(firstId)}`;
  const product = judged(`API GET ${path}`, await get(path, { headers: JSON_ACCEPT }), (answer) => {
    if (answer.status !== 200) return { wrong: 'expected 200' };
    return jsonObject(answer)?.id === firstId ? right() : { wrong: `its JSON is not product ${firstId}` };
  });
  return [searchResult, product];
}

const JSON_ACCEPT = { accept: 'application/json' };

/** Every check, in the order of the report; independent requests go out together. */
export async function smokeChecks(http: SmokeHttp, target: SmokeTarget): Promise<SmokeResult[]> {
  const base = target.shopUrl.replace(/\/+$/, '');
  const get: Get = (path, init) => http.request(`${base}${path}`, init);
  const apiEndpoint = target.apiEndpoint?.replace(/\/+$/, '');

  const [homeAnswer, hr, [sitemap, productPage], robots, collections, [search, product], session, unknown, bypass] = await Promise.all([
    get('/'),
    get('/hr'),
    sitemapAndProductPage(get),
    get('/robots.txt'),
    get('/api/homePage/collections', { headers: JSON_ACCEPT }),
    searchAndProduct(get),
    get(NO_SESSION),
    get(UNKNOWN_PAGE),
    apiEndpoint ? http.request(`${apiEndpoint}/api/homePage/collections`) : undefined,
  ]);

  const results: SmokeResult[] = [
    judged('Home page /', homeAnswer, page),
    judged('Croatian home page /hr', hr, page),
    sitemap,
    productPage,
    judged(
      'Robots /robots.txt',
      robots,
      (answer) =>
        statusIs(200, answer) ??
        (/^user-agent:/im.test(answer.body) && !isHtml(answer) ? right() : { wrong: 'not a robots.txt: is it the SPA’s page?' }),
    ),
    judged(
      'API GET /api/homePage/collections',
      collections,
      (answer) =>
        statusIs(200, answer) ??
        (jsonObject(answer)?.firstCollection !== undefined ? right() : { wrong: 'no `firstCollection` in its JSON' }),
    ),
    search,
    product,
    judged(`Checkout status ${NO_SESSION}`, session, (answer) =>
      answer.status >= 400 && answer.status < 500 ? right() : { wrong: 'expected a 4xx for a checkout session that does not exist' },
    ),
    // A hard 404 (docs/decisions/076-hard-404.md): a 200 is the soft 404 search engines keep.
    judged(`Unknown page ${UNKNOWN_PAGE}`, unknown, (answer) =>
      answer.status === 404 ? right() : { wrong: 'expected 404 with the not-found page' },
    ),
    judged('Security headers on /', homeAnswer, (answer) => securityHeaders(answer, base.startsWith('https:'))),
  ];
  if (bypass && apiEndpoint) {
    results.push(
      judged(`API's own endpoint ${apiEndpoint}`, bypass, (answer) =>
        answer.status === 403
          ? { note: 'refused without CloudFront' }
          : { wrong: 'expected 403: the API answers whoever skips CloudFront' },
      ),
    );
  }
  return results;
}

function securityHeaders(answer: Answered, https: boolean): Judgement {
  const missing: string[] = [];
  if (!answer.headers.get('content-security-policy')) missing.push('content-security-policy');
  if (https && !answer.headers.get('strict-transport-security')) missing.push('strict-transport-security');
  if (answer.headers.get('x-content-type-options')?.toLowerCase() !== 'nosniff') missing.push('x-content-type-options nosniff');
  if (missing.length > 0) return { wrong: `missing ${missing.join(', ')}` };
  return { note: `content-security-policy${https ? ', strict-transport-security' : ''}, x-content-type-options nosniff` };
}

/** The report's line for one result, in preflight's columns. */
export const reportLine = (result: SmokeResult): string =>
  `${(result.status === 'ok' ? 'ok' : 'FAIL').padEnd(4)}  ${result.check}: ${result.detail}`;
