import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getCategory, getProduct } from '../../lambdas/catalog/catalogStore.ts';
import { searchProducts } from '../../lambdas/catalog/searchProducts.ts';
import { smallCatalog } from '../../lambdas/testing/catalogFixture.ts';
import { clearTables } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';
import { importCatalogFile } from './catalog.ts';
import { catalogFromStore, readStoredCatalog } from './catalogSync.ts';
import { captureIo } from './io.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-catalog-languages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
}

/** The small catalog with Croatian text on a product, a category and a collection. */
function catalogInTwoLanguages() {
  const catalog = smallCatalog();
  for (const product of catalog.products) if (product.id === 'linen-shirt-oat') product.hr = { name: 'Lanena košulja', colorName: 'Zob' };
  for (const category of catalog.categories) if (category.id === 'adult-tops') category.hr = { name: 'Majice i košulje' };
  for (const collection of catalog.collections)
    if (collection.id === 'handknit') collection.hr = { name: 'Ručno pleteno', description: 'Isplela ih je ruka.' };
  return catalog;
}

const findInCroatian = async (name: string) =>
  (await searchProducts({ name, start: 0, size: 10 }, 'hr')).data.map((p) => [p.id, p.name, p.colorName]);

beforeEach(async () => {
  await clearTables('catalog');
});

describe('catalog import in two languages', () => {
  it('keeps the Croatian text of a JSON catalog, finds it by its Croatian name, and the same file again writes nothing', async () => {
    const json = file('catalog.json', JSON.stringify(catalogInTwoLanguages()));
    await importCatalogFile(json, { dryRun: false, io: captureIo() });
    expect((await getProduct('linen-shirt-oat'))?.hr).toEqual({ name: 'Lanena košulja', colorName: 'Zob' });
    expect((await getCategory('adult-tops'))?.hr).toEqual({ name: 'Majice i košulje' });
    expect(await findInCroatian('kosulja')).toEqual([['linen-shirt-oat', 'Lanena košulja', 'Zob']]);

    const stored = catalogFromStore(await readStoredCatalog());
    expect(stored?.collections.find((c) => c.id === 'handknit')?.hr).toEqual({ name: 'Ručno pleteno', description: 'Isplela ih je ruka.' });
    const again = await importCatalogFile(json, { dryRun: false, io: captureIo() });
    expect({ puts: again.puts.length, deletes: again.deletes.length }).toEqual({ puts: 0, deletes: 0 });
  });

  it('reads Croatian columns of a CSV, leaves empty ones to English, and keeps the Croatian text of what the file does not name', async () => {
    await importCatalogFile(file('base.json', JSON.stringify(catalogInTwoLanguages())), { dryRun: false, io: captureIo() });
    const csv = file(
      'hats.csv',
      [
        'productId,name,nameHr,colorName,colorNameHr,descriptionHr,price,age,categoryIds,images,size,quantity',
        'knit-hat,Knit Hat,Pletena kapa,Rust,Hrđa,"Topla, mekana kapa.",19.90,ADULT,adult-tops,products/knit-hat-1.svg,S,3',
        'knit-hat,,,,,,,,,,M,2',
        'wool-scarf,Wool Scarf,,Grey,,,39,ADULT,adult-tops,products/wool-scarf-1.svg,One size,7',
      ].join('\n'),
    );
    const { run } = adminTest();
    expect(await run(['catalog', 'import', csv])).toBe(0);
    expect((await getProduct('knit-hat'))?.hr).toEqual({ name: 'Pletena kapa', colorName: 'Hrđa', description: 'Topla, mekana kapa.' });
    expect(await getProduct('wool-scarf')).not.toHaveProperty('hr');
    expect(await findInCroatian('pletena kapa')).toEqual([['knit-hat', 'Pletena kapa', 'Hrđa']]);
    expect(await findInCroatian('wool scarf')).toEqual([['wool-scarf', 'Wool Scarf', 'Grey']]);
    // Products, categories and collections the file does not name keep their Croatian text.
    expect((await getProduct('linen-shirt-oat'))?.hr).toEqual({ name: 'Lanena košulja', colorName: 'Zob' });
    expect((await getCategory('adult-tops'))?.hr).toEqual({ name: 'Majice i košulje' });
  });
});
