import type { PageData, PageRenderer } from '@shop/shared/contract/pages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageIndex, PageIndexChange } from '../platform/pageIndex.ts';
import { saveAnnouncement } from '../catalog/announcement.ts';
import {
  catalogPagesOf,
  contentPagesOf,
  everyPagePath,
  redrawsEveryPage,
  renderPages,
  SITEMAP_INDEX,
  type SiteFiles,
  type SitePorts,
} from './sitePages.ts';

/** The site's files in memory, each write a new version, as S3's ETags. */
function memoryFiles(initial: Record<string, string>): SiteFiles & { files: Map<string, string> } {
  const files = new Map(Object.entries(initial));
  const versions = new Map<string, string>();
  let written = 0;
  const write = (key: string, body: string) => {
    files.set(key, body);
    versions.set(key, `"v${++written}"`);
    return versions.get(key);
  };
  return {
    files,
    read: async (key) => files.get(key),
    write: async (key, body) => void write(key, body),
    remove: async (key) => void files.delete(key),
    readVersioned: async (key) => {
      const body = files.get(key);
      return body === undefined ? undefined : { body, version: versions.get(key) ?? '"v0"' };
    },
    writeIf: async (key, body, _type, version) => {
      const current = files.has(key) ? (versions.get(key) ?? '"v0"') : undefined;
      return current === version ? write(key, body) : undefined;
    },
  };
}

/** The edge's index of drawn pages, in memory; it fails the next `failing` updates, as a throttled or unreachable store would. */
function memoryIndex(): PageIndex & { keys: Map<string, string>; failing: number } {
  const index = {
    keys: new Map<string, string>(),
    failing: 0,
    async update({ drawn, removed }: PageIndexChange) {
      if (index.failing > 0) {
        index.failing -= 1;
        throw new Error('the key value store is unreachable');
      }
      for (const { path, at } of drawn) index.keys.set(path, at);
      for (const path of removed) index.keys.delete(path);
    },
  };
  return index;
}

/**
 * What a shopper gets at an address, as CloudFront's viewer function maps it (cdk/lib/edgeFunctions.ts):
 * the page when the index holds the address (S3's 403 should its file be missing), else the SPA shell.
 */
function atTheEdge(path: string, index: { keys: Map<string, string> }, files: { files: Map<string, string> }): string {
  if (!index.keys.has(path)) return 'the SPA';
  return files.files.get(path === '/' ? 'pages/index.html' : `pages${path}.html`) ?? '403';
}

const renderer: PageRenderer = {
  renderPage: async (page: PageData) => `<html>${page.path}</html>`,
  renderSitemap: (entries) => entries.map((entry) => `${entry.path} ${entry.lastmod ?? ''}`).join('\n'),
  renderRobots: (origin) => `Sitemap: ${origin}/sitemap.xml`,
};

describe('the pages a change shows differently', () => {
  it('a product: its page, the listings it was and is in, and the home page', () => {
    const oldImage = { pk: 'P#p1', sk: 'P', categoryIds: ['dresses'], collectionIds: ['summer'] };
    const newImage = { ...oldImage, categoryIds: ['coats'] };
    expect(catalogPagesOf({ eventName: 'MODIFY', oldImage, newImage }).sort()).toEqual(
      ['/', '/category/coats', '/category/dresses', '/collection/summer', '/products/p1'].sort(),
    );
  });

  it('nothing for a sale or a restock: a product whose stock alone changed, its last piece too', () => {
    const oldImage = { pk: 'P#p1', sk: 'P', price: 5900, categoryIds: ['dresses'], stock: { S: 1 }, preOrderStock: {} };
    expect(catalogPagesOf({ eventName: 'MODIFY', oldImage, newImage: { ...oldImage, stock: { S: 0 } } })).toEqual([]);
    expect(catalogPagesOf({ eventName: 'MODIFY', oldImage, newImage: { ...oldImage, preOrderStock: { S: 3 } } })).toEqual([]);
    expect(catalogPagesOf({ eventName: 'MODIFY', oldImage, newImage: { ...oldImage, price: 4900 } })).toContain('/products/p1');
  });

  it('a listing position, a collection, the home item, a blog post; nothing for other items', () => {
    expect(catalogPagesOf({ newImage: { pk: 'L#C#dresses', sk: '000001' } })).toEqual(['/category/dresses']);
    expect(catalogPagesOf({ newImage: { pk: 'K#summer', sk: 'K' } })).toEqual(['/collection/summer', '/']);
    expect(catalogPagesOf({ newImage: { pk: 'HOME', sk: 'HOME' } })).toEqual(['/']);
    expect(catalogPagesOf({ newImage: { pk: 'PRICE#p1', sk: 'x' } })).toEqual([]);
    expect(contentPagesOf({ oldImage: { pk: 'B#story', sk: 'B' } })).toEqual(['/blog/story']);
  });

  it('every page for the announcement bar, which each of them shows at its top; no other item', () => {
    expect(redrawsEveryPage({ eventName: 'MODIFY', newImage: { pk: 'ANNOUNCEMENT', sk: 'ANNOUNCEMENT', shown: false } })).toBe(true);
    expect(redrawsEveryPage({ eventName: 'INSERT', newImage: { pk: 'HOME', sk: 'HOME' } })).toBe(false);
    expect(redrawsEveryPage({ eventName: 'MODIFY', newImage: { pk: 'P#p1', sk: 'P' } })).toBe(false);
  });
});

describe('drawing pages', () => {
  it('removes the page of a product that is no more and keeps the sitemap', async () => {
    const files = memoryFiles({
      'index.html': '<div id="root"></div>',
      'pages/products/gone.html': 'old',
      'pages/sitemap.json': JSON.stringify({ '/products/gone': '2026-01-01T00:00:00.000Z', '/faq': '2026-01-01T00:00:00.000Z' }),
    });
    await renderPages(['/products/gone', '/faq'], {
      renderer,
      files,
      index: memoryIndex(),
      origin: 'https://shop.example',
      now: () => new Date('2026-02-03T04:05:06.000Z'),
    });
    expect(files.files.has('pages/products/gone.html')).toBe(false);
    expect(files.files.get('pages/faq.html')).toBe('<html>/faq</html>');
    // Every page is drawn in Croatian too.
    expect(files.files.get('pages/hr/faq.html')).toBe('<html>/hr/faq</html>');
    const sitemap = files.files.get('sitemap.xml') ?? '';
    expect(sitemap).toContain('/faq 2026-02-03T04:05:06.000Z');
    expect(sitemap).toContain('/hr/faq 2026-02-03T04:05:06.000Z');
    expect(sitemap).not.toContain('/products/gone');
    expect(files.files.get('robots.txt')).toBe('Sitemap: https://shop.example/sitemap.xml');
  });
});

describe('the announcement bar on drawn pages', () => {
  const bar = { shown: true, en: 'Free shipping over 60 €', hr: 'Besplatna dostava iznad 60 €', link: '/collection/summer' };
  const drawing = () => {
    const drawn = new Map<string, PageData['announcement']>();
    const files = memoryFiles({ 'index.html': '<div id="root"></div>' });
    const ports: SitePorts = {
      renderer: {
        ...renderer,
        renderPage: async (page) => {
          drawn.set(page.path, page.announcement);
          return `<html>${page.path}</html>`;
        },
      },
      files,
      index: memoryIndex(),
      origin: 'https://shop.example',
      now: () => new Date('2026-02-03T04:05:06.000Z'),
    };
    return { drawn, files, ports };
  };

  it('draws each page with the bar in its language, and with none once it is off', async () => {
    await saveAnnouncement(bar);
    const { drawn, ports } = drawing();
    await renderPages(['/faq'], ports);
    expect(drawn.get('/faq')).toEqual({ text: 'Free shipping over 60 €', link: '/collection/summer' });
    expect(drawn.get('/hr/faq')).toEqual({ text: 'Besplatna dostava iznad 60 €', link: '/collection/summer' });
    await saveAnnouncement({ ...bar, shown: false });
    await renderPages(['/faq'], ports);
    expect(drawn.get('/faq')).toEqual({});
  });

  it('redraws the pages the build drew too, and keeps the checkout’s frame out of the sitemap', async () => {
    expect(await everyPagePath()).toEqual(expect.arrayContaining(['/', '/faq', '/size-guide', '/checkout']));
    const { files, ports } = drawing();
    await renderPages(['/checkout', '/faq'], ports);
    expect(files.files.get('pages/hr/checkout.html')).toBe('<html>/hr/checkout</html>');
    expect(files.files.get('sitemap.xml')).toContain('/faq 2026-02-03T04:05:06.000Z');
    expect(files.files.get('sitemap.xml')).not.toContain('checkout');
  });
});

describe('the edge index of drawn pages', () => {
  const shell = { 'index.html': '<div id="root"></div>' };
  const portsOf = (files: SiteFiles, index: PageIndex): SitePorts => ({
    renderer,
    files,
    index,
    origin: 'https://shop.example',
    now: () => new Date('2026-02-03T04:05:06.000Z'),
  });

  it('names a drawn page after its file is written, and forgets a removed page before its file goes', async () => {
    const files = memoryFiles({ ...shell, 'pages/products/gone.html': 'old' });
    const index = memoryIndex();
    index.keys.set('/products/gone', '2026-01-01T00:00:00.000Z');
    const order: string[] = [];
    const watchedFiles: SiteFiles = {
      ...files,
      write: async (key, body, type) => {
        order.push(`write ${key}`);
        await files.write(key, body, type);
      },
      remove: async (key) => {
        order.push(`remove ${key}`);
        await files.remove(key);
      },
    };
    const watchedIndex: PageIndex = {
      update: async (change) => {
        order.push(`index +${change.drawn.map((d) => d.path)} -${change.removed}`);
        await index.update(change);
      },
    };
    await renderPages(['/faq', '/products/gone'], portsOf(watchedFiles, watchedIndex));
    expect(order.slice(0, 5)).toEqual([
      'write pages/faq.html',
      'write pages/hr/faq.html',
      'index +/faq,/hr/faq -/products/gone,/hr/products/gone',
      'remove pages/products/gone.html',
      'remove pages/hr/products/gone.html',
    ]);
    expect(atTheEdge('/faq', index, files)).toBe('<html>/faq</html>');
    expect(atTheEdge('/products/gone', index, files)).toBe('the SPA');
    expect(index.keys.get('/faq')).toBe('2026-02-03T04:05:06.000Z');
  });

  it('shows the SPA, never a 403, while a failed index write waits for the retry, which leaves page and key in step', async () => {
    const files = memoryFiles({ ...shell, 'pages/products/gone.html': 'old' });
    const index = memoryIndex();
    index.keys.set('/products/gone', '2026-01-01T00:00:00.000Z');
    const ports = portsOf(files, index);
    const paths = ['/faq', '/products/gone'];

    index.failing = 1;
    await expect(renderPages(paths, ports)).rejects.toThrow('unreachable');
    // The new page is written but not yet named: its address shows the SPA, which draws it from the API.
    expect(files.files.get('pages/faq.html')).toBe('<html>/faq</html>');
    expect(atTheEdge('/faq', index, files)).toBe('the SPA');
    // The removed page is still named, so its file stays until its key is gone.
    expect(atTheEdge('/products/gone', index, files)).toBe('old');

    // The stream hands the same batch over again.
    await renderPages(paths, ports);
    expect(atTheEdge('/faq', index, files)).toBe('<html>/faq</html>');
    expect(atTheEdge('/products/gone', index, files)).toBe('the SPA');
    expect(files.files.has('pages/products/gone.html')).toBe(false);
    expect([...index.keys.keys()]).toEqual(['/faq', '/hr/faq']);

    // And once more: a batch drawn twice has one effect.
    await renderPages(paths, ports);
    expect([...index.keys.keys()]).toEqual(['/faq', '/hr/faq']);
    expect(files.files.has('pages/products/gone.html')).toBe(false);
  });
});

describe('two batches at once (the catalog stream and the content stream draw pages at the same time)', () => {
  const shell = { 'index.html': '<div id="root"></div>' };

  it('keep both batches in the sitemap, in whatever order their reads and writes interleave', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), async (s) => {
        const files = memoryFiles({ ...shell, [SITEMAP_INDEX]: JSON.stringify({ '/a-page-gone': '2026-01-01T00:00:00.000Z' }) });
        // Every read and write of the sitemap's files waits for its turn, which fast-check picks.
        const scheduled: SiteFiles = {
          ...files,
          readVersioned: s.scheduleFunction(files.readVersioned),
          writeIf: s.scheduleFunction(files.writeIf),
          write: s.scheduleFunction(files.write),
        };
        const ports: SitePorts = {
          renderer,
          files: scheduled,
          index: memoryIndex(),
          origin: 'https://shop.example',
          now: () => new Date('2026-02-03T04:05:06.000Z'),
        };
        // One batch draws a page, the other takes one off (as a post unpublished; this one without reading the tables).
        await s.waitFor(Promise.all([renderPages(['/faq'], ports), renderPages(['/a-page-gone'], ports)]));
        expect(Object.keys(JSON.parse(files.files.get(SITEMAP_INDEX) ?? '{}'))).toEqual(['/faq', '/hr/faq']);
        const sitemap = files.files.get('sitemap.xml') ?? '';
        expect(sitemap).toContain('/faq 2026-02-03T04:05:06.000Z');
        expect(sitemap).not.toContain('/a-page-gone');
      }),
      { numRuns: 40 },
    );
  });
});
