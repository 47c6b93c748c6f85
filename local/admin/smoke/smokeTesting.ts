import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTPS_SECURITY_HEADERS, SECURITY_HEADERS } from '../../../cdk/lib/securityHeaders.ts';
import { runAdmin } from '../admin.ts';
import type { AdminContext } from '../command.ts';
import { captureIo } from '../io.ts';
import type { PreflightPorts } from '../preflight/ports.ts';
import { smokeCommand } from '../smoke.ts';
import type { SmokeHttp } from './http.ts';

/**
 * For the smoke tests: a real HTTP server that answers as the deployed shop does (pages drawn,
 * the SPA's shell for anything else, the API's JSON, the edge's headers), whose answers a test
 * spoils one route at a time; and `runSmoke`, the command line as the operator types it.
 */

export interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An answer, or what a broken shop does instead: never answer, or close the connection. */
export type FakeAnswer = { status: number; headers?: Record<string, string>; body?: string } | 'hang' | 'drop';
export type FakeRoute = (request: SeenRequest) => FakeAnswer;

export const PRODUCT_ID = 'linen-dress-oat';
/** The canonical host the sitemap names, which need not be the address the shop is tested at. */
export const CANONICAL = 'https://www.tkanica.hr';
/** Where the fake answers as API Gateway's own address would. */
export const EXECUTE_API_PREFIX = '/execute-api';

const html = (body: string, status = 200) => ({ status, headers: { 'content-type': 'text/html; charset=utf-8' }, body });
const json = (value: unknown, status = 200) => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

export const SPA_SHELL = '<!doctype html><html lang="en"><head><title>Tkanica</title></head><body><div id="root"></div></body></html>';
const productJsonLd = { '@context': 'https://schema.org', '@type': 'Product', name: 'Linen dress', sku: PRODUCT_ID };
const breadcrumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };
export const PRODUCT_PAGE = `<!doctype html><html lang="en"><head><title>Linen dress – Tkanica</title><script type="application/ld+json">${JSON.stringify(
  breadcrumbs,
)}</script><script type="application/ld+json">${JSON.stringify(productJsonLd)}</script></head><body><div id="root">…</div></body></html>`;
export const sitemap = (...paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths
    .map((path) => `  <url><loc>${CANONICAL}${path}</loc><xhtml:link rel="alternate" hreflang="hr" href="${CANONICAL}/hr${path}"/></url>`)
    .join('\n')}\n</urlset>\n`;

/** A route that answers `status` with `body`, for a test to put in place of the shop's. */
export const answer =
  (status: number, body = '', contentType = 'text/html; charset=utf-8'): FakeRoute =>
  () => ({ status, headers: { 'content-type': contentType }, body });

/** The report's line of one check. */
export const line = (out: readonly string[], check: string) => out.find((l) => l.slice(6).startsWith(check));

/** The shop's answers, keyed `METHOD path?query`; anything else gets the SPA's shell, as CloudFront's fallback gives it. */
export function shopRoutes(): Record<string, FakeRoute> {
  return {
    'GET /': () => html('<!doctype html><html lang="en"><head><title>Tkanica – slow fashion</title></head><body>…</body></html>'),
    'GET /hr': () => html('<!doctype html><html lang="hr"><head><title>Tkanica – spora moda</title></head><body>…</body></html>'),
    'GET /sitemap.xml': () => ({
      status: 200,
      headers: { 'content-type': 'application/xml; charset=utf-8' },
      body: sitemap('/', '/collections/summer', `/products/${PRODUCT_ID}`, '/products/wool-cardigan'),
    }),
    [`GET /products/${PRODUCT_ID}`]: () => html(PRODUCT_PAGE),
    'GET /robots.txt': () => ({
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${CANONICAL}/sitemap.xml\n`,
    }),
    'GET /api/homePage/collections': () =>
      json({ firstCollection: [{ id: 'summer', name: 'Summer' }], secondCollection: null, thirdCollections: [], fourthCollection: null }),
    // As the handler's validation does: the body must be the search's JSON.
    'POST /api/products/search': ({ headers, body }) => {
      const search = JSON.parse(body || '{}') as { start?: unknown; size?: unknown };
      if (!headers['content-type']?.startsWith('application/json') || typeof search.start !== 'number' || typeof search.size !== 'number') {
        return json({ message: 'The request is not valid.', errors: { start: 'Required' } }, 400);
      }
      return json({
        data: [
          { id: PRODUCT_ID, name: 'Linen dress' },
          { id: 'wool-cardigan', name: 'Wool cardigan' },
        ],
        total: 2,
      });
    },
    [`GET /api/products/${PRODUCT_ID}`]: () => json({ id: PRODUCT_ID, name: 'Linen dress' }),
    'GET /session-status?session_id=cs_none': () => json({ message: 'There is no such checkout session.' }, 404),
    // An address of no page: the not-found shell with 404, as the edge answers it (docs/decisions/076-hard-404.md).
    'GET /this-page-does-not-exist': () => html(SPA_SHELL, 404),
    [`GET ${EXECUTE_API_PREFIX}/api/homePage/collections`]: () => json({ message: 'This address answers only through the shop.' }, 403),
  };
}

export async function startFakeShop() {
  const routes = shopRoutes();
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const asked: SeenRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(asked);
      const route = routes[`${asked.method} ${asked.path}`] ?? (() => html(SPA_SHELL));
      const answer = route(asked);
      if (answer === 'hang') return;
      if (answer === 'drop') {
        request.socket.destroy();
        return;
      }
      // The edge puts its headers on every answer, whatever the origin said.
      response.writeHead(answer.status, { ...SECURITY_HEADERS, ...answer.headers });
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    routes,
    seen,
    /** Puts the shop's answers back as they were. */
    reset() {
      for (const key of Object.keys(routes)) delete routes[key];
      Object.assign(routes, shopRoutes());
      seen.length = 0;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens: a port the system gave and took back. */
export async function closedAddress(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** The shop as CloudFront serves it over HTTPS: asks at `https://<host>` go to the fake shop, which then adds HSTS as the edge does. */
export function overHttps(inner: SmokeHttp, httpsOrigin: string, shopUrl: string, withHsts: boolean): SmokeHttp {
  return {
    async request(url, init) {
      const answer = await inner.request(url.replace(httpsOrigin, shopUrl), init);
      if (answer.kind !== 'answered' || !withHsts) return answer;
      const headers = new Headers(answer.headers);
      for (const [name, value] of Object.entries(HTTPS_SECURITY_HEADERS)) headers.set(name, value);
      return { ...answer, headers };
    },
  };
}

/** `npm run admin -- smoke ...`, its lines with each time written as `N ms`, and whether it prepared a stage. */
export async function runSmoke(argv: string[], deps: { http?: SmokeHttp; connect?: () => Pick<PreflightPorts, 'cloudFormation'> } = {}) {
  const io = captureIo();
  let prepared = 0;
  const code = await runAdmin(
    ['smoke', ...argv],
    io,
    async () => {
      prepared++;
      // The smoke command takes nothing from the context; preparing only sets a stage's profile and region.
      return { io } as unknown as AdminContext;
    },
    [smokeCommand({ io, ...deps })],
  );
  const timeless = (lines: string[]) => lines.map((line) => line.replace(/\b\d+ ms\b/g, 'N ms'));
  return { code, out: timeless(io.stdout), err: io.stderr, prepared };
}
