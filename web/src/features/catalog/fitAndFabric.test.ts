import type { Product } from '@shop/shared/contract/catalog';
import type { PageData } from '@shop/shared/contract/pages';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../../i18n/language.ts';
import { renderPage } from '../../prerender/render.tsx';
import { TEST_SITE, testShirt } from '../../prerender/testPages.ts';
import { FitAndFabric } from './components/FitAndFabric.tsx';

const site = TEST_SITE;
const shirt = testShirt({ sizes: ['S', 'M', 'L'] });

const fitted: Product = {
  ...shirt,
  composition: '100% linen',
  care: 'Wash at 30 °C, line dry',
  fitNote: 'Relaxed fit: take your usual size',
  model: { heightCm: 172, sizeWorn: 'S' },
  measurements: { S: { chestWidth: 52, length: 70.5, sleeve: 60 }, M: { chestWidth: 55, length: 72 } },
};

/** The text a page or part shows, tags taken out. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The rows of the measurements table as a shopper reads them. */
function rowsOf(html: string): string[] {
  const table = /<table class="table product-fit__table">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  return [...table.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => textOf(row[1] ?? '').trim());
}

const jsonLd = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] as string));

const page = (path: string, product: Product): PageData => ({ kind: 'product', path, product });

describe('the product page’s fit and fabric', () => {
  it('shows composition, care, fit, the model and the measured sizes in English, in the prerendered page', async () => {
    const html = await renderPage(page('/products/linen-shirt', fitted), site);
    const text = textOf(html);
    expect(text).toContain('Fit & fabric');
    expect(text).toContain('Composition 100% linen');
    expect(text).toContain('Care Wash at 30 °C, line dry');
    expect(text).toContain('Fit Relaxed fit: take your usual size');
    expect(text).toContain('Model is 172 cm and wears S');
    expect(rowsOf(html)).toEqual(['Size Chest width Length Sleeve', 'S 52 70.5 60', 'M 55 72 –']);
    expect(html).toContain('id="measurements"');
    expect(html).toContain('href="/size-guide?product=linen-shirt"');
  });

  it('shows it in Croatian on the /hr page, with Croatian decimals and the size in its case', async () => {
    const html = await renderPage(page('/hr/products/linen-shirt', { ...fitted, composition: '100% lan' }), site);
    const text = textOf(html);
    expect(text).toContain('Kroj i materijal');
    expect(text).toContain('Sastav 100% lan');
    expect(text).toContain('Visina modela je 172 cm, nosi veličinu S');
    expect(rowsOf(html)).toEqual(['Veličina Širina prsa Dužina Rukav', 'S 52 70,5 60', 'M 55 72 –']);
    expect(html).toContain('href="/hr/size-guide?product=linen-shirt"');
  });

  it('is not drawn for a product without any of it', async () => {
    const html = await renderPage(page('/products/linen-shirt', shirt), site);
    expect(textOf(html)).not.toContain('Fit & fabric');
    expect(html).not.toContain('product-fit');
  });

  it('marks the chosen size’s row, for the eye and for a screen reader', async () => {
    const { prelude } = await prerender(
      createElement(
        LanguageContext.Provider,
        { value: 'en' },
        createElement(MemoryRouter, null, createElement(FitAndFabric, { product: fitted, selectedSize: 'M' })),
      ),
    );
    const html = await new Response(prelude).text();
    expect(rowsOf(html)).toEqual(['Size Chest width Length Sleeve', 'S 52 70.5 60', 'M (your choice) 55 72 –']);
    expect(html).toMatch(/<tr class="product-fit__chosen" aria-current="true"><th scope="row">M/);
  });

  it('tells search engines the material and each measured size’s measurements in cm, and nothing of it when there is none', async () => {
    const [item] = jsonLd(await renderPage(page('/products/linen-shirt', fitted), site));
    expect(item?.material).toBe('100% linen');
    expect(item?.size).toEqual([
      {
        '@type': 'SizeSpecification',
        name: 'S',
        hasMeasurement: [
          { '@type': 'QuantitativeValue', name: 'Chest width', value: 52, unitCode: 'CMT', unitText: 'cm' },
          { '@type': 'QuantitativeValue', name: 'Length', value: 70.5, unitCode: 'CMT', unitText: 'cm' },
          { '@type': 'QuantitativeValue', name: 'Sleeve length', value: 60, unitCode: 'CMT', unitText: 'cm' },
        ],
      },
      {
        '@type': 'SizeSpecification',
        name: 'M',
        hasMeasurement: [
          { '@type': 'QuantitativeValue', name: 'Chest width', value: 55, unitCode: 'CMT', unitText: 'cm' },
          { '@type': 'QuantitativeValue', name: 'Length', value: 72, unitCode: 'CMT', unitText: 'cm' },
        ],
      },
    ]);
    const [plain] = jsonLd(await renderPage(page('/products/linen-shirt', shirt), site));
    expect(plain).not.toHaveProperty('material');
    expect(plain).not.toHaveProperty('size');
  });
});
