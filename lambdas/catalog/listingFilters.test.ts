import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Product, ProductSearchResult } from '@shop/shared/contract/catalog';
import { foldText } from '@shop/shared/textFolding';
import type { DynamoDBRecord } from 'aws-lambda';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { smallCatalog, writeCatalog } from '../testing/catalogFixture.ts';
import { invoke } from '../testing/invoke.ts';
import { catalogStreamRecord } from '../testing/streamRecords.ts';
import type { CatalogInputData } from './catalogInput.ts';
import type { ProductItem } from './catalogItems.ts';
import { categoryList, facetSummaryKey, listEntryKey, listMetaKey, productKey } from './catalogKeys.ts';
import { getFacetSummary, getProduct } from './catalogStore.ts';
import { handler as searchProducts } from './handlers/searchProducts.ts';
import { keepFacetIndex } from './streams/listingFacets.ts';

/** The small catalog with dresses in three colours, prices and stock that differ, and a comb named in Croatian. */
function filterCatalog(): CatalogInputData {
  const catalog = smallCatalog();
  catalog.products.forEach((p, i) => {
    if (!p.id.startsWith('dress-')) return;
    p.colorName = ['Sage', 'Oat', 'Rust'][i % 3] as string;
    p.price = 3000 + i * 500;
    p.discount = i % 5 === 0 ? 20 : 0;
    p.stock = { 'Office Warehouse': { quantities: { S: i % 2, M: i % 3 === 0 ? 0 : 2, L: 1 }, preOrderQuantities: {} } };
  });
  catalog.products.push({
    id: 'comb',
    name: 'Drveni češalj Đurđa',
    description: 'A wooden comb.',
    washingInstructions: 'Wipe clean.',
    colorName: 'Oak',
    price: 1500,
    age: 'ADULT',
    categoryIds: ['adult-tops'],
    images: ['products/comb-1.svg'],
    sizes: ['One size'],
    stock: { 'Office Warehouse': { quantities: { 'One size': 4 } } },
  });
  return catalog;
}

const dresses = () => filterCatalog().products.filter((p) => p.id.startsWith('dress-'));
const paid = (p: { price: number; discount?: number }) => Math.round((p.price * (100 - (p.discount ?? 0))) / 100);

async function search(
  body: Record<string, unknown>,
): Promise<{ status: number; body: ProductSearchResult & { message?: string; errors?: Record<string, string> } }> {
  return invoke(searchProducts, { body: { size: 10, start: 0, ...body } });
}

/** Every page of 10, as Load More asks for them. */
async function allPages(body: Record<string, unknown>): Promise<Product[]> {
  const shown: Product[] = [];
  for (let start = 0; ; start++) {
    const page = await search({ ...body, start });
    expect(page.status).toBe(200);
    shown.push(...page.body.data);
    if (shown.length >= page.body.total) return shown;
  }
}

beforeEach(async () => {
  await clearTables('catalog');
  await writeCatalog(filterCatalog());
});

describe('POST /api/products/search with filters and sort', () => {
  it('keeps the answer of an unfiltered listing as it was: no facets, the listing order', async () => {
    const { status, body } = await search({ categoryId: 'adult-dresses' });
    expect(status).toBe(200);
    expect(body.facets).toBeUndefined();
    expect(body.total).toBe(25);
    expect(body.data.map((p) => p.id)).toEqual(
      dresses()
        .slice(0, 10)
        .map((p) => p.id),
    );
  });

  it('shows only dresses with a chosen size on the Office Warehouse shelf in a chosen colour, paged by 10', async () => {
    const filter = { categoryId: 'adult-dresses', sizes: ['M'], colors: ['Sage', 'Rust'] };
    const expected = dresses().filter(
      (p) => ['Sage', 'Rust'].includes(p.colorName) && (p.stock['Office Warehouse']?.quantities.M ?? 0) > 0,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect((await allPages(filter)).map((p) => p.id)).toEqual(expected.map((p) => p.id));
  });

  it('sorts by the price paid, after the discount, both ways, and filters by it', async () => {
    const byPaid = dresses().sort((a, b) => paid(a) - paid(b) || 0);
    const up = await allPages({ categoryId: 'adult-dresses', sort: 'price-asc' });
    expect(up.map((p) => p.id)).toEqual(byPaid.map((p) => p.id));
    const down = await allPages({ categoryId: 'adult-dresses', sort: 'price-desc' });
    expect(down.map((p) => p.id)).toEqual([...byPaid].sort((a, b) => paid(b) - paid(a)).map((p) => p.id));
    const band = await allPages({ categoryId: 'adult-dresses', priceMin: 5000, priceMax: 9999 });
    expect(band.map((p) => p.id)).toEqual(
      dresses()
        .filter((p) => paid(p) >= 5000 && paid(p) <= 9999)
        .map((p) => p.id),
    );
  });

  it('puts the biggest discounts first, and the latest listed first for newest', async () => {
    const discount = await search({ categoryId: 'adult-dresses', sort: 'discount' });
    expect(discount.body.data.slice(0, 5).every((p) => p.discount === 20)).toBe(true);
    const newest = await search({ collectionId: 'autumn-linen', sort: 'newest' });
    expect(newest.body.data.map((p) => p.id)).toEqual([
      'dress-12',
      'dress-11',
      'dress-10',
      'dress-09',
      'dress-08',
      'dress-07',
      'dress-06',
      'dress-05',
      'dress-04',
      'dress-03',
    ]);
  });

  it('counts each size, colour and price band under the other filters', async () => {
    const { body } = await search({ categoryId: 'adult-dresses', colors: ['Oat'], size: 0, facets: true });
    expect(body.data).toEqual([]);
    const oat = dresses().filter((p) => p.colorName === 'Oat');
    expect(body.total).toBe(oat.length);
    const facets = body.facets;
    expect(facets?.sizes).toEqual(
      ['S', 'M', 'L'].map((size) => ({
        value: size,
        count: oat.filter((p) => (p.stock['Office Warehouse']?.quantities[size] ?? 0) > 0).length,
      })),
    );
    // Colours are counted without the colour filter, so the other colours stay choosable.
    expect(facets?.colors).toEqual([
      { value: 'Oat', count: oat.length },
      { value: 'Rust', count: dresses().filter((p) => p.colorName === 'Rust').length },
      { value: 'Sage', count: dresses().filter((p) => p.colorName === 'Sage').length },
    ]);
    expect(facets?.prices.reduce((sum, band) => sum + band.count, 0)).toBe(oat.length);
  });

  it('answers 400 with a message for a filter it cannot apply, never a 500', async () => {
    const sort = await search({ categoryId: 'adult-dresses', sort: 'cheapest' });
    expect(sort.status).toBe(400);
    expect(sort.body.errors?.sort).toMatch(/newest, price-asc, price-desc, discount/);
    const range = await search({ categoryId: 'adult-dresses', priceMin: 5000, priceMax: 1000 });
    expect(range.status).toBe(400);
    expect(range.body.errors?.priceMax).toBe('priceMax cannot be below priceMin.');
    const everything = await search({ sizes: ['M'] });
    expect(everything.status).toBe(400);
    expect(everything.body.message).toBe('Filters and sorting apply to a category, a collection or a search by name.');
    expect((await search({ categoryId: 'adult-dresses', sizes: 'M' })).status).toBe(400);
    expect((await search({ categoryId: 'adult-dresses', priceMin: -1 })).status).toBe(400);
  });

  it('answers 404 for a filtered listing of an unknown category', async () => {
    expect((await search({ categoryId: 'no-such', sizes: ['M'] })).status).toBe(404);
  });
});

describe('searching by name', () => {
  it('forgives letter case and Croatian diacritics, with and without filters', async () => {
    for (const name of ['cesalj', 'ČEŠALJ', 'durda', 'Drveni cesalj']) {
      expect((await search({ name })).body.data.map((p) => p.id)).toEqual(['comb']);
      const faceted = await search({ name, facets: true });
      expect(faceted.body.data.map((p) => p.id)).toEqual(['comb']);
      expect(faceted.body.facets?.colors).toEqual([{ value: 'Oak', count: 1 }]);
    }
  });

  it('finds any product name by its folded form, filtered or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...'abcčćdđefghijklmnoprsštuvzžABCČĆDĐŠŽ'), { minLength: 3, maxLength: 12 }).map((l) => l.join('')),
        async (word) => {
          const catalog = filterCatalog();
          const comb = catalog.products.find((p) => p.id === 'comb') as CatalogInputData['products'][number];
          comb.name = `${word} Češalj`;
          await clearTables('catalog');
          await writeCatalog(catalog);
          for (const request of [
            { name: foldText(word) },
            { name: foldText(comb.name), facets: true },
            { name: comb.name, sort: 'newest' },
          ]) {
            const { body } = await search(request);
            expect(body.data.map((p) => p.id)).toContain('comb');
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});

const deliver = async (...records: DynamoDBRecord[]) => {
  const result = await keepFacetIndex({ Records: records });
  expect(result.batchItemFailures).toEqual([]);
};

describe('the catalog stream keeps the facet index', () => {
  it('drops a dress from the size M filter once its last M is sold, and from nothing else', async () => {
    const before = (await getProduct('dress-02')) as ProductItem;
    expect(before.stock.M).toBe(2);
    const inM = async () => (await allPages({ categoryId: 'adult-dresses', sizes: ['M'] })).map((p) => p.id);
    expect(await inM()).toContain('dress-02');
    const sold = async (left: number) => {
      const previous = (await getProduct('dress-02')) as ProductItem;
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName('catalog'),
          Key: productKey('dress-02'),
          UpdateExpression: 'SET stock.M = :n',
          ExpressionAttributeValues: { ':n': left },
        }),
      );
      await deliver(catalogStreamRecord('MODIFY', previous, await getProduct('dress-02')));
    };
    const version = async () =>
      (await dynamo().send(new GetCommand({ TableName: tableName('catalog'), Key: facetSummaryKey(categoryList('adult-dresses')) }))).Item
        ?.version;
    const first = await version();
    await sold(1);
    // A sale that leaves a piece of the size changes nothing a filter sees: nothing is written.
    expect(await version()).toBe(first);
    await sold(0);
    expect(await inM()).not.toContain('dress-02');
    expect((await allPages({ categoryId: 'adult-dresses', sizes: ['L'] })).map((p) => p.id)).toContain('dress-02');
  });

  it('follows a listing rewritten by an import: positions shift, a product joins, the end is cut', async () => {
    const list = categoryList('adult-tops');
    const put = (Item: Record<string, unknown>) => dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item }));
    const before = (await getFacetSummary(list))?.map((r) => r.id);
    expect(before).toEqual(['linen-shirt-oat', 'merino-cardigan', 'comb']);
    // The import puts dress-01 first in Tops: every position moves down one, and the total grows.
    const ids = ['dress-01', 'linen-shirt-oat', 'merino-cardigan', 'comb'];
    const records: DynamoDBRecord[] = [];
    for (const [i, productId] of ids.entries()) {
      const old = i < 3 ? { ...listEntryKey(list, i), productId: before?.[i] } : undefined;
      const next = { ...listEntryKey(list, i), productId };
      await put(next);
      records.push(catalogStreamRecord(old ? 'MODIFY' : 'INSERT', old, next));
    }
    await put({ ...listMetaKey(list), total: 4 });
    records.push(catalogStreamRecord('MODIFY', { ...listMetaKey(list), total: 3 }, { ...listMetaKey(list), total: 4 }));
    await deliver(...records);
    expect((await getFacetSummary(list))?.map((r) => r.id)).toEqual(ids);
    expect((await search({ categoryId: 'adult-tops', sort: 'price-asc' })).body.total).toBe(4);

    // A later import takes the comb out: its position goes, and the total says 3.
    await dynamo().send(new DeleteCommand({ TableName: tableName('catalog'), Key: listEntryKey(list, 3) }));
    await deliver(
      catalogStreamRecord('REMOVE', { ...listEntryKey(list, 3), productId: 'comb' }, undefined),
      catalogStreamRecord('MODIFY', { ...listMetaKey(list), total: 4 }, { ...listMetaKey(list), total: 3 }),
    );
    expect((await getFacetSummary(list))?.map((r) => r.id)).toEqual(ids.slice(0, 3));
  });

  it('takes an inactive product out of filtered listings and searches, and a renamed one under its new name', async () => {
    const before = (await getProduct('comb')) as ProductItem;
    const renamed = { ...before, name: 'Hairbrush' };
    await dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item: renamed }));
    await deliver(catalogStreamRecord('MODIFY', before, renamed));
    expect((await search({ name: 'cesalj', facets: true })).body.total).toBe(0);
    expect((await search({ name: 'hairbrush', facets: true })).body.data.map((p) => p.id)).toEqual(['comb']);

    const inactive = { ...renamed, active: false };
    await dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item: inactive }));
    await deliver(catalogStreamRecord('MODIFY', renamed, inactive));
    expect((await search({ name: 'hairbrush', facets: true })).body.total).toBe(0);
    const tops = await search({ categoryId: 'adult-tops', facets: true });
    expect(tops.body.data.map((p) => p.id)).not.toContain('comb');
    expect(tops.body.facets?.colors.map((c) => c.value)).not.toContain('Oak');
  });

  it('answers 503, not a 500, for a listing whose summary was never written', async () => {
    await dynamo().send(new DeleteCommand({ TableName: tableName('catalog'), Key: facetSummaryKey(categoryList('adult-tops')) }));
    const { status, body } = await search({ categoryId: 'adult-tops', sizes: ['M'] });
    expect(status).toBe(503);
    expect(body.message).toMatch(/try again/);
  });
});
