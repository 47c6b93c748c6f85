import type { PageData, PageRenderer } from '@shop/shared/contract/pages';
import { describe, expect, it } from 'vitest';
import { catalogPagesOf, contentPagesOf, renderPages, type SiteFiles } from './sitePages.ts';

function memoryFiles(initial: Record<string, string>): SiteFiles & { files: Map<string, string> } {
  const files = new Map(Object.entries(initial));
  return {
    files,
    read: async (key) => files.get(key),
    write: async (key, body) => void files.set(key, body),
    remove: async (key) => void files.delete(key),
  };
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

  it('a listing position, a collection, the home item, a blog post; nothing for other items', () => {
    expect(catalogPagesOf({ newImage: { pk: 'L#C#dresses', sk: '000001' } })).toEqual(['/category/dresses']);
    expect(catalogPagesOf({ newImage: { pk: 'K#summer', sk: 'K' } })).toEqual(['/collection/summer', '/']);
    expect(catalogPagesOf({ newImage: { pk: 'HOME', sk: 'HOME' } })).toEqual(['/']);
    expect(catalogPagesOf({ newImage: { pk: 'PRICE#p1', sk: 'x' } })).toEqual([]);
    expect(contentPagesOf({ oldImage: { pk: 'B#story', sk: 'B' } })).toEqual(['/blog/story']);
  });
});

describe('drawing pages', () => {
  it('removes the page of a product that is no more, keeps the sitemap and tells the edge', async () => {
    const files = memoryFiles({
      'index.html': '<div id="root"></div>',
      'pages/products/gone.html': 'old',
      'pages/sitemap.json': JSON.stringify({ '/products/gone': '2026-01-01T00:00:00.000Z', '/faq': '2026-01-01T00:00:00.000Z' }),
    });
    const invalidated: string[][] = [];
    await renderPages(['/products/gone', '/faq'], {
      renderer,
      files,
      edge: { invalidatePaths: async (paths) => void invalidated.push([...paths]) },
      origin: 'https://shop.example',
      now: () => new Date('2026-02-03T04:05:06.000Z'),
    });
    expect(files.files.has('pages/products/gone.html')).toBe(false);
    expect(files.files.get('pages/faq.html')).toBe('<html>/faq</html>');
    const sitemap = files.files.get('sitemap.xml') ?? '';
    expect(sitemap).toContain('/faq 2026-02-03T04:05:06.000Z');
    expect(sitemap).not.toContain('/products/gone');
    expect(files.files.get('robots.txt')).toBe('Sitemap: https://shop.example/sitemap.xml');
    expect(invalidated).toEqual([['/products/gone', '/faq', '/sitemap.xml', '/robots.txt']]);
  });
});
