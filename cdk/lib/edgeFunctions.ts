import { BUILD_PAGE_PATHS, inEveryLanguage } from '@shop/shared/contract/pages';

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

/** CloudFront Functions take at most 10 KB of code. */
export const MAX_FUNCTION_CODE_BYTES = 10 * 1024;

/** What a viewer function reads of its key value store. */
export interface EdgeKeyValueStore {
  exists(key: string): Promise<boolean>;
}

export interface ViewerRequest {
  uri: string;
  headers?: Record<string, { value: string }>;
}

/**
 * A viewer-request function's handler, run in Node with `cloudfront`'s `kvs()` answered by
 * `store`: the local server's edge, and the tests'.
 */
export function viewerRequestHandler(
  code: string,
  store: EdgeKeyValueStore,
): (event: { request: ViewerRequest }) => Promise<ViewerRequest> {
  if (!code.startsWith(`${CLOUDFRONT_IMPORT}\n`))
    throw new Error(`A viewer function with a key value store starts with ${CLOUDFRONT_IMPORT}`);
  const body = code.slice(CLOUDFRONT_IMPORT.length);
  const cloudfront = { kvs: () => store };
  return new Function('cf', `${body}\nreturn handler;`)(cloudfront);
}
