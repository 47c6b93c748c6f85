/**
 * The security headers CloudFront's response headers policy puts on every answer of the shop
 * (web.ts), as plain values: the local server (local/apiServer.ts) sends the same ones, so a
 * page that breaks them breaks on `npm start` too.
 */

/**
 * The SPA talks only to its own origin; images are served below /images/. Extend a list here
 * when the web app starts loading something from another host.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React and its libraries set inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

/** Two years: what HSTS preload lists ask for. */
export const HSTS_MAX_AGE_DAYS = 730;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const FRAME_OPTION = 'DENY';

/** The headers as a browser receives them. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_DAYS * 24 * 60 * 60}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
  'x-frame-options': FRAME_OPTION,
};
