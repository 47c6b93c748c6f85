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
import { handler as searchProducts } from './handlers/searchProducts.ts';

const clock = testClock();
const croatian = { [LANGUAGE_HEADER]: 'hr' };

/** The small catalog with the dresses' category named in Croatian and the tops' not. */
function catalog() {
  const c = smallCatalog();
  for (const category of c.categories) if (category.id === 'adult-dresses') category.hr = { name: 'Haljine' };
  return c;
}

beforeEach(async () => {
  await clearTables('catalog', 'staff', 'audit');
  await writeCatalog(catalog());
  clock.set(TEST_START);
});

describe('the category a product page’s trail names', () => {
  it('is the product’s first category, in the shopper’s language, English where its Croatian name is missing', async () => {
    const dress = await invoke(getProduct, { params: { id: 'dress-01' } });
    expect(dress.body.category).toEqual({ id: 'adult-dresses', name: 'Dresses' });
    const haljina = await invoke(getProduct, { params: { id: 'dress-01' }, headers: croatian });
    expect(haljina.body.category).toEqual({ id: 'adult-dresses', name: 'Haljine' });
    const shirt = await invoke(getProduct, { params: { id: 'linen-shirt-oat' }, headers: croatian });
    expect(shirt.body.category).toEqual({ id: 'adult-tops', name: 'Tops & Shirts' });
  });

  it('is on the prerendered page’s data, and not on a listing’s cards', async () => {
    const page = await gatherPage('/products/dress-02', 'hr');
    expect(page).toMatchObject({ kind: 'product', product: { category: { id: 'adult-dresses', name: 'Haljine' } } });
    const listing = await invoke(searchProducts, { body: { categoryId: 'adult-dresses' } });
    for (const card of listing.body.data) expect(card).not.toHaveProperty('category');
  });

  it('follows a save at the back office that puts the product first in another category', async () => {
    const { headers } = await activeStaff({ email: 'vesna@tkanica.hr' });
    const { body } = await invokeRoute('GET /api/admin/products/{id}', productDesk, { headers, params: { id: 'linen-shirt-oat' } });
    const { id: _id, warehouses: _w, priceHistory: _p, priorPrice: _pp, ...fields } = body;
    const saved = await invokeRoute('PUT /api/admin/products/{id}', productDesk, {
      headers,
      params: { id: 'linen-shirt-oat' },
      body: { ...fields, categoryIds: ['adult-dresses', 'adult-tops'] },
    });
    expect(saved.status).toBe(200);
    const shown = await invoke(getProduct, { params: { id: 'linen-shirt-oat' }, headers: croatian });
    expect(shown.body.category).toEqual({ id: 'adult-dresses', name: 'Haljine' });
  });
});
