/**
 * What the edge in front of the API (CloudFront in AWS, the local server on one machine) adds to
 * every API request: the shopper's own address, written over anything the browser sent under the
 * same name. The CDK app and the local server write it; the per-client limits read it.
 */
export const VIEWER_ADDRESS_HEADER = 'x-shop-viewer-address';

/**
 * The edge's proof that a request came through it: a secret value (a generated Secrets Manager
 * secret in AWS, ORIGIN_SECRET locally) that CloudFront sends to the API as an origin custom
 * header, over anything the browser sent under that name. Every API function refuses a request
 * without it (lambdas/platform/http.ts), so the API's own execute-api address is of no use to a
 * caller, and the viewer address above is always the edge's. docs/decisions/017-edge-trust.md.
 */
export const ORIGIN_SECRET_HEADER = 'x-shop-origin-secret';

/** How long the edge keeps a catalog answer, and how much longer it may serve it while it fetches a fresh one (docs/decisions/028). */
export const EDGE_CACHE_SECONDS = 60;
export const EDGE_STALE_SECONDS = 60;
/** The longest an answer may ask the edge to keep it: the CloudFront cache policy's maximum TTL, and the local server's. */
export const EDGE_MAX_TTL_SECONDS = 300;

/**
 * What an answer the edge may keep says: the edge keeps it (`s-maxage`), the browser asks again
 * each time (`max-age=0`; its own SWR cache decides when), and after it expires the edge may
 * serve it a while longer while it asks the function in the background. A new version of the
 * answer (lambdas/platform/edgeVersions.ts) ends it at once.
 */
export const EDGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${EDGE_CACHE_SECONDS}, stale-while-revalidate=${EDGE_STALE_SECONDS}`;

/**
 * What the edge tells the browser about a kept answer, over the function's own header (CloudFront's
 * response headers policy on the kept routes, the local server likewise). A browser reads
 * `stale-while-revalidate` too: it would show an answer up to a minute old while it asks again in
 * the background, so a product taken off sale or a post unpublished would still show once on the
 * next visit. The edge's copy ends at once with a new version; the browser must ask each time.
 */
export const VIEWER_CACHE_CONTROL = 'no-cache';

/**
 * The versions of the answers the edge keeps, in its key value store (docs/decisions/053): CloudFront's
 * viewer function on the kept routes reads the version and puts it into the cache key, so a
 * change writes a version instead of invalidating a path. A product's and a blog post's answer
 * have a version each (`v/api/products/p1`); every listing's answer shares one.
 */
export const VERSION_KEY_PREFIX = 'v';
export const LISTINGS_VERSION_KEY = `${VERSION_KEY_PREFIX}/listings`;
/** The query parameter that carries the version into the cache key; the functions never read it. */
export const VERSION_PARAMETER = 'v';
