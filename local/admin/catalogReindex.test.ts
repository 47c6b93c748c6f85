import { beforeEach, describe, expect, it } from 'vitest';
import { catalogItems, writeItems } from '../../lambdas/catalog/catalogImport.ts';
import { handler as searchProducts } from '../../lambdas/catalog/handlers/searchProducts.ts';
import { smallCatalog, writeCatalog } from '../../lambdas/testing/catalogFixture.ts';
import { invoke } from '../../lambdas/testing/invoke.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { reindexIfMissing } from '../seed/reindexOnStart.ts';
import { adminTest } from './adminTesting.ts';

/** `catalog reindex`, and the local stack's rebuild on start of data kept from before the index. */

const filtered = async () =>
  (await invoke(searchProducts, { body: { categoryId: 'adult-dresses', sizes: ['M'], sort: 'price-asc', size: 10, start: 0 } })).status;

beforeEach(async () => {
  await clearTables('catalog', 'content');
});

describe('catalog reindex', () => {
  it('refuses words it does not take, before touching the shop', async () => {
    const { run, io, prepared } = adminTest();
    expect(await run(['catalog', 'reindex', 'everything'])).toBe(1);
    expect(io.stderr).toEqual(['Unexpected "everything".']);
    expect(prepared()).toBe(0);
  });

  it('shows what a dry run would write and writes nothing; then heals filtered listings, and says so once', async () => {
    await writeItems(catalogItems(smallCatalog()));
    expect(await filtered()).toBe(503);
    const before = await scanTable('catalog');

    const { run, io, clearOutput } = adminTest();
    expect(await run(['catalog', 'reindex', '--dry-run'])).toBe(0);
    expect(io.stdout).toContain('Facet summaries of categories and collections: 4 to write, 0 unchanged.');
    expect(io.stdout.at(-1)).toBe('Dry run: nothing was written.');
    expect(await scanTable('catalog')).toEqual(before);

    clearOutput();
    expect(await run(['catalog', 'reindex'])).toBe(0);
    expect(io.stdout[0]).toMatch(/^Catalog read: \d+ items, 27 products\.$/);
    expect(io.stdout).toContain('Facet summaries of categories and collections: 4 written, 0 unchanged.');
    expect(await filtered()).toBe(200);

    clearOutput();
    expect(await run(['catalog', 'reindex'])).toBe(0);
    expect(io.stdout.at(-1)).toBe('The index and ratings already match the catalog and its reviews; nothing was written.');
  });
});

describe('npm start with data from before the index', () => {
  it('rebuilds the index once, and leaves a catalog seeded with it alone', async () => {
    await writeItems(catalogItems(smallCatalog()));
    const healed = await reindexIfMissing();
    expect(healed?.listings.written).toBe(4);
    expect(await filtered()).toBe(200);
    expect(await reindexIfMissing()).toBeUndefined();

    await clearTables('catalog');
    await writeCatalog();
    expect(await reindexIfMissing()).toBeUndefined();
  });
});
