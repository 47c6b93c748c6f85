import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getProduct } from '../../lambdas/catalog/catalogStore.ts';
import { smallCatalog } from '../../lambdas/testing/catalogFixture.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';
import { importCatalogFile } from './catalog.ts';
import { catalogFromStore, readStoredCatalog } from './catalogSync.ts';
import { captureIo } from './io.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-catalog-fit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
}

const CARDIGAN_FIT: { measurements: Record<string, Record<string, number>> } & Record<string, unknown> = {
  composition: '100% merino wool',
  care: 'Hand wash cold, dry flat',
  fitNote: 'Relaxed fit: take your usual size',
  model: { heightCm: 172, sizeWorn: 'S' },
  measurements: { S: { chestWidth: 52, length: 64.5, sleeve: 58 }, M: { chestWidth: 55, length: 66 } },
  hr: { composition: '100% merino vuna', fitNote: 'Opušteni kroj: uzmite svoju uobičajenu veličinu' },
};

/** The small catalog with the cardigan's fit and fabric. */
function catalogWithFit() {
  const catalog = smallCatalog();
  catalog.products = catalog.products.map((p) => (p.id === 'merino-cardigan' ? { ...p, ...CARDIGAN_FIT } : p));
  return catalog;
}

const byKey = (items: Record<string, unknown>[]) => new Map(items.map((i) => [`${i.pk}|${i.sk}`, i]));

beforeEach(async () => {
  await clearTables('catalog');
});

describe('catalog import of fit and fabric (JSON)', () => {
  it('keeps the composition, care, fit note, model and measurements, reads them back, and the same file again writes nothing', async () => {
    const json = file('catalog.json', JSON.stringify(catalogWithFit()));
    await importCatalogFile(json, { dryRun: false, io: captureIo() });
    expect(await getProduct('merino-cardigan')).toMatchObject(CARDIGAN_FIT);
    const plain = await getProduct('linen-shirt-oat');
    for (const field of ['composition', 'care', 'fitNote', 'model', 'measurements']) expect(plain).not.toHaveProperty(field);

    const stored = catalogFromStore(await readStoredCatalog());
    expect(stored?.products.find((p) => p.id === 'merino-cardigan')).toMatchObject(CARDIGAN_FIT);
    const again = await importCatalogFile(json, { dryRun: false, io: captureIo() });
    expect({ puts: again.puts.length, deletes: again.deletes.length }).toEqual({ puts: 0, deletes: 0 });
  });

  it('refuses measurements of a size the product does not offer and a measurement in fractions, writing nothing', async () => {
    const catalog = catalogWithFit();
    const cardigan = catalog.products.find((p) => p.id === 'merino-cardigan') as (typeof catalog.products)[number] & typeof CARDIGAN_FIT;
    cardigan.measurements = { S: { chestWidth: 52.3 }, XL: { length: 70 } };
    const before = await scanTable('catalog');
    const { run, io } = adminTest();
    expect(await run(['catalog', 'import', file('bad.json', JSON.stringify(catalog))])).toBe(1);
    const said = io.stderr.join('\n');
    expect(said).toContain('measurements.S.chestWidth: A measurement is in whole or half centimetres, like 52 or 52.5.');
    expect(said).toContain('measurements.XL: Measurements name a size the product does not offer.');
    expect(byKey(await scanTable('catalog'))).toEqual(byKey(before));
  });
});

describe('catalog import of fit and fabric (CSV)', () => {
  const HEADER =
    'productId,name,colorName,price,age,categoryIds,images,size,quantity,warehouse,composition,compositionHr,care,fitNote,modelHeightCm,modelSize,chestWidth,length,sleeve';

  it('reads the product’s fit from its first row and each size’s measurements from its rows, in cm with a point or a comma', async () => {
    await importCatalogFile(file('base.json', JSON.stringify(smallCatalog())), { dryRun: false, io: captureIo() });
    const csv = file(
      'shirts.csv',
      [
        HEADER,
        'linen-shirt-sand,Linen Shirt,Sand,59,ADULT,adult-tops,products/s.svg,S,3,,100% linen,100% lan,"Wash at 30 °C",Relaxed fit,168,S,54,"70,5",60',
        'linen-shirt-sand,,,,,,,S,4,Kaptol Store,,,,,,,,,',
        'linen-shirt-sand,,,,,,,M,2,,,,,,,,57,72,61.5',
        'linen-shirt-sand,,,,,,,L,2,,,,,,,,,,',
      ].join('\n'),
    );
    const { run, io } = adminTest();
    expect(await run(['catalog', 'import', csv]), io.stderr.join('\n')).toBe(0);
    expect(await getProduct('linen-shirt-sand')).toMatchObject({
      composition: '100% linen',
      care: 'Wash at 30 °C',
      fitNote: 'Relaxed fit',
      model: { heightCm: 168, sizeWorn: 'S' },
      measurements: { S: { chestWidth: 54, length: 70.5, sleeve: 60 }, M: { chestWidth: 57, length: 72, sleeve: 61.5 } },
      hr: { composition: '100% lan' },
    });
  });

  it('reports measurements that are no number, out of bounds or given twice differently, and a model in a size not offered, by line', async () => {
    await importCatalogFile(file('base.json', JSON.stringify(smallCatalog())), { dryRun: false, io: captureIo() });
    const before = await scanTable('catalog');
    const csv = file(
      'bad.csv',
      [
        HEADER,
        'linen-shirt-sand,Linen Shirt,Sand,59,ADULT,adult-tops,products/s.svg,S,3,,,,,,168,XL,54,,',
        'linen-shirt-sand,,,,,,,S,4,Kaptol Store,,,,,,,55,,',
        'linen-shirt-sand,,,,,,,M,2,,,,,,,,wide,250,',
      ].join('\n'),
    );
    const { run, io } = adminTest();
    expect(await run(['catalog', 'import', csv])).toBe(1);
    expect(io.stderr).toEqual([
      'line 3: the measurements of size S differ from an earlier row of product linen-shirt-sand; give them once.',
      'line 4: chestWidth: A measurement is a number of centimetres.',
      'line 4: length: A measurement is 3 to 200 cm.',
      'line 2: model.sizeWorn of product linen-shirt-sand: The model wears a size the product does not offer.',
    ]);
    expect(byKey(await scanTable('catalog'))).toEqual(byKey(before));
  });
});
