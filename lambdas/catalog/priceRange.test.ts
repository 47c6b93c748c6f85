import { LANGUAGE_HEADER } from '@shop/shared/language';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { smallCatalog, writeCatalog } from '../testing/catalogFixture.ts';
import { invoke } from '../testing/invoke.ts';
import { handler as searchProducts } from './handlers/searchProducts.ts';

/**
 * A range typed in a listing's "From" and "To" boxes reaches the API as priceMin/priceMax in
 * cents, any two values, not only the fixed bands' (docs/decisions/081).
 */
beforeAll(async () => {
  await clearTables('catalog');
  // dress-01 is 89,00 € less 20 %: 71,20 € paid; the other dresses 89,00 €.
  await writeCatalog(smallCatalog());
});

const search = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  invoke(searchProducts, { body: { size: 10, start: 0, categoryId: 'adult-dresses', facets: true, ...body }, headers });

describe('a typed price range on a listing', () => {
  it('applies to the price paid after the discount, both ends included, with the sizes and colours counted under it', async () => {
    const range = await search({ priceMin: 7120, priceMax: 7500 });
    expect(range.status).toBe(200);
    expect(range.body.data.map((p: { id: string }) => p.id)).toEqual(['dress-01']);
    expect(range.body.total).toBe(1);
    expect(range.body.facets.sizes).toEqual([
      { value: 'S', count: 1 },
      { value: 'M', count: 1 },
      { value: 'L', count: 1 },
    ]);
    expect(range.body.facets.colors).toEqual([{ value: 'Sage', count: 1 }]);
    // The bands are counted under the other filters, not under the range itself.
    expect(range.body.facets.prices.find((b: { min: number }) => b.min === 5000).count).toBe(25);

    expect((await search({ priceMin: 7121, priceMax: 8899 })).body.total).toBe(0);
    expect((await search({ priceMin: 8900 })).body.total).toBe(24);
    expect((await search({ priceMax: 7120 })).body.total).toBe(1);
  });

  it('refuses a range upside down, a negative end or one that is not whole cents with a 400 and its message, in Croatian when asked', async () => {
    const upside = await search({ priceMin: 3000, priceMax: 1250 }, { [LANGUAGE_HEADER]: 'hr' });
    expect(upside.status).toBe(400);
    expect(upside.body.errors?.priceMax).toBe('priceMax ne smije biti manji od priceMin.');
    const negative = await search({ priceMin: -100 });
    expect(negative.status).toBe(400);
    expect(negative.body.errors?.priceMin).toBe('A price cannot be negative.');
    const letters = await search({ priceMin: '12,50' });
    expect(letters.status).toBe(400);
    expect(letters.body.errors?.priceMin).toBe('A price is a whole number of cents.');
    expect((await search({ priceMax: 12.5 })).status).toBe(400);
  });
});
