import { existsSync, mkdtempSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { EVERY_PAGE } from '../lambdas/pages/redraw.ts';
import { type EdgeKeyValueStore, SITE_PAGES_FUNCTION, viewerRequestHandler } from '../cdk/lib/edgeFunctions.ts';
import { LOCAL_PAGE_INDEX_ARN } from './pageIndex.ts';
import type { LocalQueue } from './queue.ts';
import { createStaticSite, type StaticSite } from './staticFiles.ts';

/**
 * The edge's mapping of prerendered pages: CloudFront's own viewer function (cdk/lib/edgeFunctions.ts),
 * run here with the local page index as its key value store, so `/`, `/products/{id}` and the
 * other catalog and content pages get their page only when the page functions drew it, the
 * information pages theirs, and anything else the SPA shell. A mapped page is read from the
 * folder the page functions write (SITE_DIR) or from the build; sitemap.xml and robots.txt too.
 * A mapped page that is in neither gets S3's answer, 403, as it would in AWS.
 */
export function createSitePages(folders: readonly string[], index: EdgeKeyValueStore): Pick<StaticSite, 'serve'> {
  const sites = folders.map((root) => createStaticSite({ root, cacheControl: () => 'no-cache' }));
  const viewer = viewerRequestHandler(SITE_PAGES_FUNCTION, index);
  const built = folders.at(-1);
  return {
    async serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
      const { uri } = await viewer({ request: { uri: pathname, headers: {} } });
      const page = uri.startsWith('/pages/');
      if (!page && uri !== '/sitemap.xml' && uri !== '/robots.txt') return false;
      for (const site of sites) if (await site.serve(req, res, uri)) return true;
      // Without a build the local server says how to make one.
      if (!page || !built || !existsSync(path.join(built, 'index.html'))) return false;
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
      return true;
    },
  };
}

/**
 * The variables the page functions read on the local stack: their folder, the prerender bundle,
 * the build, and the page index the local server keeps (`shopUrl`).
 */
export function localSiteEnvironment(siteDir: string, webDist: string, shopUrl: string): Record<string, string> {
  return {
    SITE_DIR: siteDir,
    PAGE_INDEX_ARN: LOCAL_PAGE_INDEX_ARN,
    PAGE_INDEX_ENDPOINT: shopUrl,
    PAGE_RENDERER: path.join(webDist, '..', 'dist-ssr', 'prerender.mjs'),
    WEB_DIST: webDist,
  };
}

/** The folder of prerendered pages: below the data dir, or a fresh temporary one for an in-memory stack. */
export function localSiteDir(dataDir: string | undefined): string {
  if (dataDir) return path.join(dataDir, 'site');
  return mkdtempSync(path.join(os.tmpdir(), 'shop-site-'));
}

/**
 * Draws every catalog and content page once, as the stack starts (in AWS the deploy asks for
 * the same): the stream only brings changes made from now on. The redraw goes through the
 * `pageRedraws` queue as in AWS (lambdas/pages/redraw.ts); this waits until the queue has drawn
 * every part. Whether it drew them all.
 */
/** How long a start waits for its redraw: every part of it together, on a machine busy with what the last run left. */
const REDRAW_WAIT_MS = 5 * 60_000;

export async function renderEveryPage(queue: LocalQueue, log: (line: string) => void): Promise<boolean> {
  const started = Date.now();
  const failedBefore = redrawLetters(queue);
  queue.send('pageRedraws', JSON.stringify(EVERY_PAGE));
  // Only the redraws: after a crash the other queues may hold many messages of their own, which
  // run beside the drawing and are no reason to wait (nor to fail the start).
  try {
    await queue.idle('pageRedraws', REDRAW_WAIT_MS);
  } catch (error) {
    log(`[pages] prerendering failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
  if (redrawLetters(queue) > failedBefore) {
    log('[pages] prerendering failed: a part of the redraw went to the dead letters (see .data/dead-letters.jsonl)');
    return false;
  }
  // A part that failed is tried again after the queue's visibility timeout; until then the pages are not all drawn.
  if (queue.retrying('pageRedraws') > 0) {
    log('[pages] prerendering failed: a part of the redraw failed and waits for its retry (see the queue log)');
    return false;
  }
  log(`[pages] every page prerendered in ${Date.now() - started} ms`);
  return true;
}

const redrawLetters = (queue: LocalQueue) => queue.deadLetters().filter((letter) => letter.queue.includes('page-redraws')).length;
