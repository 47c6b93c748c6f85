import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { SECURITY_HEADERS } from '../cdk/lib/securityHeaders.ts';
import { ORIGIN_SECRET_HEADER, VERSION_PARAMETER, VIEWER_ADDRESS_HEADER, VIEWER_CACHE_CONTROL } from '../lambdas/platform/edge.ts';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS } from '../lambdas/platform/overload.ts';
import { type RouteDef, routes as allRoutes } from '../lambdas/routes.ts';
import { CACHED_API_FUNCTION, SITE_STATUS_FUNCTION, viewerRequestHandler, viewerResponseHandler } from '../cdk/lib/edgeFunctions.ts';
import { API_THROTTLE, type StageThrottle } from '../cdk/lib/stageThrottle.ts';
import { createLocalEdgeCache, edgeKeyHeaders, type LocalEdgeCache } from './edgeCache.ts';
import { compileRoutes, matchRoute, toApiGatewayEvent, writeJson, writeResult } from './apiGateway.ts';
import { HandlerLoader, HandlerTimeoutError, invokeHandler, REPO_ROOT } from './handlers.ts';
import { freePort, listen } from './ports.ts';
import { answerLocalUpload, type LocalUploads } from './imageUploads.ts';
import { createLocalPageIndex, type LocalPageIndex } from './pageIndex.ts';
import { createSitePages } from './sitePages.ts';
import { createStaticSite, spaCacheControl } from './staticFiles.ts';
import { createStageThrottle, THROTTLED_BODY } from './stageThrottle.ts';

/**
 * The shop's one origin, as CloudFront and API Gateway make it in AWS: the route table's
 * handlers under /api (and /session-status), the built SPA for everything else, the demo
 * images under /images, and /health for the local stack itself. As CloudFront does, it passes
 * the shopper's address and the origin secret to the API in headers of their own and puts the
 * security headers on every answer (cdk/lib/web.ts). As API Gateway's stage does, it refuses a
 * route's requests past the stage's throttle with 429 (local/stageThrottle.ts).
 */

export interface HealthReport {
  status: 'ok' | 'degraded';
  [part: string]: unknown;
}

export interface ApiServerOptions {
  /** 0 picks a free port. */
  port: number;
  routes?: readonly RouteDef[];
  /** Where handler modules live (lambdas/ unless a test points at its fixtures). */
  handlersDir?: string;
  /** The built SPA; without an index.html in it, pages say how to build it. */
  webDist?: string;
  /** Where the page functions write prerendered pages and sitemap.xml (SITE_DIR), served before the build's. */
  siteDir?: string;
  imagesDir?: string;
  /** Photos the catalog import and the back office stored (`<data dir>/images`), served below /images before the demo images. */
  importedImagesDir?: string;
  /** The images bucket's presigned PUT for the back office's photos (local/imageUploads.ts). */
  imageUploads?: LocalUploads;
  health?: () => Promise<HealthReport>;
  /**
   * Runs a scheduled job at once, as if its rule fired at a given time: `POST /_local/jobs/{name}`
   * with `{ "at": "2026-12-01T00:00:00Z" }` (optional). The local stack only: AWS has no such path.
   */
  runJob?: (name: string, at?: Date) => Promise<unknown>;
  bodyLimitBytes?: number;
  /** API Gateway's integration timeout. */
  handlerTimeoutMs?: number;
  /** What the edge sends the API functions to show a request came through it; the environment's ORIGIN_SECRET unless said. */
  originSecret?: string;
  quiet?: boolean;
  /** CloudFront's short cache of catalog answers (local/edgeCache.ts); a fresh one unless given. */
  edgeCache?: LocalEdgeCache;
  /** CloudFront's index of drawn pages (local/pageIndex.ts), which the page functions write; a fresh one unless given. */
  pageIndex?: LocalPageIndex;
  /**
   * The API stage's throttle, API_THROTTLE (cdk/lib/stageThrottle.ts) unless said; `false` leaves
   * it off, for a load meant to measure the functions past it.
   */
  throttle?: StageThrottle | false;
  /** The throttle's clock, in milliseconds (a test's, moved by hand). */
  throttleClock?: () => number;
}

export interface ApiServer {
  url: string;
  port: number;
  edgeCache: LocalEdgeCache;
  pageIndex: LocalPageIndex;
  stop(): Promise<void>;
}

export const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
export const DEFAULT_IMAGES_DIR = path.join(REPO_ROOT, 'local', 'seed', 'images');

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const compiled = compileRoutes(options.routes ?? allRoutes);
  const loader = new HandlerLoader(options.handlersDir);
  const bodyLimit = options.bodyLimitBytes ?? 1024 * 1024;
  const handlerTimeoutMs = options.handlerTimeoutMs ?? 30_000;
  const originSecret = options.originSecret ?? process.env.ORIGIN_SECRET;
  if (!originSecret) throw new Error('The local server is the edge of the API: it needs ORIGIN_SECRET (local/environment.ts sets it).');
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  const spa = createStaticSite({ root: webDist, spaFallback: true, cacheControl: spaCacheControl });
  // Prerendered pages first (the page functions' folder, then the build's), then the SPA shell.
  const pageIndex = options.pageIndex ?? createLocalPageIndex();
  const sitePages = createSitePages([...(options.siteDir ? [options.siteDir] : []), webDist], pageIndex);
  // CloudFront's response function of the site, over the same index: a path of no page is answered
  // with the shell and 404 (docs/decisions/076-hard-404.md).
  const siteStatus = viewerResponseHandler(SITE_STATUS_FUNCTION, pageIndex);
  const noPageAt = async (pathname: string) =>
    (await siteStatus({ request: { uri: pathname, headers: {} }, response: { statusCode: 200 } })).statusCode === 404;
  const images = createStaticSite({
    root: options.imagesDir ?? DEFAULT_IMAGES_DIR,
    cacheControl: () => 'public, max-age=86400',
  });
  // A variant's name carries its content hash, so it never changes (as the bucket's objects say).
  const imported = options.importedImagesDir
    ? createStaticSite({ root: options.importedImagesDir, cacheControl: () => 'public, max-age=31536000, immutable' })
    : undefined;

  const edgeCache = options.edgeCache ?? createLocalEdgeCache();
  const throttle = options.throttle === false ? undefined : createStageThrottle(options.throttle ?? API_THROTTLE, options.throttleClock);
  // CloudFront's viewer function of the kept routes, with the local store: the answer's version in the cache key.
  const cachedApi = viewerRequestHandler(CACHED_API_FUNCTION, pageIndex);
  const keptUnder = async (pathname: string, ip: string) => {
    const { querystring } = await cachedApi({ request: { uri: pathname, method: 'GET', headers: {}, querystring: {} }, viewer: { ip } });
    const version = querystring?.[VERSION_PARAMETER]?.value;
    return version ? `${pathname}?${VERSION_PARAMETER}=${version}` : pathname;
  };
  const server = http.createServer(async (req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = url.pathname;
    sendSecurityHeaders(res);
    try {
      const { match, pathMatched } = matchRoute(compiled, req.method ?? 'GET', pathname);
      if (match) {
        const body = await readBody(req, bodyLimit);
        if (body === undefined) {
          writeJson(res, 413, { message: 'Request body too large' }, { connection: 'close' });
          return;
        }
        const event = asTheEdgeSendsIt(toApiGatewayEvent(req, url, body, match), originSecret);
        try {
          const { route, routeKey } = match.compiled;
          const cached = route.cachedAtTheEdge && req.method === 'GET';
          const keyHeaders = edgeKeyHeaders(req.headers);
          const key = cached ? await keptUnder(pathname, req.socket.remoteAddress ?? '') : pathname;
          const kept = cached ? edgeCache.lookup(key, keyHeaders) : undefined;
          // What CloudFront keeps it answers itself; everything else reaches API Gateway and its throttle.
          const turn = kept ? undefined : throttle?.take(routeKey);
          if (turn && !turn.allowed) {
            writeJson(res, 429, THROTTLED_BODY, { 'retry-after': String(turn.retryAfterSeconds) });
          } else {
            const result = kept ?? (await invokeHandler(loader, { name: routeKey, ...route }, event, handlerTimeoutMs));
            if (cached && !kept) edgeCache.store(key, keyHeaders, result);
            writeResult(res, cached ? withXCache(result, kept ? 'Hit' : 'Miss') : result);
          }
        } catch (error) {
          if (error instanceof HandlerTimeoutError) {
            console.error(`[api] ${match.compiled.routeKey}: ${error.message}`);
            // API Gateway's answer when a function runs past its integration timeout.
            writeJson(res, 503, { message: BUSY_MESSAGE }, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
          } else {
            console.error(`[api] ${match.compiled.routeKey} failed:`, error);
            writeJson(res, 500, { message: 'Internal error' });
          }
        }
        log(`[api] ${req.method} ${pathname} ${res.statusCode} ${Date.now() - started} ms`);
        return;
      }
      if (pathMatched || pathname === '/api' || pathname.startsWith('/api/')) {
        writeJson(res, 404, { message: 'Not Found' });
        return;
      }
      if (pathname.startsWith('/key-value-stores/')) {
        const body = (await readBody(req, bodyLimit)) ?? '';
        if (pageIndex.answer(req, res, pathname, body)) {
          log(`[api] ${req.method} ${pathname} ${res.statusCode} ${Date.now() - started} ms`);
          return;
        }
      }
      if (options.imageUploads && (await answerLocalUpload(options.imageUploads, req, res, url))) {
        log(`[api] ${req.method} ${pathname} ${res.statusCode} ${Date.now() - started} ms`);
        return;
      }
      const jobPath = /^\/_local\/jobs\/([A-Za-z0-9_-]+)$/.exec(pathname);
      if (jobPath && req.method === 'POST' && options.runJob) {
        await runJobRequest(req, res, jobPath[1] as string, options.runJob);
        log(`[api] ${req.method} ${pathname} ${res.statusCode} ${Date.now() - started} ms`);
        return;
      }
      if (pathname === '/health' && req.method === 'GET') {
        const report = options.health ? await options.health() : { status: 'ok' as const };
        writeJson(res, report.status === 'ok' ? 200 : 503, report, { 'cache-control': 'no-store' });
        return;
      }
      if (pathname.startsWith('/images/')) {
        const imagePath = pathname.slice('/images'.length);
        if ((await imported?.serve(req, res, imagePath)) || (await images.serve(req, res, imagePath))) return;
      }
      if (await sitePages.serve(req, res, pathname)) return;
      if ((req.method === 'GET' || req.method === 'HEAD') && (await noPageAt(pathname)) && (await sendNotFoundShell(req, res, webDist)))
        return;
      if (await spa.serve(req, res, pathname)) return;
      if (!path.extname(pathname) && !existsSync(path.join(webDist, 'index.html'))) {
        sendNotBuilt(res, webDist);
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    } catch (error) {
      console.error(`[api] ${req.method} ${pathname} failed:`, error);
      if (!res.headersSent) writeJson(res, 500, { message: 'Internal error' });
      else res.destroy();
    }
  });

  const port = await listen(server, options.port === 0 ? await freePort() : options.port, 'PORT');
  return {
    url: `http://localhost:${port}`,
    port,
    edgeCache,
    pageIndex,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * CloudFront in front of the API: its viewer-request function writes the shopper's address in a
 * header of its own (the per-client limits count it), and the origin's custom header carries the
 * origin secret (every function checks it); both over anything the caller sent under those names.
 */
function asTheEdgeSendsIt(event: APIGatewayProxyEventV2, originSecret: string): APIGatewayProxyEventV2 {
  // toApiGatewayEvent writes every name in lower case, as these are.
  event.headers[VIEWER_ADDRESS_HEADER] = event.requestContext.http.sourceIp;
  event.headers[ORIGIN_SECRET_HEADER] = originSecret;
  return event;
}

/**
 * A kept route's answer as CloudFront gives it to the browser: with its word on whether it came
 * from the cache, and the response headers policy's `cache-control` over the function's.
 */
function withXCache(result: unknown, outcome: 'Hit' | 'Miss'): unknown {
  const answer = result as { headers?: Record<string, unknown> };
  const headers = Object.entries(answer.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'cache-control');
  return {
    ...answer,
    headers: { ...Object.fromEntries(headers), 'cache-control': VIEWER_CACHE_CONTROL, 'x-cache': `${outcome} from cloudfront` },
  };
}

/** CloudFront's response headers policy: the security headers on every answer, over any the origin set. */
function sendSecurityHeaders(res: http.ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    // Headers given to writeHead win over setHeader's; the origin's own must not.
    const last = rest.at(-1);
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      const given = Object.entries(last as Record<string, unknown>).filter(([name]) => !(name.toLowerCase() in SECURITY_HEADERS));
      rest[rest.length - 1] = Object.fromEntries(given);
    }
    return writeHead.call(this, statusCode, ...(rest as []));
  } as typeof res.writeHead;
}

/** The body as text, or undefined when it is larger than the limit. */
function readBody(req: http.IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      req.resume();
      resolve(undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The SPA shell with 404, as CloudFront sends its not-found copy (the SPA shows the not-found page); false without a build. */
async function sendNotFoundShell(req: http.IncomingMessage, res: http.ServerResponse, webDist: string): Promise<boolean> {
  let html: Buffer;
  try {
    html = await readFile(path.join(webDist, 'index.html'));
  } catch {
    return false;
  }
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-length': String(html.length) });
  res.end(req.method === 'HEAD' ? undefined : html);
  return true;
}

function sendNotBuilt(res: http.ServerResponse, webDist: string) {
  const html = `<!doctype html><meta charset="utf-8"><title>Shop not built</title>
<h1>The web app has not been built yet</h1>
<p>There is no <code>${path.relative(REPO_ROOT, webDist) || webDist}/index.html</code>. Build it with
<code>npm run build -w web</code> (or run <code>npm start</code>, which builds it first), then reload.</p>
<p>The API under /api works without it; <a href="/health">/health</a> shows the local services.</p>`;
  res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

async function runJobRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  name: string,
  runJob: (name: string, at?: Date) => Promise<unknown>,
): Promise<void> {
  const raw = await readBody(req, 4096);
  let at: Date | undefined;
  try {
    const { at: text } = (raw?.trim() ? JSON.parse(raw) : {}) as { at?: unknown };
    if (text !== undefined) {
      at = new Date(String(text));
      if (Number.isNaN(at.getTime())) throw new Error('not a date');
    }
  } catch {
    writeJson(res, 400, { message: 'The body is { "at": "<ISO date>" }, or empty for now.' });
    return;
  }
  try {
    writeJson(res, 200, { job: name, at: (at ?? new Date()).toISOString(), result: (await runJob(name, at)) ?? null });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    writeJson(res, message.startsWith('No job named') ? 404 : 500, { message });
  }
}
