import type { Product } from '@shop/shared/contract/catalog';
import type { PageData } from '@shop/shared/contract/pages';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../prerender/render.tsx';
import { TEST_SITE, testShirt } from '../../prerender/testPages.ts';

const site = TEST_SITE;
const shirt = testShirt({ age: 'KID', category: { id: 'kid-tops', name: 'Tops & Shirts' } });

const jsonLd = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] as string));

/** The trail a shopper sees: each step's text and where it leads (none for the page itself). */
function shownTrail(html: string): { name: string; href?: string }[] {
  const nav = /<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((step) => {
    const body = step[1] ?? '';
    const href = /href="([^"]*)"/.exec(body)?.[1];
    const name = body.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
    return href ? { name, href } : { name };
  });
}

/** The page's BreadcrumbList as the same steps, links made relative to the shop's origin, the last without one. */
function listedTrail(html: string): { name: string; href?: string }[] {
  const list = jsonLd(html).find((ld) => ld['@type'] === 'BreadcrumbList');
  const steps: { name: string; item: string }[] = list?.itemListElement ?? [];
  return steps.map((step, index) =>
    index === steps.length - 1 ? { name: step.name } : { name: step.name, href: step.item.replace(site.origin, '') },
  );
}

const productPage = (path: string, product: Product): PageData => ({ kind: 'product', path, product });

describe('a product page’s breadcrumbs', () => {
  it('shows Home › its category › the product, linked, as its BreadcrumbList says', async () => {
    const html = await renderPage(productPage('/products/linen-shirt', shirt), site);
    expect(shownTrail(html)).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Tops & Shirts', href: '/category/kid-tops' },
      { name: 'Linen Shirt' },
    ]);
    expect(listedTrail(html)).toEqual(shownTrail(html));
    const list = jsonLd(html).find((ld) => ld['@type'] === 'BreadcrumbList');
    expect(list?.itemListElement.at(-1).item).toBe('https://shop.example/products/linen-shirt');
  });

  it('names the steps in Croatian on the /hr page, with /hr links', async () => {
    const html = await renderPage(
      productPage('/hr/products/linen-shirt', { ...shirt, name: 'Lanena košulja', category: { id: 'kid-tops', name: 'Majice i košulje' } }),
      site,
    );
    expect(shownTrail(html)).toEqual([
      { name: 'Početna', href: '/hr' },
      { name: 'Majice i košulje', href: '/hr/category/kid-tops' },
      { name: 'Lanena košulja' },
    ]);
    expect(listedTrail(html)).toEqual(shownTrail(html));
  });

  it('leaves the category out for a product whose answer names none', async () => {
    const { category: _none, ...uncategorised } = shirt;
    const html = await renderPage(productPage('/products/linen-shirt', uncategorised), site);
    expect(shownTrail(html)).toEqual([{ name: 'Home', href: '/' }, { name: 'Linen Shirt' }]);
    expect(listedTrail(html)).toEqual(shownTrail(html));
  });
});

describe('a listing page’s breadcrumbs', () => {
  it('shows Home › the category on a category page, and Home › the collection on a collection page, as their BreadcrumbLists say', async () => {
    const category = await renderPage(
      {
        kind: 'category',
        path: '/hr/category/kid-tops',
        category: { id: 'kid-tops', name: 'Majice i košulje', description: '', sortNo: 1, age: 'KID' },
        firstPage: { data: [shirt], total: 1 },
      },
      site,
    );
    expect(shownTrail(category)).toEqual([{ name: 'Početna', href: '/hr' }, { name: 'Majice i košulje' }]);
    expect(listedTrail(category)).toEqual(shownTrail(category));

    const collection = await renderPage(
      {
        kind: 'collection',
        path: '/collection/autumn',
        collection: { id: 'autumn', name: 'Autumn Linen', description: '', image: '', age: 'ADULT', products: [], productCount: 1 },
        firstPage: { data: [shirt], total: 1 },
      } as PageData,
      site,
    );
    expect(shownTrail(collection)).toEqual([{ name: 'Home', href: '/' }, { name: 'Autumn Linen' }]);
    expect(listedTrail(collection)).toEqual(shownTrail(collection));
  });
});
