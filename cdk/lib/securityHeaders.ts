/**
 * The security headers CloudFront's response headers policy puts on every answer of the shop
 * (web.ts), as plain values: the local server (local/apiServer.ts) sends the same ones, so a
 * page that breaks them breaks on `npm start` too; all but HSTS, which only means something
 * over HTTPS and which the local server, on plain http://localhost, does not send.
 */

import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '@shop/shared/earlyTaps';

/** How a Content-Security-Policy names one inline script it allows: the hash of its text. */
export const inlineScriptSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The SPA talks only to its own origin; images are served below /images/. Extend a list here
 * when the web app starts loading something from another host.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The one inline script: what catches taps on a drawn page before its code is there (shared/src/earlyTaps.ts).
  `script-src 'self' ${inlineScriptSource(EARLY_TAPS_SCRIPT)}`,
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

/**
 * Powerful browser features the shop's pages never use, switched off for them and anything they
 * might embed: payment is taken on the provider's own page, not through the Payment Request API.
 * Only names Chromium knows, so that it logs no warning for the list.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The headers as a browser receives them, over HTTP and HTTPS alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
  'x-frame-options': FRAME_OPTION,
  'permissions-policy': PERMISSIONS_POLICY,
};

/** What only an answer over HTTPS carries (CloudFront's): browsers ignore HSTS over plain HTTP. */
export const HTTPS_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_DAYS * 24 * 60 * 60}; includeSubDomains`,
};
