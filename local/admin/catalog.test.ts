import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogItems } from '../../lambdas/catalog/catalogImport.ts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { categoryList, productKey } from '../../lambdas/catalog/catalogKeys.ts';
import { getListTotal, getProduct } from '../../lambdas/catalog/catalogStore.ts';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo } from '../../lambdas/platform/dynamo.ts';
import { smallCatalog, writeCatalog } from '../../lambdas/testing/catalogFixture.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';
import { importCatalogFile } from './catalog.ts';
import { catalogFromStore, itemsForCatalog, readStoredCatalog } from './catalogSync.ts';
import { applyPlan, planImport } from './catalogWrite.ts';
import { captureIo } from './io.ts';
import { demoCatalog } from '../seed/demoCatalog.ts';
import { writeItems } from '../../lambdas/catalog/catalogImport.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-catalog-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
}

const byKey = (items: Record<string, any>[]) => new Map(items.map((i) => [`${i.pk}|${i.sk}`, i]));

beforeEach(async () => {
  await clearTables('catalog');
});

describe('catalog import of a whole catalog (JSON)', () => {
  it('writes exactly the catalog, and a second import of the same file writes nothing and leaves the same catalog', async () => {
    const json = file('catalog.json', JSON.stringify(smallCatalog()));
    const first = await importCatalogFile(json, { dryRun: false, io: captureIo() });
    expect(first.products.added).toHaveLength(27);
    const afterFirst = await scanTable('catalog');
    expect(byKey(afterFirst)).toEqual(byKey(JSON.parse(JSON.stringify(catalogItems(smallCatalog())))));

    const { run, io } = adminTest();
    expect(await run(['catalog', 'import', json])).toBe(0);
    expect(io.stdout).toContain('The catalog already matches the file; nothing was written.');
    expect(byKey(await scanTable('catalog'))).toEqual(byKey(afterFirst));
  });

  it('raises the version of each product it changes, the one a back-office save checks (decision 040)', async () => {
    const json = file('versions.json', JSON.stringify(smallCatalog()));
    await importCatalogFile(json, { dryRun: false, io: captureIo() });
    expect((await getProduct('linen-shirt-oat'))?.version).toBeUndefined();
    const catalog = smallCatalog();
    (catalog.products[25] as { price: number }).price = 6900;
    await importCatalogFile(file('versions-dearer.json', JSON.stringify(catalog)), { dryRun: false, io: captureIo() });
    expect((await getProduct('linen-shirt-oat'))?.version).toBe(1);
    expect((await getProduct('merino-cardigan'))?.version).toBeUndefined();
    // The same file again changes nothing, the version included.
    await importCatalogFile(file('versions-again.json', JSON.stringify(catalog)), { dryRun: false, io: captureIo() });
    expect((await getProduct('linen-shirt-oat'))?.version).toBe(1);
  });

  it('writes nothing on a dry run, and says what would change', async () => {
    await writeCatalog();
    const before = await scanTable('catalog');
    const catalog = smallCatalog();
    (catalog.products[25] as { price: number }).price = 6900;
    const { run, io } = adminTest();
    expect(await run(['catalog', 'import', file('dearer.json', JSON.stringify(catalog)), '--dry-run'])).toBe(0);
    expect(io.stdout[0]).toBe('Products: 0 new, 1 changed, 0 taken out of the shop, 26 unchanged.');
    expect(io.stdout).toContain('Dry run: nothing was written.');
    expect(byKey(await scanTable('catalog'))).toEqual(byKey(before));
  });

  it('takes a product left out of the file out of the shop, keeping its item, and drops its listing positions', async () => {
    await writeCatalog();
    const catalog = smallCatalog();
    catalog.products = catalog.products.filter((p) => p.id !== 'dress-25');
    const plan = await importCatalogFile(file('smaller.json', JSON.stringify(catalog)), { dryRun: false, io: captureIo() });
    expect(plan.products.deactivated).toEqual(['dress-25']);
    expect(await getProduct('dress-25')).toMatchObject({ id: 'dress-25', active: false });
    expect(await getListTotal(categoryList('adult-dresses'))).toBe(24);
    const items = await scanTable('catalog');
    expect(items.filter((i) => i.pk === 'L#C#adult-dresses' && i.sk === '000024')).toEqual([]);
    // Its name-index words go with the import; the search index's twin (S#) is the catalog stream's to drop.
    expect(items.filter((i) => !i.pk.startsWith('S#') && String(i.sk).endsWith('#dress-25'))).toEqual([]);
  });

  it('keeps the shop’s counts with --keep-stock, also of a sale made while importing', async () => {
    await writeCatalog();
    const catalog = smallCatalog() as any;
    const shirt = catalog.products[25];
    shirt.price = 6400;
    shirt.stock['Office Warehouse'].quantities.M = 50;
    shirt.stock['Kaptol Store'].quantities.M = 1;
    const json = file('prices.json', JSON.stringify(catalog));
    const { run, io } = adminTest();
    expect(await run(['catalog', 'import', json, '--keep-stock'])).toBe(0);
    expect(io.stdout[0]).toBe('Products: 0 new, 1 changed, 0 taken out of the shop, 26 unchanged.');
    expect(await getProduct('linen-shirt-oat')).toMatchObject({
      price: 6400,
      stock: { M: 5 },
      otherWarehouses: [{ quantities: { M: 40 } }],
    });

    // A sale between reading the catalog and writing the product: read again, its count kept.
    shirt.price = 6300;
    const stored = await readStoredCatalog();
    const plan = planImport(itemsForCatalog(catalog, stored), stored, { keepStock: true });
    await run(['stock', 'set', 'linen-shirt-oat', 'M', '4']);
    await applyPlan(plan, captureIo(), { keepStock: true });
    expect(await getProduct('linen-shirt-oat')).toMatchObject({ price: 6300, stock: { M: 4 } });

    // Without --keep-stock the file's counts are the inventory.
    await importCatalogFile(json, { dryRun: false, io: captureIo() });
    expect(await getProduct('linen-shirt-oat')).toMatchObject({
      price: 6400,
      stock: { M: 50 },
      otherWarehouses: [{ quantities: { M: 1 } }],
    });
  });

  it('reports every problem of a bad file with where it is, and writes nothing', async () => {
    await writeCatalog();
    const before = await scanTable('catalog');
    const catalog = smallCatalog() as any;
    catalog.products[1].price = -5;
    catalog.products[2].categoryIds = ['no-such-category'];
    const { run, io, prepared } = adminTest();
    expect(await run(['catalog', 'import', file('bad.json', JSON.stringify(catalog))])).toBe(1);
    expect(io.stderr.some((l) => l.startsWith('products[1] (dress-02).price:'))).toBe(true);
    expect(prepared()).toBe(0);

    catalog.products[1].price = 8900;
    io.stderr.length = 0;
    expect(await run(['catalog', 'import', file('bad.json', JSON.stringify(catalog))])).toBe(1);
    expect(io.stderr).toEqual(['product dress-03: unknown category no-such-category']);
    expect(await run(['catalog', 'import', file('bad.txt', '{}')])).toBe(1);
    expect(await run(['catalog', 'import', path.join(dir, 'missing.json')])).toBe(1);
    expect(byKey(await scanTable('catalog'))).toEqual(byKey(before));
  });

  it('leaves a reduced product the prior price the catalog stream gave it, so the same file again writes nothing', async () => {
    await writeCatalog();
    const record = { priorPrice: 7900, reducedSince: '2026-03-01T09:00:00.000Z' };
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('catalog'),
        Key: productKey('dress-01'),
        UpdateExpression: 'SET priorPrice = :priorPrice, reducedSince = :reducedSince',
        ExpressionAttributeValues: { ':priorPrice': record.priorPrice, ':reducedSince': record.reducedSince },
      }),
    );
    const catalog = smallCatalog();
    const same = await importCatalogFile(file('same.json', JSON.stringify(catalog)), { dryRun: false, io: captureIo() });
    expect(same.puts).toEqual([]);
    (catalog.products[0] as { price: number }).price = 9900;
    const dearer = await importCatalogFile(file('dearer-dress.json', JSON.stringify(catalog)), { dryRun: false, io: captureIo() });
    expect(dearer.products.changed).toEqual(['dress-01']);
    // The stream reads the new price and sets the record then.
    expect(await getProduct('dress-01')).toMatchObject({ price: 9900, ...record });
  });
});

describe('the stored catalog', () => {
  it('reads back as the catalog that wrote it (the demo catalog), so re-importing it changes nothing', async () => {
    await writeItems(catalogItems(demoCatalog));
    const stored = await readStoredCatalog();
    const readBack = catalogFromStore(stored);
    expect(readBack?.products).toHaveLength(demoCatalog.products.length);
    const plan = planImport(itemsForCatalog(readBack as NonNullable<typeof readBack>, stored), stored, { keepStock: false });
    expect({ puts: plan.puts.length, deletes: plan.deletes.length }).toEqual({ puts: 0, deletes: 0 });
  });
});

const HEADER = 'productId,name,colorName,price,age,categoryIds,images,size,quantity,preOrderQuantity,warehouse';

describe('catalog import of products (CSV, one row per size)', () => {
  it('adds and lists new products in the catalog, and importing the file again writes nothing', async () => {
    await writeCatalog();
    const csv = file(
      'new.csv',
      [
        HEADER,
        'linen-trousers,Linen Trousers,Sand,79.90,ADULT,adult-tops,products/linen-trousers-1.svg,S,4,,',
        'linen-trousers,,,,,,,M,0,2,',
        'linen-trousers,,,,,,,M,9,,Kaptol Store',
        '"wool-scarf","Wool Scarf, long",Grey,39,ADULT,adult-tops|adult-dresses,products/wool-scarf-1.svg,One size,7,0,',
        '',
      ].join('\r\n'),
    );
    const { run, io } = adminTest();
    expect(await run(['catalog', 'import', csv])).toBe(0);
    expect(io.stdout[0]).toBe('Products: 2 new, 0 changed, 0 taken out of the shop, 27 unchanged.');
    expect(await getProduct('linen-trousers')).toMatchObject({
      price: 7990,
      sizes: ['S', 'M'],
      stock: { S: 4, M: 0 },
      preOrderStock: { S: 0, M: 2 },
      otherWarehouses: [{ name: 'Kaptol Store', quantities: { M: 9 }, preOrderQuantities: { M: 0 } }],
    });
    expect(await getProduct('wool-scarf')).toMatchObject({ name: 'Wool Scarf, long', categoryIds: ['adult-tops', 'adult-dresses'] });
    expect(await getListTotal(categoryList('adult-tops'))).toBe(4);
    expect(await getListTotal(categoryList('adult-dresses'))).toBe(26);

    const after = await scanTable('catalog');
    const again = await importCatalogFile(csv, { dryRun: false, io: captureIo() });
    expect({ puts: again.puts.length, deletes: again.deletes.length }).toEqual({ puts: 0, deletes: 0 });
    expect(byKey(await scanTable('catalog'))).toEqual(byKey(after));
  });

  it('reports invalid rows with their line numbers and writes nothing', async () => {
    await writeCatalog();
    const before = await scanTable('catalog');
    const csv = file(
      'bad.csv',
      [
        HEADER,
        'linen-trousers,Linen Trousers,Sand,79.90,ADULT,adult-tops,products/t.svg,S,4,,',
        'linen-trousers,Linen Pants,,,,,,M,1,,',
        'wool-scarf,Wool Scarf,Grey,39.999,ADULT,adult-tops,products/s.svg,One size,-2,,',
        'linen-trousers,,,,,,,S,5,,',
        'bad id!,Thing,Red,10,ADULT,adult-tops,products/x.svg,M,1,,',
        'knit-hat,Knit Hat,Red,10,GROWN,adult-tops,products/h.svg,M,1,',
      ].join('\n'),
    );
    const { run, io } = adminTest();
    expect(await run(['catalog', 'import', csv])).toBe(1);
    expect(io.stderr).toEqual([
      'line 3: name "Linen Pants" differs from line 2 ("Linen Trousers") of product linen-trousers; leave it empty or repeat it.',
      'line 4: quantity must be a whole number 0 or more, not "-2".',
      'line 5: product linen-trousers size S in Office Warehouse is already on line 2.',
      'line 6: productId "bad id!" is not an id: An id has only letters, digits, - and _.',
      'line 7: 10 fields, but the header names 11.',
    ]);
    expect(byKey(await scanTable('catalog'))).toEqual(byKey(before));
  });

  it('places problems with the rest of the catalog on the product’s line', async () => {
    await writeCatalog();
    const before = await scanTable('catalog');
    const csv = file('unknown.csv', [HEADER, 'knit-hat,Knit Hat,Red,12.50,KID,kid-hats,products/h.svg,M,1,,'].join('\n'));
    const { run, io } = adminTest();
    expect(await run(['catalog', 'import', csv])).toBe(1);
    expect(io.stderr).toEqual(['line 2: product knit-hat: unknown category kid-hats']);
    expect(byKey(await scanTable('catalog'))).toEqual(byKey(before));
  });

  it('needs a catalog to add products to', async () => {
    const { run, io } = adminTest();
    const csv = file('first.csv', [HEADER, 'knit-hat,Knit Hat,Red,12.50,KID,kid-hats,products/h.svg,M,1,,'].join('\n'));
    expect(await run(['catalog', 'import', csv])).toBe(1);
    expect(io.stderr[0]).toMatch(/^The shop has no catalog yet/);
    expect(await scanTable('catalog')).toEqual([]);
  });
});

describe('an import after the back office set the menu', () => {
  it('keeps the order and the featured collections staff chose, the order by the categories’ sortNo, the featured by the menu', async () => {
    const { saveMenuOrder } = await import('../../lambdas/catalog/catalogOrder.ts');
    const { getNav } = await import('../../lambdas/catalog/catalogStore.ts');
    await writeCatalog();
    await saveMenuOrder({
      age: 'ADULT',
      categoryIds: ['adult-tops', 'adult-dresses'],
      collectionIds: ['handknit', 'autumn-linen'],
      featuredIds: ['handknit'],
    });
    const csv = file(
      'one.csv',
      [HEADER, 'wool-hat,Wool Hat,Grey,29,ADULT,adult-tops,products/wool-hat-1.svg,One size,3,,', ''].join('\r\n'),
    );
    const { run } = adminTest();
    expect(await run(['catalog', 'import', csv])).toBe(0);
    const nav = await getNav('ADULT');
    expect(nav?.categories.map((c) => c.id)).toEqual(['adult-tops', 'adult-dresses']);
    expect(nav?.collections.map((c) => c.id)).toEqual(['handknit', 'autumn-linen']);
    expect(nav?.featuredIds).toEqual(['handknit']);
  });
});
