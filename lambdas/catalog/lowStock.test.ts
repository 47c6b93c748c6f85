import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { getProduct } from './catalogStore.ts';
import { keepLowStock, lowSizes, lowStock } from './lowStock.ts';

beforeEach(async () => {
  await clearTables('catalog');
  await writeCatalog();
});

describe('the sizes running low', () => {
  it('are the sizes of an active product with 2 pieces or fewer, none of an inactive one', () => {
    const product = { sizes: ['S', 'M', 'L'], stock: { S: 0, M: 2, L: 3 }, active: true };
    expect(lowSizes(product)).toEqual({ S: 0, M: 2 });
    expect(lowSizes({ ...product, active: false })).toEqual({});
    expect(lowSizes(undefined)).toEqual({});
  });

  it('follow the product through the stream: listed when a size runs low, gone when restocked or removed', async () => {
    const product = (await getProduct('linen-shirt-oat'))!;
    // The seeded catalog brings its own (withFacetIndex): the shirt is not among them.
    const shirt = async () => (await lowStock()).filter((item) => item.productId === 'linen-shirt-oat');
    expect(await shirt()).toEqual([]);
    const low = { ...product, stock: { ...product.stock, M: 1 } };
    await keepLowStock([{ eventName: 'MODIFY', oldImage: { ...product }, newImage: { ...low } }]);
    expect(await shirt()).toEqual([expect.objectContaining({ productId: 'linen-shirt-oat', sizes: { M: 1 } })]);
    // Changes that are not of products pass by.
    await keepLowStock([{ eventName: 'INSERT', newImage: { pk: 'HOME', sk: 'HOME' } }]);
    await keepLowStock([{ eventName: 'MODIFY', oldImage: { ...low }, newImage: { ...product } }]);
    expect(await shirt()).toEqual([]);
    await keepLowStock([{ eventName: 'MODIFY', oldImage: { ...product }, newImage: { ...low } }]);
    await keepLowStock([{ eventName: 'REMOVE', oldImage: { ...low } }]);
    expect(await shirt()).toEqual([]);
  });
});
