import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { formatEuro } from '../shared/src/money.ts';
import { item, runAdmin } from './support/shop.ts';
import { layoutShifted, watchLayoutShifts } from './support/layoutShift.ts';

/**
 * Prerendered pages (docs/decisions/025-prerendered-pages.md): what a visitor without
 * JavaScript, a search engine or a link preview gets, and how soon a change shows in it.
 */

/** The first product of the demo catalog, as the listing shows it. */
async function firstProduct(page: Page): Promise<{ id: string; name: string; price: number; discount: number }> {
  const answer = await page.request.post('/api/products/search', { data: { size: 10, start: 0 } });
  const { data } = (await answer.json()) as { data: { id: string; name: string; price: number; discount: number }[] };
  const product = data.find((p) => !p.discount) ?? data[0];
  if (!product) throw new Error('The demo catalog has no products.');
  return product;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a prerendered product page shows its name, price and image', async ({ page }) => {
    const product = await firstProduct(page);
    await page.goto(`/products/${encodeURIComponent(product.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const price = formatEuro(Math.round((product.price * (100 - (product.discount || 0))) / 100));
    await expect(page.locator('.product__price').first()).toContainText(price);
    const image = page.getByRole('img', { name: product.name }).first();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

/** What a crawler reads of a page: its HTML as served, before any script runs. */
async function served(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** The images of the HTML that the browser fetches first, with their sizes. */
const firstImages = (html: string) => [...html.matchAll(/<img\b[^>]*fetchpriority="high"[^>]*>/gi)].map((m) => m[0]);

test.describe('in the HTML of every catalog and content page, before any script runs', () => {
  type Listed = { id: string; name: string; price: number; discount: number };
  const shownPrice = (p: Listed) => formatEuro(Math.round((p.price * (100 - (p.discount || 0))) / 100)).replace('\u00a0', '&nbsp;');
  const priceIn = (html: string, p: Listed) =>
    html.includes(shownPrice(p)) || html.includes(formatEuro(Math.round((p.price * (100 - (p.discount || 0))) / 100)));

  for (const [path, filter, heading] of [
    ['/category/adult-dresses', { categoryId: 'adult-dresses' }, 'Dresses'],
    ['/collection/autumn-linen-2026', { collectionId: 'autumn-linen-2026' }, 'Autumn Linen 2026'],
  ] as const) {
    test(`${path} holds its heading, the first page's product names and prices, and its first row's images first, with their size`, async ({
      page,
    }) => {
      const html = await served(page, path);
      expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
      const answer = await page.request.post('/api/products/search', { data: { ...filter, size: 10, start: 0 } });
      const { data } = (await answer.json()) as { data: Listed[] };
      expect(data.length).toBeGreaterThan(0);
      for (const product of data) {
        expect(html, product.name).toContain(product.name.replaceAll('&', '&amp;'));
        expect(priceIn(html, product), `${product.name} at ${shownPrice(product)}`).toBe(true);
      }
      // The first row of cards on a phone: two, either of which may be the largest.
      const first = firstImages(html);
      expect(first.length).toBeGreaterThanOrEqual(1);
      expect(first.length).toBeLessThanOrEqual(2);
      for (const image of first) expect(image).toMatch(/width="\d+"[^>]*height="\d+"|height="\d+"[^>]*width="\d+"/);
    });
  }

  test('/ holds the hero heading, its image first, and the products of its collections', async ({ page }) => {
    const html = await served(page, '/');
    type Section = { name: string; products?: Listed[] };
    const home = (await (await page.request.get('/api/homePage/collections')).json()) as Record<string, Section | Section[]>;
    const [hero] = home.firstCollection as Section[];
    expect(html).toMatch(new RegExp(`<h1[^>]*>${hero?.name}</h1>`));
    const products = Object.values(home).flatMap((section) =>
      (Array.isArray(section) ? section : [section]).flatMap((s) => s.products ?? []),
    );
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(html, product.name).toContain(product.name.replaceAll('&', '&amp;'));
      expect(priceIn(html, product), product.name).toBe(true);
    }
    expect(firstImages(html)).toHaveLength(1);
  });

  test("/blog/{id} holds the post's title and its text", async ({ page }) => {
    const html = await served(page, '/blog/caring-for-linen');
    expect(html).toMatch(/<h1[^>]*>How to Care for Linen So It Lasts for Decades<\/h1>/);
    const post = (await (await page.request.get('/api/blogs/caring-for-linen')).json()) as { longDescription: string };
    const firstWords = post.longDescription
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 6)
      .join(' ');
    expect(firstWords.length).toBeGreaterThan(0);
    expect(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(firstWords);
  });
});

test('the prerendered page hydrates without a mismatch', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const product = await firstProduct(page);
  await page.goto(`/products/${encodeURIComponent(product.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Hydrated: the SPA answers a click without a page load (the product's link, not the footer's).
  await page.getByRole('main').getByRole('link', { name: 'Size Guide' }).click();
  await expect(page).toHaveURL(/\/size-guide$/);
  expect(problems).toEqual([]);
});

/** How many of the drawn page's sections, tables, cards and hearts stand, sampled from the first paint on. */
async function watchDrawnParts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { drawnParts: number[] }).drawnParts = counts;
    const sample = () => {
      const count = document.querySelectorAll('main section, main table, main .promo-tile, main .product-card, main .heart').length;
      if (count > 0 || counts.length > 0) counts.push(count);
      setTimeout(sample, 25);
    };
    sample();
  });
}

for (const path of ['/', '/category/adult-dresses', '/products/adult-linen-wrap-dress-sage']) {
  test(`${path} on a slow phone: what the drawn page shows never goes away while the app takes it over`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await watchDrawnParts(page);
    // Lighthouse's mobile throttling as DevTools applies it (its slow 4G: 562.5 ms a request, 1.4 Mbit/s × 0.9), the CPU four times slower.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.4 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (675 * 1024 * 0.9) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForLoadState('networkidle', { timeout: 45_000 });
    const counts = await page.evaluate(() => (window as unknown as { drawnParts: number[] }).drawnParts);
    expect(counts.length).toBeGreaterThan(0);
    const drops = counts.flatMap((count, i) => (i > 0 && count < (counts[i - 1] as number) ? [`${counts[i - 1]} → ${count}`] : []));
    expect(drops, 'sections, tables, cards or hearts that went away after they were drawn').toEqual([]);
  });
}

for (const path of [
  '/',
  '/category/adult-dresses',
  '/collection/autumn-linen-2026',
  '/products/adult-linen-wrap-dress-sage',
  '/blog/caring-for-linen',
  '/faq',
]) {
  test(`${path} is drawn styled before any script runs and keeps still as the app takes it over`, async ({ page }) => {
    await watchLayoutShifts(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    // Hydrated (React's mark on the page's first control), and every part's code and data in.
    await page.waitForFunction(() => {
      const control = document.querySelector('#main a, #main button');
      return !control || Object.keys(control).some((key) => key.startsWith('__reactProps$'));
    });
    await page.waitForLoadState('networkidle');
    const inline = await page
      .locator('head link[rel="stylesheet"][disabled]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(inline.length).toBeGreaterThan(0);
    // Neither fetched at first (the page carries them) nor again when the part's script runs.
    expect(stylesheets.filter((sheet) => inline.includes(sheet))).toEqual([]);
    const shifted = await layoutShifted(page);
    // Nothing a shopper would see move (Lighthouse counts 0.1 as the limit of good; the shop keeps to 0.05).
    expect(shifted).toBeLessThan(0.01);
  });
}

test('a price changed with npm run admin shows in the prerendered page and in sitemap.xml within a minute', async ({ request }) => {
  test.setTimeout(120_000);
  const search = await request.post('/api/products/search', { data: { size: 10, start: 0 } });
  const { data } = (await search.json()) as { data: { id: string }[] };
  const stored = await item('catalog', `P#${data[0]!.id}`, 'P');
  if (!stored) throw new Error('The first product is not in the catalog table.');
  const newPrice = stored.price + 1234;
  const sitemapBefore = await (await request.get('/sitemap.xml')).text();

  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-price-'));
  const csv = path.join(dir, 'price.csv');
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  const rows = (stored.sizes as string[]).map((size) =>
    [
      stored.id,
      stored.name,
      stored.colorName,
      (newPrice / 100).toFixed(2),
      stored.age,
      stored.categoryIds.join('|'),
      stored.images.join('|'),
      size,
      stored.stock[size] ?? 0,
      stored.discount ?? 0,
    ]
      .map((v) => quote(String(v)))
      .join(','),
  );
  writeFileSync(csv, ['productId,name,colorName,price,age,categoryIds,images,size,quantity,discount', ...rows].join('\n'));
  await runAdmin(['catalog', 'import', csv, '--keep-stock']);

  const shown = formatEuro(Math.round((newPrice * (100 - (stored.discount ?? 0))) / 100));
  const productPath = `/products/${encodeURIComponent(stored.id)}`;
  // The raw HTML, as a crawler reads it: no script runs.
  await expect.poll(async () => (await request.get(productPath)).text(), { timeout: 60_000, intervals: [500] }).toContain(shown);
  const entry = (xml: string) => new RegExp(`<loc>[^<]*${productPath}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
  await expect
    .poll(async () => entry(await (await request.get('/sitemap.xml')).text()), { timeout: 60_000, intervals: [500] })
    .not.toBe(entry(sitemapBefore));
  const html = await (await request.get(productPath)).text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  expect(ld[0]).toMatchObject({
    '@type': 'Product',
    offers: { price: (Math.round((newPrice * (100 - (stored.discount ?? 0))) / 100) / 100).toFixed(2), priceCurrency: 'EUR' },
  });
});
