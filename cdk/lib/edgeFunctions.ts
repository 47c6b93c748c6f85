import { BUILD_PAGE_PATHS, inEveryLanguage } from '@shop/shared/contract/pages';
import { routesPattern, SHOP_ROUTES } from '@shop/shared/shopRoutes';
import { LISTINGS_VERSION_KEY, VERSION_KEY_PREFIX, VERSION_PARAMETER, VIEWER_ADDRESS_HEADER } from '@shop/lambdas/platform/edge';

/**
 * The code of CloudFront's viewer functions on the site (docs/decisions/031-edge-page-index.md,
 * 076-hard-404.md) and on the API routes the edge keeps (053), kept apart from the CDK app so
 * that the local server runs the very same code (local/sitePages.ts, local/apiServer.ts) and the
 * tests evaluate it (cdk/test/edge.test.ts).
 */

/** The first line of a function that reads its key value store (CloudFront Functions, JavaScript runtime 2.0). */
const CLOUDFRONT_IMPORT = "import cf from 'cloudfront';";

/** The site bucket's copy of the SPA shell that answers a path of no page (decision 076), as the viewer asks for it. */
export const NOT_FOUND_OBJECT = '/404.html';

/**
 * Where a path of the site is read from (both site functions hold it). Files (a dot in the last
 * segment) pass through; the information pages and the checkout's frame, which every deploy
 * uploads, get their page; `/` and `/products/{id}`, `/category/{id}`, `/collection/{id}`,
 * `/blog/{id}`, and the same under `/hr`, get their page when the page index holds the address,
 * that is when the page function drew it. A path that matches no route of the SPA
 * (`SHOP_ROUTES`), and an id the index does not hold, get {@link NOT_FOUND_OBJECT}, the shell
 * under the name the viewer-response function answers with 404 (docs/decisions/076-hard-404.md);
 * every other route the SPA shell. A failed read of the index answers with the shell (200): the
 * SPA draws the same page from the API, or its not-found page. Done per request on the S3
 * behaviour instead of distribution-wide 403/404 error responses, which would also turn the
 * API's 403s and 404s into the SPA's index.html.
 */
const SITE_OBJECT = `var pageIndex = cf.kvs();
var STATIC_PAGES = ${JSON.stringify(BUILD_PAGE_PATHS.flatMap(inEveryLanguage))};
var ROUTES = new RegExp(${JSON.stringify(routesPattern(SHOP_ROUTES))}, 'i');
var DRAWN = /^(\\/hr)?\\/(products|category|collection|blog)\\/[^/]+$/;
var NOT_FOUND = '${NOT_FOUND_OBJECT}';
async function drawn(uri) {
  try {
    return await pageIndex.exists(uri);
  } catch (e) {
    return undefined;
  }
}
async function siteObject(uri) {
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return uri;
  if (STATIC_PAGES.indexOf(uri) !== -1) return '/pages' + uri + '.html';
  var path = /^\\/hr(\\/|$)/.test(uri) ? uri.substring(3) || '/' : uri;
  if (!ROUTES.test(path)) return NOT_FOUND;
  var home = uri === '/' || uri === '/hr';
  if (!home && !DRAWN.test(uri)) return '/index.html';
  var known = await drawn(uri);
  if (known === true) return uri === '/' ? '/pages/index.html' : '/pages' + uri + '.html';
  return known === false && !home ? NOT_FOUND : '/index.html';
}`;

/** The viewer-request function of the site: the request goes on to the object {@link SITE_OBJECT} names. */
export const SITE_PAGES_FUNCTION = `${CLOUDFRONT_IMPORT}
${SITE_OBJECT}
async function handler(event) {
  var request = event.request;
  request.uri = await siteObject(request.uri);
  return request;
}`;

/**
 * The viewer-response function of the site: the not-found shell goes out with 404, so a search
 * engine keeps no unknown address (S3 answers it 200, as any object). It decides again from the
 * request it is given, whether that holds the address the viewer asked for or the object the
 * request function put in its place: either way the not-found shell's.
 */
export const SITE_STATUS_FUNCTION = `${CLOUDFRONT_IMPORT}
${SITE_OBJECT}
async function handler(event) {
  var response = event.response;
  if (response.statusCode === 200 && (await siteObject(event.request.uri)) === NOT_FOUND) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;

/**
 * The viewer-request function of the API routes the edge keeps (docs/decisions/053-edge-versions.md):
 * it writes the shopper's address into the header the per-client limits read (as on every API
 * route), and for a GET puts the answer's version from the key value store into the query string,
 * which alone of the query is in the cache key. A change writes a new version; the next request
 * then asks the function, and the old answer is never served again, with no invalidation. A
 * failed read keeps no version: the answer is the one kept without, which expires within a minute.
 */
export const CACHED_API_FUNCTION = `${CLOUDFRONT_IMPORT}
var versions = cf.kvs();
var OWN = /^\\/api\\/(products|blogs)\\/[^/]+$/;
async function version(key) {
  try {
    return await versions.get(key);
  } catch (e) {
    return '';
  }
}
async function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  if (request.method === 'GET') {
    var v = await version(OWN.test(request.uri) ? '${VERSION_KEY_PREFIX}' + request.uri : '${LISTINGS_VERSION_KEY}');
    request.querystring = v ? { ${VERSION_PARAMETER}: { value: v } } : {};
  }
  return request;
}`;

/** CloudFront Functions take at most 10 KB of code. */
export const MAX_FUNCTION_CODE_BYTES = 10 * 1024;

/** What a viewer function reads of its key value store: `get` throws for a key that is not there, as CloudFront's does. */
export interface EdgeKeyValueStore {
  exists(key: string): Promise<boolean>;
  get(key: string): Promise<string>;
}

export interface ViewerRequest {
  uri: string;
  method?: string;
  headers?: Record<string, { value: string }>;
  querystring?: Record<string, { value: string }>;
}

/**
 * A viewer-request function's handler, run in Node with `cloudfront`'s `kvs()` answered by
 * `store`: the local server's edge, and the tests'.
 */
export function viewerRequestHandler(
  code: string,
  store: EdgeKeyValueStore,
): (event: { request: ViewerRequest; viewer?: { ip: string } }) => Promise<ViewerRequest> {
  if (!code.startsWith(`${CLOUDFRONT_IMPORT}\n`))
    throw new Error(`A viewer function with a key value store starts with ${CLOUDFRONT_IMPORT}`);
  const body = code.slice(CLOUDFRONT_IMPORT.length);
  const cloudfront = { kvs: () => store };
  return new Function('cf', `${body}\nreturn handler;`)(cloudfront);
}

export interface ViewerResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
}

/** What a viewer-response function is given: the request, and the answer on its way to the viewer. */
export interface ViewerResponseEvent {
  request: ViewerRequest;
  response: ViewerResponse;
}

/** A viewer-response function's handler, run as {@link viewerRequestHandler} runs a request function. */
export function viewerResponseHandler(code: string, store: EdgeKeyValueStore): (event: ViewerResponseEvent) => Promise<ViewerResponse> {
  return viewerRequestHandler(code, store) as unknown as (event: ViewerResponseEvent) => Promise<ViewerResponse>;
}
