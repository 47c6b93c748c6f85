import { mkdtempSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { streams } from '../lambdas/routes.ts';
import { PRERENDERED_PREFIXES, pageFile, STATIC_PAGE_PATHS } from '../shared/src/contract/pages.ts';
import { HandlerLoader, invokeHandler } from './handlers.ts';
import { createStaticSite, type StaticSite } from './staticFiles.ts';

/**
 * The edge's mapping of prerendered pages, as CloudFront's viewer function does it in AWS
 * (cdk/lib/web.ts): `/`, `/products/{id}` and the other catalog, content and information
 * pages are answered with their prerendered file when there is one, from the folder the page
 * functions write (SITE_DIR) or, for the information pages, from the build; sitemap.xml and
 * robots.txt from that folder too. Anything else falls through to the SPA shell.
 */
export function createSitePages(folders: readonly string[]): Pick<StaticSite, 'serve'> {
  const sites = folders.map((root) => createStaticSite({ root, cacheControl: () => 'no-cache' }));
  return {
    async serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
      const file = siteFileOf(pathname);
      if (!file) return false;
      for (const site of sites) if (await site.serve(req, res, `/${file}`)) return true;
      return false;
    },
  };
}

/** The file a path of the shop is answered with, if it is one that is prerendered. */
export function siteFileOf(pathname: string): string | undefined {
  if (pathname === '/sitemap.xml' || pathname === '/robots.txt') return pathname.slice(1);
  if (pathname === '/' || (STATIC_PAGE_PATHS as readonly string[]).includes(pathname)) return pageFile(pathname);
  const prefix = PRERENDERED_PREFIXES.find((p) => pathname.startsWith(p));
  const id = prefix ? pathname.slice(prefix.length) : '';
  return id && !id.includes('/') && !id.includes('.') ? pageFile(pathname) : undefined;
}

/** The variables the page functions read on the local stack: their folder, the prerender bundle and the build. */
export function localSiteEnvironment(siteDir: string, webDist: string): Record<string, string> {
  return {
    SITE_DIR: siteDir,
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
 * the same): the stream only brings changes made from now on.
 */
export async function renderEveryPage(handlersDir: string | undefined, log: (line: string) => void): Promise<void> {
  const def = streams.find((stream) => stream.handler === 'pages/streams/renderPages');
  if (!def) return;
  const started = Date.now();
  try {
    await invokeHandler(
      new HandlerLoader(handlersDir),
      { name: `stream ${def.name}`, handler: def.handler, uses: def.uses },
      { everyPage: true },
      300_000,
    );
    log(`[pages] every page prerendered in ${Date.now() - started} ms`);
  } catch (error) {
    log(`[pages] prerendering failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
