import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductSearchResult } from '@shop/shared/contract/catalog';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables, scanTable } from '../../test/tables.ts';
import { fixedClock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { recountReviews } from '../reviews/ratingRecount.ts';
import { shopReviews } from '../reviews/reviewAdapters.ts';
import { reviewCounterKey, reviewKey } from '../reviews/reviewKeys.ts';
import { smallCatalog } from '../testing/catalogFixture.ts';
import { invoke, invokeRoute } from '../testing/invoke.ts';
import { catalogStreamRecord } from '../testing/streamRecords.ts';
import { catalogItems, withFacetIndex, writeItems } from './catalogImport.ts';
import type { CatalogInputData } from './catalogInput.ts';
import type { ProductItem } from './catalogItems.ts';
import { productKey, searchEntryKey } from './catalogKeys.ts';
import { getProduct } from './catalogStore.ts';
import { handler as getProductHandler } from './handlers/getProduct.ts';
import { handler as searchProducts } from './handlers/searchProducts.ts';
import { type ReindexPorts, reindexCatalog } from './reindexCatalog.ts';
import { keepFacetIndex } from './streams/listingFacets.ts';

/** The rebuild of the facet index and ratings for a catalog stored before them (docs/decisions/030, 037). */

const AT = new Date('2026-03-02T09:00:00Z');

/** The small catalog with colours, prices, discounts and stock that differ, an inactive product and a collection in an order of its own. */
function catalog(): CatalogInputData {
  const c = smallCatalog();
  c.products.forEach((p, i) => {
    if (!p.id.startsWith('dress-')) return;
    p.colorName = ['Sage', 'Oat', 'Rust'][i % 3] as string;
    p.price = 3000 + i * 500;
    p.discount = i % 5 === 0 ? 20 : 0;
    p.stock = { 'Office Warehouse': { quantities: { S: i % 2, M: i % 3 === 0 ? 0 : 2, L: 1 } } };
  });
  (c.products[7] as { active?: boolean }).active = false;
  const linen = c.collections[0] as { productIds: string[] };
  linen.productIds = [...linen.productIds].reverse();
  return c;
}

/** The catalog's items a page of 7 at a time, as the operator's Scan reads them (the shop's own client may not Scan). */
async function* catalogPages(prefixes: readonly string[]) {
  const items = (await scanTable('catalog')).filter((i) => prefixes.some((p) => i.pk.startsWith(p)));
  for (let i = 0; i < items.length; i += 7) yield items.slice(i, i + 7);
}

const ports = (overrides: Partial<ReindexPorts> = {}): ReindexPorts => ({
  catalogPages,
  recountReviews: (productId: string, options: { dryRun: boolean }) => recountReviews(productId, options, shopReviews),
  clock: fixedClock(AT),
  ...overrides,
});

const reindex = (options = { dryRun: false }, overrides: Partial<ReindexPorts> = {}) => reindexCatalog(ports(overrides), options);

/** The facet index as stored: summaries (their records), search entries and the mark. */
async function facetIndex() {
  const items = await scanTable('catalog');
  return items
    .filter((i) => /^(F#|S#|INDEX|LOWSTOCK)/.test(i.pk))
    .sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`))
    .map((i) => (i.summary ? { ...i, summary: Buffer.from(i.summary).toString('base64') } : i));
}

const REQUESTS: Record<string, unknown>[] = [
  { categoryId: 'adult-dresses', sizes: ['M'], colors: ['Sage', 'Rust'], sort: 'price-asc', facets: true },
  { categoryId: 'adult-dresses', start: 1, sort: 'newest' },
  { collectionId: 'autumn-linen', sort: 'newest', facets: true },
  { collectionId: 'autumn-linen', priceMin: 4000, priceMax: 6000, sort: 'discount' },
  { categoryId: 'adult-tops', facets: true, size: 0 },
  { name: 'linen', colors: ['Oat'], sort: 'price-desc', facets: true },
  { name: 'wrap dress', sort: 'newest', start: 1 },
];

async function answers(): Promise<{ status: number; body: ProductSearchResult }[]> {
  const all = [];
  for (const body of REQUESTS) all.push(await invoke(searchProducts, { body: { size: 10, start: 0, ...body } }));
  return all.map(({ status, body }) => ({ status, body }));
}

/** A catalog as stored before the facet index: its items only. */
const writeWithoutIndex = () => writeItems(catalogItems(catalog()));

beforeEach(async () => {
  await clearTables('catalog', 'content');
});

describe('catalog reindex: the facet index', () => {
  it('gives a catalog stored without the index the index of a fresh catalog, and filtered listings and searches their answers', async () => {
    await writeItems(withFacetIndex(catalogItems(catalog()), AT.getTime()));
    const fresh = { index: await facetIndex(), answers: await answers() };
    expect(fresh.answers.every((a) => a.status === 200)).toBe(true);

    await clearTables('catalog');
    await writeWithoutIndex();
    expect((await answers())[0]?.status).toBe(503);

    const result = await reindex();
    expect(result.listings).toEqual({ written: 4, unchanged: 0 });
    expect(result.searchEntries.written).toBeGreaterThan(0);
    // Today's sizes running low are there too, as a seeded catalog has them.
    expect(result.lowStock.written).toBeGreaterThan(0);
    expect((await facetIndex()).filter((i) => i.pk === 'LOWSTOCK').length).toBe(result.lowStock.written);
    expect(await facetIndex()).toEqual(fresh.index);
    expect(await answers()).toEqual(fresh.answers);
  });

  it('writes what the catalog stream writes: after the stream has indexed the catalog, a rebuild finds nothing to write', async () => {
    await writeWithoutIndex();
    const records = catalogItems(catalog()).map((item) => catalogStreamRecord('INSERT', undefined, item, AT));
    expect(await keepFacetIndex({ Records: records })).toEqual({ batchItemFailures: [] });
    const byStream = (await facetIndex()).filter((i) => i.pk !== 'INDEX');
    const streamAnswers = await answers();

    const result = await reindex();
    expect(result.listings).toEqual({ written: 0, unchanged: 4 });
    expect(result.searchEntries).toMatchObject({ written: 0, deleted: 0 });
    expect(result.lowStock).toMatchObject({ written: 0, deleted: 0 });
    expect((await facetIndex()).filter((i) => i.pk !== 'INDEX')).toEqual(byStream);
    expect(await answers()).toEqual(streamAnswers);
  });

  it('changes nothing the second time, and nothing at all on a dry run', async () => {
    await writeWithoutIndex();
    const before = await scanTable('catalog');
    const dry = await reindex({ dryRun: true });
    expect(dry.listings.written).toBe(4);
    expect(await scanTable('catalog')).toEqual(before);

    await reindex();
    const once = await scanTable('catalog');
    const again = await reindex();
    expect(again.listings).toEqual({ written: 0, unchanged: 4 });
    expect(again.searchEntries).toMatchObject({ written: 0, deleted: 0 });
    expect(again.ratings.written).toBe(0);
    expect(await scanTable('catalog')).toEqual(once);
  });

  it('mends a stale index: a summary missing a product, entries of a word no longer in a name', async () => {
    await writeItems(withFacetIndex(catalogItems(catalog()), AT.getTime()));
    const fresh = await facetIndex();
    const stray = {
      ...searchEntryKey('hairbrush', 'dress-01'),
      id: 'dress-01',
      v: JSON.stringify(['hairbrush', 'ADULT', [], [], 'Sage', 1, 0, []]),
      a: AT.getTime(),
    };
    await dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item: stray }));
    const result = await reindex();
    expect(result.searchEntries).toMatchObject({ written: 0, deleted: 1 });
    expect(await facetIndex()).toEqual(fresh);
  });

  it('packs the facets of search entries stored one attribute each, which searches read meanwhile', async () => {
    await writeItems(withFacetIndex(catalogItems(catalog()), AT.getTime()));
    const fresh = { index: await facetIndex(), answers: await answers() };
    const entries = fresh.index.filter((i) => i.pk.startsWith('S#'));
    for (const { v, ...entry } of entries) {
      const [n, age, cat, col, c, p, d, s] = JSON.parse(v);
      await dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item: { ...entry, n, age, cat, col, c, p, d, s } }));
    }
    expect(await answers()).toEqual(fresh.answers);

    const result = await reindex();
    expect(result.searchEntries).toEqual({ written: entries.length, deleted: 0, unchanged: 0 });
    expect(await facetIndex()).toEqual(fresh.index);
  });

  it('writes a product as it is now, not as the rebuild first read it, when it sold meanwhile', async () => {
    await writeWithoutIndex();
    // The rebuild's read saw dress-02 with M on the shelf; the last M sold before the summary was written.
    const stale = async function* (prefixes: readonly string[]) {
      for await (const page of catalogPages(prefixes)) {
        yield page.map((i) => (i.pk === productKey('dress-02').pk ? { ...i, stock: { ...i.stock, M: 2 } } : i));
      }
    };
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('catalog'),
        Key: productKey('dress-02'),
        UpdateExpression: 'SET stock.M = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
    await reindex({ dryRun: false }, { catalogPages: stale });
    const inM = await invoke(searchProducts, { body: { categoryId: 'adult-dresses', sizes: ['M'], size: 30, start: 0 } });
    expect(inM.body.data.map((p: { id: string }) => p.id)).not.toContain('dress-02');
    const searched = await invoke(searchProducts, { body: { name: 'wrap dress', sizes: ['M'], size: 30, start: 0 } });
    expect(searched.body.data.map((p: { id: string }) => p.id)).not.toContain('dress-02');
  });
});

/** Reviews as the shop stored them before it kept the stars' sum: a count, and the reviews at their positions. */
async function reviewsFromBefore(productId: string, stars: number[], counter: Record<string, unknown> = {}) {
  const table = tableName('content');
  await dynamo().send(new PutCommand({ TableName: table, Item: { ...reviewCounterKey(productId), count: stars.length, ...counter } }));
  for (const [position, star] of stars.entries()) {
    await dynamo().send(
      new PutCommand({
        TableName: table,
        Item: {
          ...reviewKey(productId, position),
          id: `${productId}-${position}`,
          productId,
          stars: star,
          description: '',
          customerId: `c${position}`,
          createdBy: 'Ana H.',
          createdAt: '2026-01-01T00:00:00Z',
        },
      }),
    );
  }
}

const shown = async (id: string) => (await invokeRoute('GET /api/products/{id}', getProductHandler, { params: { id } })).body;

describe('catalog reindex: ratings', () => {
  it("gives each product its reviews' average and count, and the count its stars' sum; a product without reviews keeps none", async () => {
    await writeItems(withFacetIndex(catalogItems(catalog()), AT.getTime()));
    await reviewsFromBefore('linen-shirt-oat', [5, 4, 4]);
    // Counted with the sum, but the stream that carries it to the product never ran.
    await reviewsFromBefore('dress-03', [2, 3], { stars: 5 });

    const dry = await reindex({ dryRun: true });
    expect(dry.ratings).toMatchObject({ written: 2, countersSummed: 1 });
    expect(await shown('linen-shirt-oat')).not.toHaveProperty('ratingCount');

    const result = await reindex();
    expect(result.ratings).toEqual({ written: 2, unchanged: 25, countersSummed: 1 });
    expect(await shown('linen-shirt-oat')).toMatchObject({ ratingAverage: 4.33, ratingCount: 3 });
    expect(await shown('dress-03')).toMatchObject({ ratingAverage: 2.5, ratingCount: 2 });
    const counter = await dynamo().send(new GetCommand({ TableName: tableName('content'), Key: reviewCounterKey('linen-shirt-oat') }));
    expect(counter.Item).toMatchObject({ count: 3, stars: 13 });
    const none = await shown('merino-cardigan');
    expect(none).not.toHaveProperty('ratingAverage');
    expect(none).not.toHaveProperty('ratingCount');
    expect(await getProduct('merino-cardigan')).not.toHaveProperty('ratingStars');

    expect((await reindex()).ratings).toEqual({ written: 0, unchanged: 27, countersSummed: 0 });
  });

  it('never takes a rating back to fewer reviews than the product already shows', async () => {
    await writeItems(withFacetIndex(catalogItems(catalog()), AT.getTime()));
    await reviewsFromBefore('linen-shirt-oat', [5, 4]);
    // A review came in after the rebuild counted: the stream already put three on the product.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('catalog'),
        Key: productKey('linen-shirt-oat'),
        UpdateExpression: 'SET ratingCount = :n, ratingStars = :s',
        ExpressionAttributeValues: { ':n': 3, ':s': 12 },
      }),
    );
    await reindex();
    expect((await getProduct('linen-shirt-oat')) as ProductItem).toMatchObject({ ratingCount: 3, ratingStars: 12 });
  });
});
