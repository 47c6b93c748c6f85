import type { Product } from '@shop/shared/contract/catalog';
import type { PageData } from '@shop/shared/contract/pages';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, inlineScriptSource } from '../../../cdk/lib/securityHeaders.ts';
import { renderPage } from './render.tsx';
import { renderRobots, renderSitemap } from './seo.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Tkanica</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const site = { origin: 'https://shop.example', shell: SHELL };

const product: Product = {
  id: 'p-1',
  name: 'Linen Dress <Blue>',
  description: `A dress of Croatian linen, woven in Zagreb and sewn by hand. ${'It keeps its shape wash after wash and softens with every wear. '.repeat(4)}`,
  washingInstructions: 'Wash at 30 °C.',
  color: { name: 'Blue' },
  colorName: 'Blue',
  price: 123456,
  discount: 0,
  image: 'products/dress.svg',
  mainImage: 'products/dress.svg',
  images: ['products/dress-2.svg'],
  outOfStock: false,
  preOrder: false,
  age: 'ADULT',
  sizes: ['S', 'M'],
  productQuantities: [
    { warehouse: { name: 'Shop Warehouse' }, quantities: { S: 9 }, preOrderQuantities: {} },
    { warehouse: { name: 'Office Warehouse' }, quantities: { S: 0, M: 2 }, preOrderQuantities: {} },
  ],
  colorRelatedProducts: [],
};

const productPage: PageData = { kind: 'product', path: '/products/p-1', product, rating: { average: 4.5, count: 2 } };

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('a prerendered product page', () => {
  it('runs no inline script but those the Content-Security-Policy names, the one that catches early taps first in the head', async () => {
    const html = await renderPage(productPage, site);
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const scriptSources = /script-src ([^;]*)/.exec(CONTENT_SECURITY_POLICY)?.[1]?.split(' ') ?? [];
    for (const script of inline) expect(scriptSources).toContain(inlineScriptSource(script));
    expect(/<head>(.*?)<\/head>/s.exec(html)?.[1]).toMatch(/^<meta charset="UTF-8" \/><script>\(\(\)=>\{/);
  });

  it('holds the heading, the price in de-DE euros and the LCP image before any script runs', async () => {
    const html = await renderPage(productPage, site);
    const root = /<div id="root">([\s\S]*)<\/div><script id="shop-data"/.exec(html)?.[1] ?? '';
    expect(root).toMatch(/<h1 class="product__name">Linen Dress &lt;Blue&gt;<\/h1>/);
    expect(root).toContain('1.234,56\u00a0€');
    const lcp = /<img[^>]*fetchPriority="high"[^>]*>|<img[^>]*fetchpriority="high"[^>]*>/i.exec(root)?.[0] ?? '';
    expect(lcp).toContain('src="/images/products/dress.svg"');
    expect(lcp).toMatch(/width="\d+"/);
    expect(lcp).toMatch(/height="\d+"/);
  });

  it('tells search engines the product, its offer from the Office Warehouse stock, its rating and its place', async () => {
    const html = await renderPage(productPage, site);
    const [item, crumbs] = jsonLd(html);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Linen Dress <Blue>',
      sku: 'p-1',
      image: ['https://shop.example/images/products/dress.svg', 'https://shop.example/images/products/dress-2.svg'],
      offers: { '@type': 'Offer', price: '1234.56', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2 },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example/' },
        { position: 2, name: 'Linen Dress <Blue>', item: 'https://shop.example/products/p-1' },
      ],
    });
    expect(html).toContain('<link rel="canonical" href="https://shop.example/products/p-1">');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/images/products/dress.svg">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Linen Dress &lt;Blue&gt; | Tkanica</title>');
  });

  it('offers a product only the pre-order can deliver as PreOrder, and one without reviews without a rating', async () => {
    const office = { warehouse: { name: 'Office Warehouse' }, quantities: { S: 0 }, preOrderQuantities: { M: 3 } };
    const html = await renderPage({ kind: 'product', path: '/products/p-1', product: { ...product, productQuantities: [office] } }, site);
    const [item] = jsonLd(html);
    expect(item?.offers.availability).toBe('https://schema.org/PreOrder');
    expect(item).not.toHaveProperty('aggregateRating');
  });

  it('cuts the meta description at the end of a word', async () => {
    const html = await renderPage(productPage, site);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ after…$/);
  });

  it('carries its data for hydration, under the key the SPA asks for, where no markup can break out', async () => {
    const html = await renderPage(productPage, site);
    const data = /<script id="shop-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)['/api/products/p-1']).toMatchObject({ name: 'Linen Dress <Blue>', price: 123456 });
  });
  it("carries its page's stylesheets inline, so it is drawn as the app draws it before any script runs", async () => {
    const client = {
      manifest: {
        'index.html': { file: 'assets/index-abc.js', isEntry: true },
        'src/features/catalog/pages/ProductPage.tsx': { file: 'assets/ProductPage-1.js', css: ['assets/ProductPage-1.css'] },
        'src/features/catalog/pages/HomePage.tsx': { file: 'assets/HomePage-1.js', css: ['assets/HomePage-1.css'] },
      },
      styles: { 'assets/ProductPage-1.css': '.product__name{font-size:2rem}', 'assets/HomePage-1.css': '.hero{}' },
    };
    const html = await renderPage(productPage, site, client);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style>.product__name{font-size:2rem}</style><link rel="stylesheet" href="/assets/ProductPage-1.css" type="text/x-inlined-css" disabled>',
    );
    expect(html).not.toContain('HomePage-1');
  });
});

describe('prerendered listing and home pages', () => {
  it('a category page holds its heading with the count, its products with their prices and a breadcrumb', async () => {
    const page: PageData = {
      kind: 'category',
      path: '/category/c-1',
      category: { id: 'c-1', name: 'Dresses', description: 'Dresses of linen.', sortNo: 1, age: 'ADULT' },
      firstPage: { data: [product, { ...product, id: 'p-2', name: 'Wool Coat', price: 9900, discount: 10 }], total: 2 },
    };
    const html = await renderPage(page, site);
    expect(html).toMatch(/<h1 class="listing__title">Dresses/);
    expect(html).toContain('Wool Coat');
    expect(html).toContain('89,10\u00a0€');
    expect(html).toMatch(
      /<img[^>]*fetchPriority="high"[^>]*width="\d+"[^>]*height="\d+"|<img[^>]*width="\d+"[^>]*height="\d+"[^>]*fetchPriority="high"/,
    );
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [expect.objectContaining({ name: 'Home' }), expect.objectContaining({ name: 'Dresses', position: 2 })],
      }),
    ]);
  });

  it('the home page names the organisation', async () => {
    const home = { firstCollection: [], secondCollection: null, thirdCollections: [], fourthCollection: null };
    const html = await renderPage({ kind: 'home', path: '/', home }, site);
    expect(html).toContain('<div class="home">');
    expect(jsonLd(html)).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Tkanica', url: 'https://shop.example/' })]);
  });
});

describe("the checkout's frame", () => {
  // The browser build's manifest as far as the checkout goes: its page, the messages it shows and what they import.
  const client = {
    manifest: {
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_words.js': { file: 'assets/words-1.js' },
      'src/features/checkout/pages/CheckoutPage.tsx': { file: 'assets/CheckoutPage-1.js', imports: ['index.html', '_react.js'] },
      'src/i18n/messages/en/shop.ts': { file: 'assets/shop-en.js' },
      'src/i18n/messages/en/checkout.ts': { file: 'assets/checkout-en.js', imports: ['_words.js'] },
      'src/i18n/messages/hr/shop.ts': { file: 'assets/shop-hr.js' },
      'src/i18n/messages/hr/checkout.ts': { file: 'assets/checkout-hr.js', imports: ['_words.js'] },
    },
    styles: {},
  };
  const preloaded = (html: string) =>
    [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="modulepreload" href="\/([^"]+)"/g)].map((m) => m[1]);

  it("preloads its page's script and the page's messages in the page's language, with what they import, beside the entry", async () => {
    const english = preloaded(await renderPage({ kind: 'static', path: '/checkout' }, site, client));
    expect(english).toEqual(['assets/shop-en.js', 'assets/CheckoutPage-1.js', 'assets/checkout-en.js', 'assets/words-1.js']);
    const croatian = preloaded(await renderPage({ kind: 'static', path: '/hr/checkout' }, site, client));
    expect(croatian).toEqual(['assets/shop-hr.js', 'assets/CheckoutPage-1.js', 'assets/checkout-hr.js', 'assets/words-1.js']);
  });
});

describe('every prerendered page', () => {
  const home = {
    firstCollection: [{ id: 'c-1', name: 'New Arrivals', description: 'Linen for the summer', image: 'collections/c-1.svg', age: 'ADULT' }],
    // Enough products that the page is larger than React's progressive chunk (12.8 KB by default).
    secondCollection: { id: 'c-2', name: 'Knitwear', products: Array.from({ length: 40 }, (_, i) => ({ ...product, id: `p-${i}` })) },
    thirdCollections: [],
    fourthCollection: { id: 'c-3', name: 'For the little ones', products: [product] },
  };

  it('writes every boundary in place, leaving nothing for a script to reveal after the fact', async () => {
    for (const page of [productPage, { kind: 'home', path: '/', home } as unknown as PageData]) {
      const html = await renderPage(page, site);
      expect(html).not.toContain('<!--$?-->');
      expect(html).not.toMatch(/<template id="B:|\$RC\(|<div hidden id="S:/);
    }
  });

  it('a blog post holds its body, cleaned by the allow-list as in the browser', async () => {
    const blog = {
      id: 'b-1',
      name: 'Why linen',
      shortDescription: 'Linen needs little water.',
      mainImage: 'blog/b-1.svg',
      meta: { createdAt: '2026-03-01T10:00:00.000Z' },
      longDescription:
        '<p>Flax grows <strong>without irrigation</strong>.</p><script>alert(1)</script><p><a href="javascript:alert(1)">bad link</a></p>',
      images: [],
    };
    const html = await renderPage({ kind: 'blog', path: '/blog/b-1', blog }, site);
    expect(html).toContain('<h1');
    const page = html.slice(0, html.indexOf('<script id="shop-data"'));
    expect(page).toContain('Flax grows <strong>without irrigation</strong>.');
    expect(page).toContain('bad link');
    expect(page).not.toContain('alert(1)');
    // The body travels raw in the page's data for hydration, but can open no tag there.
    expect(html.slice(html.indexOf('<script id="shop-data"'))).not.toContain('<script>alert');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every page with its absolute address and when it last changed', () => {
    const xml = renderSitemap(
      [
        { path: '/', lastmod: '2026-01-02T10:00:00.000Z' },
        { path: '/products/p&1', lastmod: '2026-01-03T10:00:00.000Z' },
        { path: '/faq' },
      ],
      'https://shop.example',
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(
      '<url><loc>https://shop.example/products/p&amp;1</loc><lastmod>2026-01-03T10:00:00.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/products/p&amp;1"/>' +
        '<xhtml:link rel="alternate" hreflang="hr" href="https://shop.example/hr/products/p&amp;1"/></url>',
    );
    expect(xml).toContain(
      '<url><loc>https://shop.example/faq</loc><xhtml:link rel="alternate" hreflang="en" href="https://shop.example/faq"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('names each page in both languages, the Croatian one with its English twin', () => {
    const xml = renderSitemap([{ path: '/hr' }, { path: '/hr/blog/b-1' }], 'https://shop.example');
    expect(xml).toContain(
      '<url><loc>https://shop.example/hr</loc><xhtml:link rel="alternate" hreflang="en" href="https://shop.example/"/>' +
        '<xhtml:link rel="alternate" hreflang="hr" href="https://shop.example/hr"/></url>',
    );
    expect(xml).toContain(
      '<loc>https://shop.example/hr/blog/b-1</loc><xhtml:link rel="alternate" hreflang="en" href="https://shop.example/blog/b-1"/>',
    );
  });

  it('robots.txt names the sitemap', () => {
    expect(renderRobots('https://shop.example')).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
