import type { PageRenderer } from '@shop/shared/contract/pages';
import { renderPage } from './render.tsx';
import { renderRobots, renderSitemap } from './seo.ts';

/**
 * The prerender bundle's one export (built by `npm run build -w web` into web/dist-ssr/): what
 * the page functions (lambdas/pages) and the build draw pages and the sitemap with.
 */
export const renderer: PageRenderer = { renderPage, renderSitemap, renderRobots };
