import { STALE_PRODUCT } from '@shop/shared/contract/adminProducts';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { catalogItems } from '../catalog/catalogImport.ts';
import type { CatalogInputData } from '../catalog/catalogInput.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader } from '../staff/staffAdapters.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { importedItems, smallCatalog, writeCatalog } from '../testing/catalogFixture.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { handler as productDesk } from './handlers/productDesk.ts';

const clock = testClock();
let headers: Record<string, string>;

beforeEach(async () => {
  await clearTables('catalog', 'staff', 'audit');
  await writeCatalog();
  clock.set(TEST_START);
  headers = (await activeStaff({ email: 'vesna@tkanica.hr' })).headers;
});

const get = (id: string) => invokeRoute('GET /api/admin/products/{id}', productDesk, { headers, params: { id } });
const put = (id: string, body: unknown) => invokeRoute('PUT /api/admin/products/{id}', productDesk, { headers, params: { id }, body });
const create = (body: unknown) => invokeRoute('POST /api/admin/products', productDesk, { headers, body });
const stock = (id: string, body: unknown) =>
  invokeRoute('PUT /api/admin/products/{id}/stock', productDesk, { headers, params: { id }, body });

const imported = importedItems;
const asImported = (catalog: CatalogInputData) => imported(catalogItems(catalog));

/** The form's fields of a product as the desk answers them. */
async function fieldsOf(id: string) {
  const { body } = await get(id);
  const { id: _id, warehouses: _w, priceHistory: _p, priorPrice: _pp, ...fields } = body;
  return fields;
}

describe('the products desk', () => {
  it('lists the shop, finds by name words and by exact id, and shows every field with its stock and version', async () => {
    const listed = await invokeRoute('GET /api/admin/products', productDesk, { headers });
    expect(listed.body.data).toHaveLength(27);
    const found = await invokeRoute('GET /api/admin/products', productDesk, { headers, query: { q: 'cardi' } });
    expect(found.body.data.map((p: { id: string }) => p.id)).toEqual(['merino-cardigan']);
    const byId = await invokeRoute('GET /api/admin/products', productDesk, { headers, query: { q: 'linen-shirt-oat' } });
    expect(byId.body.data[0]).toMatchObject({ id: 'linen-shirt-oat', name: 'Linen Shirt', price: 5900, inStock: 5, active: true });

    const shirt = await get('linen-shirt-oat');
    expect(shirt.body).toMatchObject({
      id: 'linen-shirt-oat',
      colorName: 'Oat',
      price: 5900,
      discount: 0,
      categoryIds: ['adult-tops'],
      collectionIds: [],
      version: 0,
      warehouses: [
        { name: 'Office Warehouse', quantities: { M: 5 }, preOrderQuantities: { M: 0 } },
        { name: 'Kaptol Store', quantities: { M: 40 } },
      ],
      priceHistory: [],
    });
    expect((await get('no-such-thing')).status).toBe(404);
  });

  it('an edit keeps every derived item as an import of the same catalog would, and a stale version is refused unchanged', async () => {
    const fields = await fieldsOf('merino-cardigan');
    const saved = await put('merino-cardigan', {
      ...fields,
      name: 'Merino Cable Cardigan Long',
      price: 15900,
      discount: 10,
      categoryIds: ['adult-tops', 'adult-dresses'],
      collectionIds: ['autumn-linen', 'handknit'],
      images: ['products/merino-cardigan-2.svg', 'products/merino-cardigan-1.svg'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, price: 15900, discount: 10, name: 'Merino Cable Cardigan Long' });

    const expected = smallCatalog();
    const cardigan = expected.products.find((p) => p.id === 'merino-cardigan') as (typeof expected.products)[number];
    Object.assign(cardigan, {
      name: 'Merino Cable Cardigan Long',
      price: 15900,
      discount: 10,
      categoryIds: ['adult-tops', 'adult-dresses'],
      images: ['products/merino-cardigan-2.svg', 'products/merino-cardigan-1.svg'],
    });
    expected.collections[0]?.productIds.push('merino-cardigan');
    expect(imported(await scanTable('catalog'))).toEqual(asImported(expected));

    // The second tab read version 0: refused, and nothing changes.
    const before = await scanTable('catalog');
    const stale = await put('merino-cardigan', { ...fields, name: 'Overwritten' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_PRODUCT);
    expect(await scanTable('catalog')).toEqual(before);

    // Taken out of the shop: out of every listing and the name index, counts with it.
    const inactive = await put('dress-03', { ...(await fieldsOf('dress-03')), active: false });
    expect(inactive.status).toBe(200);
    (expected.products.find((p) => p.id === 'dress-03') as { active?: boolean }).active = false;
    expect(imported(await scanTable('catalog'))).toEqual(asImported(expected));
    expect((await readAudit(shopAuditReader, {}, clock.now())).data.map((e) => e.action)).toEqual(['products.edit', 'products.edit']);
  });

  it('saves the Croatian text beside the English, keeps only what is written, and finds the product by its Croatian name', async () => {
    const fields = await fieldsOf('merino-cardigan');
    expect(fields).not.toHaveProperty('hr');
    const hr = { name: 'Pleteni kardigan od merina', colorName: 'Tintnoplava', description: ' ', washingInstructions: '' };
    const saved = await put('merino-cardigan', { ...fields, hr });
    expect(saved.status).toBe(200);
    expect(saved.body.hr).toEqual({ name: 'Pleteni kardigan od merina', colorName: 'Tintnoplava' });

    // As the import would write it, name index and all.
    const expected = smallCatalog();
    const cardigan = expected.products.find((p) => p.id === 'merino-cardigan') as (typeof expected.products)[number];
    cardigan.hr = { name: 'Pleteni kardigan od merina', colorName: 'Tintnoplava' };
    expect(imported(await scanTable('catalog'))).toEqual(asImported(expected));
    const found = await invokeRoute('GET /api/admin/products', productDesk, { headers, query: { q: 'pleteni' } });
    expect(found.body.data.map((p: { id: string }) => p.id)).toEqual(['merino-cardigan']);

    // Emptied again, the Croatian text goes, and with it its words in the index.
    const cleared = await put('merino-cardigan', { ...(await fieldsOf('merino-cardigan')), hr: { name: '' } });
    expect(cleared.body).not.toHaveProperty('hr');
    expect(imported(await scanTable('catalog'))).toEqual(asImported(smallCatalog()));
    const tooLong = await put('merino-cardigan', { ...(await fieldsOf('merino-cardigan')), hr: { name: 'x'.repeat(121) } });
    expect([tooLong.status, tooLong.body.errors]).toEqual([400, { 'hr.name': 'At most 120 characters.' }]);
  });

  it('creates a product in its listings, and refuses a taken id, unknown references and bad fields with the field to fix', async () => {
    const body = {
      id: 'silk-scarf-rust',
      name: 'Silk Scarf',
      description: 'Hand-rolled edges.',
      washingInstructions: 'Hand wash.',
      colorName: 'Rust',
      price: 4500,
      age: 'ADULT',
      kpd: '14.29.14',
      categoryIds: ['adult-tops'],
      collectionIds: ['handknit'],
      colorRelatedProductIds: ['linen-shirt-oat'],
      images: ['products/silk-scarf-rust-1.svg'],
      sizes: ['One size'],
    };
    const made = await create(body);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ id: 'silk-scarf-rust', version: 1, active: true, warehouses: [{ quantities: { 'One size': 0 } }] });

    const expected = smallCatalog();
    expected.products.push({ ...body, stock: {} } as (typeof expected.products)[number]);
    expected.collections[1]?.productIds.push('silk-scarf-rust');
    expect(imported(await scanTable('catalog'))).toEqual(asImported(expected));

    // Two made at the same moment in the same listings each take a place of their own.
    const twins = await Promise.all(['twin-a', 'twin-b'].map((twin) => create({ ...body, id: twin, name: `Silk Scarf ${twin}` })));
    expect(twins.map((t) => t.status)).toEqual([200, 200]);
    const tops = (await scanTable('catalog')).filter((i) => i.pk === 'L#C#adult-tops');
    expect(tops.find((i) => i.sk === '#')?.total).toBe(5);
    expect(tops.filter((i) => i.sk !== '#').map((i) => i.productId)).toEqual(
      expect.arrayContaining(['linen-shirt-oat', 'merino-cardigan', 'silk-scarf-rust', 'twin-a', 'twin-b']),
    );
    expect((await create(body)).status).toBe(409);
    const unknown = await create({ ...body, id: 'other', categoryIds: ['nope'], colorRelatedProductIds: ['ghost'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      categoryIds: 'No such category: nope.',
      colorRelatedProductIds: 'No such other product: ghost.',
    });
    const bad = await create({ ...body, id: 'other', name: ' ', price: 0, discount: 95, images: [], kpd: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: 'The name is required.',
      price: 'The price is at least 0,01 €.',
      discount: 'The discount is 0 to 90 %.',
      images: 'Add at least one image.',
      kpd: 'The KPD code is required (every eRačun line names one).',
    });
    const badKpd = await create({ ...body, id: 'other', kpd: '1421.24' });
    expect([badKpd.status, badKpd.body.errors]).toEqual([400, { kpd: 'A KPD code is six digits like 14.21.24.' }]);
    expect((await readAudit(shopAuditReader, {}, clock.now())).data.map((e) => e.action)).toEqual([
      'products.create',
      'products.create',
      'products.create',
    ]);
  });

  it('sets stock and pre-order quantities per size and warehouse, keeping a sale, and will not take away a size with pieces', async () => {
    const set = await stock('merino-cardigan', { size: 'M', warehouse: 'Office Warehouse', quantity: 3 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ changed: true, product: { warehouses: [{ quantities: { S: 1, M: 3 } }] } });
    const preOrder = await stock('merino-cardigan', { size: 'M', warehouse: 'Office Warehouse', quantity: 9, kind: 'preOrder' });
    expect(preOrder.body.product.warehouses[0].preOrderQuantities).toEqual({ S: 0, M: 9 });
    const kaptol = await stock('linen-shirt-oat', { size: 'M', warehouse: 'Kaptol Store', quantity: 38 });
    expect(kaptol.body.product.warehouses[1].quantities).toEqual({ M: 38 });
    expect((await stock('linen-shirt-oat', { size: 'XL', warehouse: 'Office Warehouse', quantity: 1 })).status).toBe(400);
    expect((await stock('linen-shirt-oat', { size: 'M', warehouse: 'Attic', quantity: 1 })).status).toBe(400);
    expect((await stock('linen-shirt-oat', { size: 'M', warehouse: 'Office Warehouse', quantity: -1 })).body.errors).toEqual({
      quantity: 'The quantity cannot be below 0.',
    });

    // A stock change is not an edit: the form read before it still saves, and keeps the count.
    const fields = await fieldsOf('merino-cardigan');
    await stock('merino-cardigan', { size: 'S', warehouse: 'Office Warehouse', quantity: 7 });
    const saved = await put('merino-cardigan', { ...fields, colorName: 'Navy' });
    expect(saved.body).toMatchObject({ colorName: 'Navy', warehouses: [{ quantities: { S: 7, M: 3 } }] });
    const dropped = await put('merino-cardigan', { ...fields, version: saved.body.version, sizes: ['S'] });
    expect(dropped.status).toBe(400);
    expect(dropped.body.errors.sizes).toBe('Size M still has stock; set it to 0 before taking the size away.');
    expect((await readAudit(shopAuditReader, {}, clock.now())).data.map((e) => e.action).sort()).toEqual([
      'products.edit',
      'products.preOrderStock',
      'products.stock',
      'products.stock',
      'products.stock',
    ]);
  });
});
