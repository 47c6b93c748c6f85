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
