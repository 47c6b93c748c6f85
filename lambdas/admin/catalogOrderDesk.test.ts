import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { getCategory } from '../catalog/catalogStore.ts';
import { handler as fetchByAge } from '../catalog/handlers/fetchByAge.ts';
import { handler as homeCollections } from '../catalog/handlers/homeCollections.ts';
import { handler as topCollections } from '../catalog/handlers/topCollections.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader } from '../staff/staffAdapters.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { smallCatalog, writeCatalog } from '../testing/catalogFixture.ts';
import { invoke, invokeRoute } from '../testing/invoke.ts';
import { handler as desk } from './handlers/catalogOrderDesk.ts';

let headers: Record<string, string>;
beforeEach(async () => {
  await clearTables('catalog', 'staff', 'audit');
  const catalog = smallCatalog();
  catalog.categories.push({ id: 'adult-knits', name: 'Knits', description: 'Knitted.', sortNo: 3, age: 'ADULT' });
  await writeCatalog(catalog);
  headers = (await activeStaff({ email: 'maja@tkanica.hr' })).headers;
});

const menu = (body: unknown) => invokeRoute('POST /api/admin/catalogOrder/menu', desk, { body, headers });
const home = (body: unknown) => invokeRoute('POST /api/admin/catalogOrder/home', desk, { body, headers });
const shopMenu = async () => (await invoke(fetchByAge, { method: 'POST', body: { ages: ['ADULT'] } })).body.ADULT;

describe('the desk of the menu and the home page', () => {
  it('shows each age group’s categories and collections in order, featured ones marked, and the home page’s sections', async () => {
    const { status, body } = await invokeRoute('GET /api/admin/catalogOrder', desk, { headers });
    expect(status).toBe(200);
    const adult = body.menus.find((m: { age: string }) => m.age === 'ADULT');
    expect(adult.categories.map((c: { id: string }) => c.id)).toEqual(['adult-dresses', 'adult-tops', 'adult-knits']);
    expect(adult.collections).toEqual([
      { id: 'autumn-linen', name: 'Autumn Linen', featured: true },
      { id: 'handknit', name: 'Handknit', featured: true },
    ]);
    expect(body.home).toEqual({ first: ['autumn-linen'], second: 'autumn-linen', third: ['autumn-linen', 'handknit'], fourth: 'handknit' });
  });

  it('puts the menu in the order given, sortNo with it, features what staff chose, and writes who did it', async () => {
    const saved = await menu({
      age: 'ADULT',
      categoryIds: ['adult-knits', 'adult-dresses', 'adult-tops'],
      collectionIds: ['handknit', 'autumn-linen'],
      featuredIds: ['handknit'],
    });
    expect(saved.status).toBe(200);
    const shown = await shopMenu();
    expect(shown.categories.map((c: { id: string; sortNo: number }) => [c.id, c.sortNo])).toEqual([
      ['adult-knits', 1],
      ['adult-dresses', 2],
      ['adult-tops', 3],
    ]);
    expect(shown.collections.map((c: { id: string }) => c.id)).toEqual(['handknit', 'autumn-linen']);
    expect((await getCategory('adult-knits'))?.sortNo).toBe(1);
    const tiles = await invoke(topCollections, { method: 'POST', body: { topCollectionNo: 2 } });
    expect(tiles.body.ADULT.map((c: { id: string }) => c.id)).toEqual(['handknit']);
    const [entry] = (await readAudit(shopAuditReader, { subject: 'menu#ADULT' }, new Date())).data;
    expect(entry).toMatchObject({ action: 'catalogOrder.menu', staff: { email: 'maja@tkanica.hr' } });
  });

  it('feeds the home page’s sections from the collections chosen', async () => {
    const saved = await home({ first: ['handknit'], second: 'handknit', third: ['handknit'], fourth: 'autumn-linen' });
    expect(saved.status).toBe(200);
    const { body } = await invoke(homeCollections, {});
    expect(body.firstCollection.map((c: { id: string }) => c.id)).toEqual(['handknit']);
    expect(body.secondCollection.products.map((p: { id: string }) => p.id)).toEqual(['merino-cardigan']);
    expect(body.fourthCollection.products).toHaveLength(12);
    const [entry] = (await readAudit(shopAuditReader, { subject: 'home#home' }, new Date())).data;
    expect(entry).toMatchObject({ action: 'catalogOrder.home', after: { fourth: 'autumn-linen' } });
  });

  it('refuses a stale or wrong menu and unknown collections with the reason, and writes nothing', async () => {
    const stale = await menu({
      age: 'ADULT',
      categoryIds: ['adult-dresses'],
      collectionIds: ['autumn-linen', 'handknit'],
      featuredIds: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The menu changed since you opened it: load the page again.');
    const twice = await menu({
      age: 'ADULT',
      categoryIds: ['adult-dresses', 'adult-dresses', 'adult-tops'],
      collectionIds: ['autumn-linen', 'handknit'],
      featuredIds: [],
    });
    expect(twice.status).toBe(409);
    const tooMany = await menu({
      age: 'ADULT',
      categoryIds: ['adult-dresses', 'adult-tops', 'adult-knits'],
      collectionIds: ['autumn-linen', 'handknit'],
      featuredIds: ['autumn-linen', 'handknit', 'handknit'],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toHaveProperty('featuredIds');
    const unknown = await home({ first: ['nope'], second: 'handknit', third: [], fourth: 'gone' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['first', 'fourth']);
    const noCarousel = await home({ first: ['handknit'], second: null, third: [], fourth: 'handknit' });
    expect(noCarousel.status).toBe(400);
    expect(noCarousel.body.errors).toHaveProperty('second');
    expect((await shopMenu()).categories.map((c: { id: string }) => c.id)).toEqual(['adult-dresses', 'adult-tops', 'adult-knits']);
    expect((await readAudit(shopAuditReader, {}, new Date())).data).toEqual([]);
  });
});
