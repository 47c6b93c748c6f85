import { BUILD_PAGE_PATHS, inEveryLanguage } from '@shop/shared/contract/pages';
import { LISTINGS_VERSION_KEY, VERSION_KEY_PREFIX, VERSION_PARAMETER, VIEWER_ADDRESS_HEADER } from '@shop/lambdas/platform/edge';

/**
 * The code of CloudFront's viewer-request function on the site (docs/decisions/031-edge-page-index.md),
 * kept apart from the CDK app so that the local server runs the very same code
 * (local/sitePages.ts) and the tests evaluate it (cdk/test/edge.test.ts).
 */

/** The first line of a function that reads its key value store (CloudFront Functions, JavaScript runtime 2.0). */
const CLOUDFRONT_IMPORT = "import cf from 'cloudfront';";

/**
 * Files (a dot in the last segment) pass through; the information pages and the checkout's
 * frame, which every deploy uploads, get their page; `/` and `/products/{id}`, `/category/{id}`, `/collection/{id}`,
 * `/blog/{id}`, and the same under `/hr`, get their page only when the page index holds the address, that is when the page
 * function drew it; every other path, an unknown id's too, gets the SPA shell, which shows the
 * not-found page. Done per request on the S3 behaviour instead of distribution-wide 403/404 error
 * responses, which would also turn the API's 403s and 404s into the SPA's index.html. A failed
 * read of the index answers with the shell: the SPA draws the same page from the API.
 */
export const SITE_PAGES_FUNCTION = `${CLOUDFRONT_IMPORT}
var pageIndex = cf.kvs();
var STATIC_PAGES = ${JSON.stringify(BUILD_PAGE_PATHS.flatMap(inEveryLanguage))};
var DRAWN = /^(\\/hr)?\\/(products|category|collection|blog)\\/[^/]+$/;
async function drawn(uri) {
  try {
    return await pageIndex.exists(uri);
  } catch (e) {
    return false;
  }
}
async function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  if (STATIC_PAGES.indexOf(uri) !== -1) request.uri = '/pages' + uri + '.html';
  else if ((uri === '/' || uri === '/hr' || DRAWN.test(uri)) && (await drawn(uri))) request.uri = uri === '/' ? '/pages/index.html' : '/pages' + uri + '.html';
  else request.uri = '/index.html';
  return request;
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
