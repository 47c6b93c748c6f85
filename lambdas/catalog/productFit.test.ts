import { LANGUAGE_HEADER } from '@shop/shared/language';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables } from '../../test/tables.ts';
import { handler as productDesk } from '../admin/handlers/productDesk.ts';
import { gatherPage } from '../pages/sitePages.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { smallCatalog, writeCatalog } from '../testing/catalogFixture.ts';
import { invoke, invokeRoute } from '../testing/invoke.ts';
import { handler as getProduct } from './handlers/getProduct.ts';
import { handler as relatedProducts } from './handlers/relatedProducts.ts';
import { handler as searchProducts } from './handlers/searchProducts.ts';

const clock = testClock();

const FIT = {
  composition: '100% merino wool',
  care: 'Hand wash cold, dry flat',
  fitNote: 'Relaxed fit: take your usual size',
  model: { heightCm: 172, sizeWorn: 'S' },
  measurements: { S: { chestWidth: 52, length: 64.5, sleeve: 58 }, M: { chestWidth: 55, length: 66 } },
};

/** The small catalog with the cardigan's fit, its composition and care in Croatian, its fit note left to English. */
function catalogWithFit() {
  const catalog = smallCatalog();
  catalog.products = catalog.products.map((p) =>
    p.id === 'merino-cardigan'
      ? { ...p, ...FIT, hr: { name: 'Pleteni kardigan', composition: '100% merino vuna', care: 'Ručno prati hladnom vodom', fitNote: ' ' } }
      : p,
  );
  return catalog;
}

const FIT_FIELDS = ['composition', 'care', 'fitNote', 'model', 'measurements'];

beforeEach(async () => {
  await clearTables('catalog', 'staff', 'audit');
  await writeCatalog(catalogWithFit());
  clock.set(TEST_START);
});

describe('a product’s fit and fabric in the shop', () => {
  it('is on the product’s page in English, and in Croatian where written, English where a Croatian field is blank', async () => {
    const english = await invoke(getProduct, { params: { id: 'merino-cardigan' } });
    expect(english.body).toMatchObject(FIT);
    const croatian = await invoke(getProduct, { params: { id: 'merino-cardigan' }, headers: { [LANGUAGE_HEADER]: 'hr' } });
    expect(croatian.body).toMatchObject({
      name: 'Pleteni kardigan',
      composition: '100% merino vuna',
      care: 'Ručno prati hladnom vodom',
      fitNote: 'Relaxed fit: take your usual size',
      model: FIT.model,
      measurements: FIT.measurements,
    });
  });

  it('is absent from a product that has none, and from listings’ and related products’ cards', async () => {
    const plain = await invoke(getProduct, { params: { id: 'linen-shirt-oat' } });
    for (const field of FIT_FIELDS) expect(plain.body).not.toHaveProperty(field);
    const listing = await invoke(searchProducts, { body: { categoryId: 'adult-tops' } });
    const card = listing.body.data.find((p: { id: string }) => p.id === 'merino-cardigan');
    expect(card.name).toBe('Merino Cable Cardigan');
    for (const field of FIT_FIELDS) expect(card).not.toHaveProperty(field);
    const related = await invoke(relatedProducts, { params: { id: 'linen-shirt-oat' } });
    for (const product of related.body) for (const field of FIT_FIELDS) expect(product).not.toHaveProperty(field);
  });

  it('is on the prerendered page’s data in each language', async () => {
    const page = await gatherPage('/products/merino-cardigan', 'hr');
    expect(page).toMatchObject({ kind: 'product', product: { composition: '100% merino vuna', measurements: FIT.measurements } });
  });
});

describe('a product’s fit and fabric at the back office', () => {
  const headersOf = async () => (await activeStaff({ email: 'vesna@tkanica.hr' })).headers;

  it('shows the fit in the form’s fields, saves a change of it, and a save of the same fields changes nothing', async () => {
    const headers = await headersOf();
    const get = () => invokeRoute('GET /api/admin/products/{id}', productDesk, { headers, params: { id: 'merino-cardigan' } });
    const { body } = await get();
    expect(body).toMatchObject({ ...FIT, hr: { composition: '100% merino vuna' } });
    const { id: _id, warehouses: _w, priceHistory: _p, priorPrice: _pp, ...fields } = body;

    const same = await invokeRoute('PUT /api/admin/products/{id}', productDesk, {
      headers,
      params: { id: 'merino-cardigan' },
      body: fields,
    });
    expect(same.body.version).toBe(body.version);

    const changed = await invokeRoute('PUT /api/admin/products/{id}', productDesk, {
      headers,
      params: { id: 'merino-cardigan' },
      body: { ...fields, fitNote: '', model: { heightCm: 180, sizeWorn: 'M' }, measurements: { M: { length: 67.5 } } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).not.toHaveProperty('fitNote');
    expect(changed.body).toMatchObject({
      version: body.version + 1,
      model: { heightCm: 180, sizeWorn: 'M' },
      measurements: { M: { length: 67.5 } },
    });
    const shop = await invoke(getProduct, { params: { id: 'merino-cardigan' } });
    expect(shop.body.measurements).toEqual({ M: { length: 67.5 } });
    expect(shop.body).not.toHaveProperty('fitNote');
  });

  it('refuses measurements of a size the product does not offer with a 400 naming the field, and writes nothing', async () => {
    const headers = await headersOf();
    const { body } = await invokeRoute('GET /api/admin/products/{id}', productDesk, { headers, params: { id: 'merino-cardigan' } });
    const { id: _id, warehouses: _w, priceHistory: _p, priorPrice: _pp, ...fields } = body;
    const refused = await invokeRoute('PUT /api/admin/products/{id}', productDesk, {
      headers,
      params: { id: 'merino-cardigan' },
      body: { ...fields, measurements: { ...FIT.measurements, XL: { length: 70 } } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'measurements.XL': 'Measurements name a size the product does not offer.' });
    expect((await invoke(getProduct, { params: { id: 'merino-cardigan' } })).body.measurements).toEqual(FIT.measurements);
  });
});
