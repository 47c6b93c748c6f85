import { beforeAll, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { smallCatalog, writeCatalog } from '../testing/catalogFixture.ts';
import { invoke } from '../testing/invoke.ts';
import type { CatalogInputData } from './catalogInput.ts';
import { handler as fetchByAge } from './handlers/fetchByAge.ts';
import { handler as relatedProducts } from './handlers/relatedProducts.ts';
import { handler as searchProducts } from './handlers/searchProducts.ts';
import { handler as topCollections } from './handlers/topCollections.ts';
import { relatedProducts as relatedProductsOf } from './relatedProducts.ts';

/** The small catalog plus a kid's range, a third adult collection and colour variants of one shirt. */
function storefrontCatalog(): CatalogInputData {
  const catalog = smallCatalog();
  const kidTee = (id: string, colorName: string, colorRelatedProductIds: string[]) => ({
    id,
    name: 'Striped Cotton Tee',
    description: 'A tee.',
    washingInstructions: 'Wash at 40 °C.',
    colorName,
    price: 2400,
    age: 'KID' as const,
    categoryIds: ['kid-tops'],
    images: [`products/${id}-1.svg`],
    sizes: ['7-8', '5-6'],
    colorRelatedProductIds,
    stock: { 'Office Warehouse': { quantities: { '5-6': 2, '7-8': 0 } } },
  });
  for (const product of catalog.products) {
    if (product.id === 'linen-shirt-oat') product.colorRelatedProductIds = ['linen-shirt-sage'];
    if (['dress-02', 'dress-03', 'dress-04'].includes(product.id)) product.colorName = 'Oat';
  }
  return {
    ...catalog,
    categories: [
      ...catalog.categories,
      { id: 'adult-accessories', name: 'Accessories', description: 'Small things.', sortNo: 0, age: 'ADULT' },
      { id: 'kid-tops', name: 'Tops', description: 'Tees.', sortNo: 1, age: 'KID' },
    ],
    collections: [
      ...catalog.collections,
      {
        id: 'linen-basics',
        name: 'Linen Basics',
        description: 'Basics.',
        image: 'collections/basics.svg',
        age: 'ADULT',
        productIds: ['linen-shirt-sage'],
      },
      {
        id: 'back-to-school',
        name: 'Back to School',
        description: 'School.',
        image: 'collections/school.svg',
        age: 'KID',
        productIds: ['kid-tee-sky'],
      },
    ],
    products: [
      ...catalog.products,
      {
        id: 'linen-shirt-sage',
        name: 'Linen Shirt',
        description: 'A shirt.',
        washingInstructions: 'Wash at 30 °C.',
        colorName: 'Sage',
        price: 5900,
        age: 'ADULT',
        categoryIds: ['adult-tops'],
        images: ['products/linen-shirt-sage-1.svg'],
        sizes: ['M'],
        colorRelatedProductIds: ['linen-shirt-oat'],
        stock: { 'Office Warehouse': { quantities: { M: 2 } } },
      },
      kidTee('kid-tee-sky', 'Sky', ['kid-tee-rust']),
      kidTee('kid-tee-rust', 'Rust', ['kid-tee-sky']),
    ],
  };
}

beforeAll(async () => {
  await clearTables('catalog');
  await writeCatalog(storefrontCatalog());
});

describe('POST /api/homePage/fetchByAge', () => {
  it('gives each asked age group its categories by sortNo and its collections', async () => {
    const { status, body } = await invoke(fetchByAge, { body: { ages: ['ADULT', 'KID', 'NB'] } });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['ADULT', 'KID', 'NB']);
    expect(body.ADULT.categories.map((c: { id: string }) => c.id)).toEqual(['adult-accessories', 'adult-dresses', 'adult-tops']);
    expect(body.ADULT.collections.map((c: { id: string }) => c.id)).toEqual(['autumn-linen', 'handknit', 'linen-basics']);
    expect(body.ADULT.collections[0]).toEqual({
      id: 'autumn-linen',
      name: 'Autumn Linen',
      description: 'Linen for cool days.',
      image: 'collections/autumn-linen.svg',
      age: 'ADULT',
    });
    expect(body.KID).toEqual({
      categories: [{ id: 'kid-tops', name: 'Tops', description: 'Tees.', sortNo: 1, age: 'KID' }],
      collections: [expect.objectContaining({ id: 'back-to-school', name: 'Back to School' })],
    });
    expect(body.NB).toEqual({ categories: [], collections: [] });
  });

  it('answers 400 naming ages for a missing list or an unknown age group', async () => {
    const missing = await invoke(fetchByAge, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('ages');
    const unknown = await invoke(fetchByAge, { body: { ages: ['TEEN'] } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)[0]).toMatch(/^ages/);
    expect((await invoke(fetchByAge, { body: { ages: [] } })).status).toBe(400);
  });
});

describe('POST /api/collections/topCollectionToShow', () => {
  it('gives the first two collections of every age group as tiles', async () => {
    const { status, body } = await invoke(topCollections, { body: { topCollectionNo: 2 } });
    expect(status).toBe(200);
    expect(body).toEqual({
      ADULT: [
        { id: 'autumn-linen', name: 'Autumn Linen', image: 'collections/autumn-linen.svg' },
        { id: 'handknit', name: 'Handknit', image: 'collections/handknit.svg' },
      ],
      KID: [{ id: 'back-to-school', name: 'Back to School', image: 'collections/school.svg' }],
      CHILD: [],
      NB: [],
    });
  });

  it('takes 2 when not told, and refuses a count that is not a small whole number', async () => {
    expect((await invoke(topCollections, { body: {} })).body.ADULT).toHaveLength(2);
    const bad = await invoke(topCollections, { body: { topCollectionNo: 'two' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('topCollectionNo');
    expect((await invoke(topCollections, { body: { topCollectionNo: 0 } })).status).toBe(400);
  });
});

describe('GET /api/products/{id}/getRandomRelatedProducts', () => {
  it('gives up to four other products of the category, never the product or its other colours', async () => {
    for (let i = 0; i < 5; i++) {
      const { status, body } = await invoke(relatedProducts, { params: { id: 'dress-05' } });
      expect(status).toBe(200);
      expect(body).toHaveLength(4);
      const ids = body.map((p: { id: string }) => p.id);
      expect(new Set(ids).size).toBe(4);
      expect(ids).not.toContain('dress-05');
      for (const id of ids) expect(id).toMatch(/^dress-\d\d$/);
    }
    const shirt = await invoke(relatedProducts, { params: { id: 'linen-shirt-oat' } });
    expect(shirt.body.map((p: { id: string }) => p.id)).toEqual(['merino-cardigan']);
    expect((await invoke(relatedProducts, { params: { id: 'kid-tee-sky' } })).body).toEqual([]);
  });

  it('puts products in the same colour first', async () => {
    // With the window at the start of the listing, dress-01 to dress-12 are the candidates.
    const related = await relatedProductsOf('dress-03', 'en', () => 0);
    expect(related).toHaveLength(4);
    expect(
      related
        .slice(0, 2)
        .map((p) => p.id)
        .sort(),
    ).toEqual(['dress-02', 'dress-04']);
    expect(related.slice(2).every((p) => p.colorName === 'Sage')).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    expect((await invoke(relatedProducts, { params: { id: 'nope' } })).status).toBe(404);
    expect((await invoke(relatedProducts, { params: { id: 'a b' } })).status).toBe(400);
  });
});

describe('POST /api/products/search filters', () => {
  const ids = (body: { data: { id: string }[] }) => body.data.map((p) => p.id);

  it('lists an age group, and nothing for a category asked for another age', async () => {
    const kid = await invoke(searchProducts, { body: { age: 'KID', size: 10, start: 0 } });
    expect(kid.body).toMatchObject({ total: 2 });
    expect(ids(kid.body).sort()).toEqual(['kid-tee-rust', 'kid-tee-sky']);
    const mismatch = await invoke(searchProducts, { body: { categoryId: 'kid-tops', age: 'ADULT', size: 10, start: 0 } });
    expect(mismatch.body).toEqual({ data: [], total: 0 });
    const same = await invoke(searchProducts, { body: { categoryId: 'kid-tops', age: 'KID', active: true, inActive: false } });
    expect(same.body.total).toBe(2);
  });

  it('filters a name search by age, category and collection before paging', async () => {
    const all = await invoke(searchProducts, { body: { name: 'linen', size: 50, start: 0 } });
    expect(all.body.total).toBe(27);
    const byCategory = await invoke(searchProducts, { body: { name: 'linen', categoryId: 'adult-tops', size: 10, start: 0 } });
    expect(byCategory.body.total).toBe(2);
    expect(ids(byCategory.body).sort()).toEqual(['linen-shirt-oat', 'linen-shirt-sage']);
    const byCollection = await invoke(searchProducts, { body: { name: 'linen', collectionId: 'linen-basics', size: 10, start: 0 } });
    expect(byCollection.body).toMatchObject({ total: 1, data: [{ id: 'linen-shirt-sage' }] });
    const byAge = await invoke(searchProducts, { body: { name: 'striped', age: 'KID' } });
    expect(byAge.body.total).toBe(2);
    expect((await invoke(searchProducts, { body: { name: 'striped', age: 'NB' } })).body).toEqual({ data: [], total: 0 });
    const secondPage = await invoke(searchProducts, { body: { name: 'wrap', size: 10, start: 2 } });
    expect(secondPage.body).toMatchObject({ total: 25 });
    expect(secondPage.body.data).toHaveLength(5);
  });

  it('never shows inactive products, and refuses a category and a collection together', async () => {
    expect((await invoke(searchProducts, { body: { active: false, inActive: true } })).body).toEqual({ data: [], total: 0 });
    const both = await invoke(searchProducts, { body: { categoryId: 'adult-tops', collectionId: 'handknit' } });
    expect(both.status).toBe(400);
    expect(both.body.errors).toHaveProperty('collectionId');
    expect((await invoke(searchProducts, { body: { collectionId: 'nope', name: 'linen' } })).status).toBe(404);
  });
});
