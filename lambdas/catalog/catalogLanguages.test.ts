import { LANGUAGE_HEADER } from '@shop/shared/language';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { ORIGIN_SECRET_HEADER } from '../platform/edge.ts';
import { smallCatalog, writeCatalog } from '../testing/catalogFixture.ts';
import { invoke } from '../testing/invoke.ts';
import type { CatalogInputData } from './catalogInput.ts';
import { handler as fetchByAge } from './handlers/fetchByAge.ts';
import { handler as getCategory } from './handlers/getCategory.ts';
import { handler as getCollection } from './handlers/getCollection.ts';
import { handler as getProduct } from './handlers/getProduct.ts';
import { handler as homeCollections } from './handlers/homeCollections.ts';
import { handler as productsByIds } from './handlers/productsByIds.ts';
import { handler as searchProducts } from './handlers/searchProducts.ts';
import { handler as topCollections } from './handlers/topCollections.ts';

/** The small catalog with Croatian text: the shirt whole, the cardigan's name alone, the dresses none. */
function catalogInTwoLanguages(): CatalogInputData {
  const catalog = smallCatalog();
  for (const product of catalog.products) {
    if (product.id === 'linen-shirt-oat')
      product.hr = { name: 'Lanena košulja', description: 'Košulja.', washingInstructions: 'Prati na 30 °C.', colorName: 'Zob' };
    if (product.id === 'merino-cardigan') product.hr = { name: 'Pleteni kardigan od merina', description: '  ' };
  }
  for (const category of catalog.categories) if (category.id === 'adult-dresses') category.hr = { name: 'Haljine' };
  for (const collection of catalog.collections)
    if (collection.id === 'handknit') collection.hr = { name: 'Ručno pleteno', description: 'Isplela ih je ruka.' };
  return catalog;
}

const croatian = { [LANGUAGE_HEADER]: 'hr' };
const names = (products: { name: string }[]) => products.map((p) => p.name);

beforeAll(async () => {
  await clearTables('catalog');
  await writeCatalog(catalogInTwoLanguages());
});

describe('the catalog in two languages', () => {
  it('answers a product in Croatian when asked so, and in English without the header, unchanged', async () => {
    const english = await invoke(getProduct, { params: { id: 'linen-shirt-oat' } });
    expect(english.body).toMatchObject({ name: 'Linen Shirt', description: 'A shirt.', colorName: 'Oat', color: { name: 'Oat' } });
    expect(english.body).not.toHaveProperty('hr');
    const asked = await invoke(getProduct, { params: { id: 'linen-shirt-oat' }, headers: { [LANGUAGE_HEADER]: 'en' } });
    expect(asked.body).toEqual(english.body);
    const inCroatian = await invoke(getProduct, { params: { id: 'linen-shirt-oat' }, headers: croatian });
    expect(inCroatian.body).toEqual({
      ...english.body,
      name: 'Lanena košulja',
      description: 'Košulja.',
      washingInstructions: 'Prati na 30 °C.',
      colorName: 'Zob',
      color: { name: 'Zob' },
    });
  });

  it('falls back to English field by field, a blank Croatian field as a missing one', async () => {
    const { body } = await invoke(getProduct, { params: { id: 'merino-cardigan' }, headers: croatian });
    expect(body).toMatchObject({
      name: 'Pleteni kardigan od merina',
      description: 'Knitted by hand.',
      washingInstructions: 'Hand wash cold.',
      colorName: 'Ink Blue',
    });
    const dress = await invoke(getProduct, { params: { id: 'dress-01' }, headers: croatian });
    expect(dress.body.name).toBe('Linen Wrap Dress 1');
  });

  it('tells the edge that its cached answers differ by language', async () => {
    const compressed = (await getCollection(
      {
        headers: { [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET, ...croatian, 'accept-encoding': 'br' },
        pathParameters: { id: 'autumn-linen' },
        requestContext: { http: { method: 'GET' } },
        rawPath: '/api/collections/autumn-linen',
      } as unknown as APIGatewayProxyEventV2,
      {} as Context,
    )) as APIGatewayProxyStructuredResultV2;
    expect(compressed.headers?.['content-encoding']).toBe('br');
    expect(String(compressed.headers?.vary).split(', ')).toEqual([LANGUAGE_HEADER, 'accept-encoding']);
    expect((await invoke(getProduct, { params: { id: 'linen-shirt-oat' } })).headers.vary).toBe(LANGUAGE_HEADER);
  });

  it('answers categories, collections, the header and the home page in Croatian', async () => {
    const category = await invoke(getCategory, { params: { id: 'adult-dresses' }, body: {}, headers: croatian });
    expect(category.body).toEqual({ id: 'adult-dresses', name: 'Haljine', description: 'Dresses made to last.', sortNo: 1, age: 'ADULT' });
    expect((await invoke(getCategory, { params: { id: 'adult-dresses' }, body: {} })).body.name).toBe('Dresses');

    const collection = await invoke(getCollection, { params: { id: 'handknit' }, headers: croatian });
    expect(collection.body).toMatchObject({ name: 'Ručno pleteno', description: 'Isplela ih je ruka.' });
    expect(names(collection.body.products)).toEqual(['Pleteni kardigan od merina']);
    expect(collection.body).not.toHaveProperty('hr');

    const nav = await invoke(fetchByAge, { body: { ages: ['ADULT'] }, headers: croatian });
    expect(names(nav.body.ADULT.categories)).toEqual(['Haljine', 'Tops & Shirts']);
    expect(names(nav.body.ADULT.collections)).toEqual(['Autumn Linen', 'Ručno pleteno']);
    expect(nav.body.ADULT.collections[1]).not.toHaveProperty('hr');
    expect(names((await invoke(fetchByAge, { body: { ages: ['ADULT'] } })).body.ADULT.collections)).toEqual(['Autumn Linen', 'Handknit']);

    const tiles = await invoke(topCollections, { body: { topCollectionNo: 2 }, headers: croatian });
    expect(tiles.body.ADULT).toEqual([
      { id: 'autumn-linen', name: 'Autumn Linen', image: 'collections/autumn-linen.svg' },
      { id: 'handknit', name: 'Ručno pleteno', image: 'collections/handknit.svg' },
    ]);

    const home = await invoke(homeCollections, { headers: croatian });
    expect(names(home.body.thirdCollections)).toEqual(['Autumn Linen', 'Ručno pleteno']);
    expect(home.body.fourthCollection).toMatchObject({ name: 'Ručno pleteno', description: 'Isplela ih je ruka.' });
    expect(names(home.body.fourthCollection.products)).toEqual(['Pleteni kardigan od merina']);
    expect((await invoke(homeCollections)).body.fourthCollection.name).toBe('Handknit');
  });

  it('answers listings and wishlists in Croatian', async () => {
    const listing = await invoke(searchProducts, { body: { categoryId: 'adult-tops' }, headers: croatian });
    expect(names(listing.body.data)).toEqual(['Lanena košulja', 'Pleteni kardigan od merina']);
    const wishlist = await invoke(productsByIds, { body: { productIds: ['linen-shirt-oat'] }, headers: croatian });
    expect(names(wishlist.body.data)).toEqual(['Lanena košulja']);
  });

  it('finds a product by its Croatian name when asked in Croatian, diacritics or not, and by its English name too', async () => {
    const search = (name: string, headers: Record<string, string> = croatian, extra: object = {}) =>
      invoke(searchProducts, { body: { name, ...extra }, headers });
    expect(names((await search('košulja')).body.data)).toEqual(['Lanena košulja']);
    expect(names((await search('lanena kosulja')).body.data)).toEqual(['Lanena košulja']);
    expect(names((await search('pleteni merin')).body.data)).toEqual(['Pleteni kardigan od merina']);
    expect(names((await search('linen shirt')).body.data)).toEqual(['Lanena košulja']);
    // With a sort or a filter the search reads the index the stream keeps: the same answer.
    expect((await search('kosulja', croatian, { sort: 'price-asc', facets: true })).body).toMatchObject({
      total: 1,
      data: [expect.objectContaining({ name: 'Lanena košulja' })],
    });
    // In English a Croatian name finds nothing; the English name finds the English product.
    expect((await search('kosulja', {})).body).toEqual({ data: [], total: 0 });
    expect((await search('kosulja', {}, { sort: 'price-asc' })).body).toMatchObject({ data: [], total: 0 });
    expect(names((await search('linen shirt', {})).body.data)).toEqual(['Linen Shirt']);
  });
});
