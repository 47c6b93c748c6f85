import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { invoke } from '../testing/invoke.ts';
import { clearTables } from '../../test/tables.ts';
import { handler as getCategory } from './handlers/getCategory.ts';
import { handler as getCollection } from './handlers/getCollection.ts';
import { handler as getProduct } from './handlers/getProduct.ts';
import { handler as homeCollections } from './handlers/homeCollections.ts';
import { handler as relatedProducts } from './handlers/relatedProducts.ts';
import { handler as searchProducts } from './handlers/searchProducts.ts';
import { productKey } from './catalogKeys.ts';

beforeAll(async () => {
  await clearTables();
  await writeCatalog();
});

describe('GET /api/products/{id}', () => {
  it('answers the product with its stock by warehouse', async () => {
    const { status, body } = await invoke(getProduct, { params: { id: 'linen-shirt-oat' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'linen-shirt-oat',
      name: 'Linen Shirt',
      colorName: 'Oat',
      color: { name: 'Oat' },
      price: 5900,
      outOfStock: false,
    });
    expect(body.productQuantities).toEqual([
      { warehouse: { name: 'Office Warehouse' }, quantities: { M: 5 }, preOrderQuantities: { M: 0 } },
      { warehouse: { name: 'Kaptol Store' }, quantities: { M: 40 }, preOrderQuantities: {} },
    ]);
  });

  it('answers 404 for an unknown product and 400 for an id that is not one', async () => {
    expect((await invoke(getProduct, { params: { id: 'no-such-thing' } })).status).toBe(404);
    const bad = await invoke(getProduct, { params: { id: 'P#x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
  });
});

describe('POST /api/products/search', () => {
  it('pages a category by 10 with the total, in listing order', async () => {
    const pages = await Promise.all(
      [0, 1, 2].map((start) => invoke(searchProducts, { body: { categoryId: 'adult-dresses', size: 10, start } })),
    );
    expect(pages.map((p) => p.body.total)).toEqual([25, 25, 25]);
    expect(pages.map((p) => p.body.data.length)).toEqual([10, 10, 5]);
    expect(pages[0]?.body.data[0].id).toBe('dress-01');
    expect(pages[2]?.body.data[4].id).toBe('dress-25');
    expect((await invoke(searchProducts, { body: { categoryId: 'adult-dresses', start: 3 } })).body.data).toEqual([]);
  });

  it('lists a collection and finds products by any word of their name, without diacritics or case', async () => {
    const collection = await invoke(searchProducts, { body: { collectionId: 'handknit', size: 10, start: 0 } });
    expect(collection.body).toMatchObject({ total: 1, data: [{ id: 'merino-cardigan' }] });
    const byName = await invoke(searchProducts, { body: { name: 'CARDI', size: 10, start: 0 } });
    expect(byName.body.data.map((p: { id: string }) => p.id)).toEqual(['merino-cardigan']);
    const twoWords = await invoke(searchProducts, { body: { name: 'wrap dress 2', size: 10, start: 0 } });
    expect(twoWords.body.data.length).toBeGreaterThan(0);
    expect(twoWords.body.data.map((p: { name: string }) => p.name).sort()).toEqual([
      'Linen Wrap Dress 2',
      ...Array.from({ length: 6 }, (_, i) => `Linen Wrap Dress ${20 + i}`),
    ]);
  });

  it('refuses a too short name, an unknown category and a bad page', async () => {
    expect((await invoke(searchProducts, { body: { name: 'ab' } })).status).toBe(400);
    expect((await invoke(searchProducts, { body: { categoryId: 'nope' } })).status).toBe(404);
    const bad = await invoke(searchProducts, { body: { categoryId: 'adult-dresses', size: 500, start: -1 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['size', 'start']));
    expect((await invoke(searchProducts, { body: '{not json' })).status).toBe(400);
  });
});

describe('home, category and collection', () => {
  it('gives the home sections with the carousels’ products', async () => {
    const { body } = await invoke(homeCollections);
    expect(body.firstCollection.map((c: { id: string }) => c.id)).toEqual(['autumn-linen']);
    expect(body.secondCollection.products).toHaveLength(12);
    expect(body.thirdCollections).toHaveLength(2);
    expect(body.fourthCollection.products.map((p: { id: string }) => p.id)).toEqual(['merino-cardigan']);
  });

  it('gives a category by id, and 404 for an unknown one', async () => {
    const { body } = await invoke(getCategory, { params: { id: 'adult-dresses' }, body: { age: 'ADULT' } });
    expect(body).toEqual({ id: 'adult-dresses', name: 'Dresses', description: 'Dresses made to last.', sortNo: 1, age: 'ADULT' });
    expect((await invoke(getCategory, { params: { id: 'missing' }, body: {} })).status).toBe(404);
  });

  it('gives a collection with its first products', async () => {
    const { body } = await invoke(getCollection, { params: { id: 'autumn-linen' } });
    expect(body).toMatchObject({ id: 'autumn-linen', name: 'Autumn Linen', productCount: 12 });
    expect(body.products).toHaveLength(12);
  });
});

describe('the lowest price of the 30 days before a reduction', () => {
  beforeAll(async () => {
    // What the catalog stream keeps on a reduced product (priceHistory.ts): dress-01 is 20 % off 89,00.
    for (const [id, priorPrice] of [
      ['dress-01', 7900],
      ['linen-shirt-oat', 5900],
    ] as const) {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName('catalog'),
          Key: productKey(id),
          UpdateExpression: 'SET priorPrice = :priorPrice, reducedSince = :since',
          ExpressionAttributeValues: { ':priorPrice': priorPrice, ':since': '2026-03-01T09:00:00.000Z' },
        }),
      );
    }
  });

  const lowestOf = (products: { id: string; lowestPrice30Days?: number }[], id: string) =>
    products.find((p) => p.id === id)?.lowestPrice30Days;

  it('comes with a reduced product wherever products are answered, and never with one at its list price', async () => {
    const product = await invoke(getProduct, { params: { id: 'dress-01' } });
    expect(product.body).toMatchObject({ price: 8900, discount: 20, lowestPrice30Days: 7900 });
    const listing = await invoke(searchProducts, { body: { categoryId: 'adult-dresses', size: 10, start: 0 } });
    expect(lowestOf(listing.body.data, 'dress-01')).toBe(7900);
    expect(lowestOf(listing.body.data, 'dress-02')).toBeUndefined();
    const byName = await invoke(searchProducts, { body: { name: 'wrap dress 1', size: 10, start: 0 } });
    expect(lowestOf(byName.body.data, 'dress-01')).toBe(7900);
    const home = await invoke(homeCollections);
    expect(lowestOf(home.body.secondCollection.products, 'dress-01')).toBe(7900);
    const collection = await invoke(getCollection, { params: { id: 'autumn-linen' } });
    expect(lowestOf(collection.body.products, 'dress-01')).toBe(7900);
    const related = await invoke(relatedProducts, { params: { id: 'dress-02' } });
    for (const p of related.body) expect(p.lowestPrice30Days).toBe(p.id === 'dress-01' ? 7900 : undefined);

    // A record left on a product no longer reduced is not shown.
    const shirt = await invoke(getProduct, { params: { id: 'linen-shirt-oat' } });
    expect(shirt.body.discount).toBe(0);
    expect(shirt.body).not.toHaveProperty('lowestPrice30Days');
  });
});
