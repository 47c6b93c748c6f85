/**
 * What the edge in front of the API (CloudFront in AWS, the local server on one machine) adds to
 * every API request: the shopper's own address, written over anything the browser sent under the
 * same name. The CDK app and the local server write it; the per-client limits read it.
 */
export const VIEWER_ADDRESS_HEADER = 'x-shop-viewer-address';
