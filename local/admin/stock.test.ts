import { beforeEach, describe, expect, it } from 'vitest';
import { writeCatalog } from '../../lambdas/testing/catalogFixture.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';
import { setStock } from '../../lambdas/catalog/stock.ts';

const byKey = (items: Record<string, any>[]) => new Map(items.map((i) => [`${i.pk}|${i.sk}`, i]));

beforeEach(async () => {
  await clearTables('catalog');
  await writeCatalog();
});

describe('stock set', () => {
  it('changes the count of that size only', async () => {
    const before = byKey(await scanTable('catalog'));
    const { run, io } = adminTest();
    expect(await run(['stock', 'set', 'merino-cardigan', 'M', '6'])).toBe(0);
    expect(io.stdout).toEqual(['Merino Cable Cardigan (merino-cardigan) size M in Office Warehouse: 0 → 6.']);

    const after = byKey(await scanTable('catalog'));
    const cardigan = after.get('P#merino-cardigan|P');
    expect(cardigan).toEqual({ ...before.get('P#merino-cardigan|P'), stock: { S: 1, M: 6 } });
    after.delete('P#merino-cardigan|P');
    before.delete('P#merino-cardigan|P');
    expect(after).toEqual(before);
  });

  it('sets a size in another warehouse, and says so when the count is already right', async () => {
    const { run, io } = adminTest();
    expect(await run(['stock', 'set', 'linen-shirt-oat', 'M', '38', '--warehouse', 'Kaptol Store'])).toBe(0);
    const shirt = (await scanTable('catalog')).find((i) => i.pk === 'P#linen-shirt-oat');
    expect(shirt).toMatchObject({ stock: { M: 5 }, otherWarehouses: [{ name: 'Kaptol Store', quantities: { M: 38 } }] });
    expect(await setStock({ productId: 'linen-shirt-oat', size: 'M', quantity: 5, warehouse: 'Office Warehouse' })).toMatchObject({
      status: 'unchanged',
    });
    expect(io.stdout[0]).toBe('Linen Shirt (linen-shirt-oat) size M in Kaptol Store: 40 → 38.');
  });

  it('refuses unknown products, sizes and warehouses, and bad numbers, writing nothing', async () => {
    const before = byKey(await scanTable('catalog'));
    const { run, io, prepared } = adminTest();
    expect(await run(['stock', 'set', 'no-such-thing', 'M', '1'])).toBe(1);
    expect(await run(['stock', 'set', 'merino-cardigan', 'XL', '1'])).toBe(1);
    expect(await run(['stock', 'set', 'merino-cardigan', 'M', '1', '--warehouse', 'Attic'])).toBe(1);
    expect(io.stderr).toEqual([
      'There is no product no-such-thing.',
      'Product merino-cardigan has no size "XL"; its sizes are S, M.',
      'Product merino-cardigan keeps no stock in "Attic"; its warehouses are "Office Warehouse".',
    ]);

    io.stderr.length = 0;
    const runs = prepared();
    expect(await run(['stock', 'set', 'merino-cardigan', 'M', '-1'])).toBe(1);
    expect(await run(['stock', 'set', 'merino-cardigan', 'M', '2.5'])).toBe(1);
    expect(await run(['stock', 'set', 'merino-cardigan'])).toBe(1);
    expect(io.stderr).toEqual([
      '"-1" is not an option; numbers below zero are not accepted.',
      'quantity is missing.',
      'quantity must be a whole number from 0 to 1000000, not "2.5".',
      'size is missing.',
      'quantity is missing.',
    ]);
    expect(prepared()).toBe(runs);
    expect(byKey(await scanTable('catalog'))).toEqual(before);
  });
});
