import { CatalogInput } from '@shop/lambdas/catalog/catalogInput';
import { AGE_GROUPS } from '@shop/shared/ages';
import { SIZE_ORDER, sortSizes } from '@shop/shared/sizes';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalog, DEMO_IDS, DEMO_PRODUCT_ART, demoCatalog, KAPTOL, OFFICE } from './demoCatalog.ts';

const catalog = CatalogInput.parse(demoCatalog);
const products = new Map(catalog.products.map((p) => [p.id, p]));
const ID = /^[A-Za-z0-9_-]+$/;

const office = (id: string) => {
  const p = products.get(id);
  if (!p) throw new Error(`no product ${id}`);
  const w = p.stock[OFFICE];
  if (!w) throw new Error(`no office stock for ${id}`);
  return w;
};
const isOutOfStock = (p: (typeof catalog.products)[number]) => p.sizes.every((s) => (p.stock[OFFICE]?.quantities[s] ?? 0) === 0);
const productsIn = (categoryId: string) => catalog.products.filter((p) => p.categoryIds.includes(categoryId));

/** The sizes that fit each age group. */
const AGE_SIZES: Record<string, string[]> = {
  ADULT: ['One size', 'XS', 'S', 'XS/S', 'M', 'L', 'M/L', 'XL', 'XXL', '36-38', '39-41'],
  KID: ['One size', '5-6', '7-8', '9-10', '11-12', '5/6y', '7/8y', '9/10y', '11/12y', '13/14y', '110/116', '122/128', '128', '134'],
  CHILD: [
    'One size',
    '1y',
    '2y',
    '2/3y',
    '3y',
    '3/4y',
    '4y',
    '80',
    '86',
    '92',
    '98',
    '104',
    '74/80',
    '86/92',
    '98/104',
    '20/21',
    '22/23',
    '24/25',
    '26/27',
  ],
  NB: ['One size', '50', '56', '62', '68', '74', '80', '50/56', '62/68', '74/80'],
};

describe('demo catalog', () => {
  it('parses with the import schema', () => {
    expect(() => CatalogInput.parse(demoCatalog)).not.toThrow();
  });

  it('has at least 4 categories per age group, with readable ids and sortNo', () => {
    for (const age of AGE_GROUPS) {
      const cats = catalog.categories.filter((c) => c.age === age);
      expect(cats.length, age).toBeGreaterThanOrEqual(4);
      expect(new Set(cats.map((c) => c.sortNo)).size).toBe(cats.length);
      for (const c of cats) {
        expect(c.id).toMatch(ID);
        expect(c.id.startsWith(`${age.toLowerCase()}-`)).toBe(true);
        expect(c.description.length).toBeGreaterThan(10);
        expect(productsIn(c.id).length, `products in ${c.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('has unique ids', () => {
    for (const list of [catalog.categories, catalog.collections, catalog.products]) {
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
      for (const x of list) expect(x.id).toMatch(ID);
    }
  });

  it('has at least 64 products, 16 per age group', () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(64);
    for (const age of AGE_GROUPS) expect(catalog.products.filter((p) => p.age === age).length, age).toBeGreaterThanOrEqual(16);
  });

  it('has at least 6 collections, at least 2 per age group, and a home fed by them', () => {
    expect(catalog.collections.length).toBeGreaterThanOrEqual(6);
    for (const age of AGE_GROUPS) expect(catalog.collections.filter((c) => c.age === age).length, age).toBeGreaterThanOrEqual(2);
    const collection = (id: string) => catalog.collections.find((c) => c.id === id);
    const { first, second, third, fourth } = catalog.home;
    expect(first.length).toBeGreaterThanOrEqual(1);
    expect(first.length).toBeLessThanOrEqual(2);
    expect(third).toHaveLength(2);
    for (const id of [...first, second, ...third, fourth]) expect(collection(id), id).toBeDefined();
    expect(collection(second)?.productIds.length).toBeGreaterThanOrEqual(8);
    expect(collection(fourth)?.productIds.length).toBeGreaterThanOrEqual(8);
    expect(new Set([...first, second, ...third, fourth]).size).toBe(first.length + third.length + 2);
  });

  it('references only things that exist', () => {
    const categoryIds = new Set(catalog.categories.map((c) => c.id));
    for (const p of catalog.products) {
      for (const id of p.categoryIds) expect(categoryIds.has(id), `${p.id} → ${id}`).toBe(true);
      for (const id of p.colorRelatedProductIds) expect(products.has(id), `${p.id} → ${id}`).toBe(true);
      for (const id of p.categoryIds) expect(catalog.categories.find((c) => c.id === id)?.age).toBe(p.age);
    }
    for (const c of catalog.collections) {
      expect(c.productIds.length).toBeGreaterThan(0);
      expect(new Set(c.productIds).size).toBe(c.productIds.length);
      for (const id of c.productIds) {
        expect(products.has(id), `${c.id} → ${id}`).toBe(true);
        expect(products.get(id)?.age).toBe(c.age);
      }
      expect(c.image).toBe(`collections/${c.id}.svg`);
    }
  });

  it('links colour variants both ways: same model, other colours', () => {
    let grouped = 0;
    for (const p of catalog.products) {
      expect(p.colorRelatedProductIds).not.toContain(p.id);
      for (const id of p.colorRelatedProductIds) {
        const other = products.get(id);
        expect(other?.colorRelatedProductIds).toContain(p.id);
        expect(other?.name).toBe(p.name);
        expect(other?.colorName).not.toBe(p.colorName);
      }
      if (p.colorRelatedProductIds.length > 0) grouped++;
    }
    expect(grouped).toBeGreaterThanOrEqual(40);
  });

  it('offers only known sizes that fit the age group, in the shop size order', () => {
    for (const p of catalog.products) {
      expect(p.sizes).toEqual(sortSizes(p.sizes));
      expect(new Set(p.sizes).size).toBe(p.sizes.length);
      for (const s of p.sizes) {
        expect(SIZE_ORDER, `${p.id} ${s}`).toContain(s);
        expect(AGE_SIZES[p.age], `${p.id} ${s}`).toContain(s);
      }
    }
  });

  it('keeps stock only in the two warehouses and only for offered sizes', () => {
    for (const p of catalog.products) {
      expect(
        Object.keys(p.stock).every((w) => w === OFFICE || w === KAPTOL),
        p.id,
      ).toBe(true);
      const o = office(p.id);
      expect(Object.keys(o.quantities).sort()).toEqual([...p.sizes].sort());
      for (const w of Object.values(p.stock)) {
        for (const s of [...Object.keys(w.quantities), ...Object.keys(w.preOrderQuantities)]) expect(p.sizes, `${p.id} ${s}`).toContain(s);
      }
      if (!p.preOrder) expect(o.preOrderQuantities, p.id).toEqual({});
    }
  });

  it('has most sizes in stock with 1–25 pieces', () => {
    const counts = catalog.products.flatMap((p) => p.sizes.map((s) => ({ id: p.id, s, n: office(p.id).quantities[s] ?? 0 })));
    const inStock = counts.filter((c) => c.n > 0);
    expect(inStock.length / counts.length).toBeGreaterThan(0.75);
    for (const c of inStock) {
      if (c.id === DEMO_IDS.cheapProduct && c.s === DEMO_IDS.cheapSize) continue;
      expect(c.n, `${c.id} ${c.s}`).toBeLessThanOrEqual(25);
    }
  });

  it('has pre-orderable sizes at 0 in the office on pre-order products', () => {
    const preOrderSizes = catalog.products.flatMap((p) =>
      p.preOrder ? p.sizes.filter((s) => office(p.id).quantities[s] === 0 && (office(p.id).preOrderQuantities[s] ?? 0) > 0) : [],
    );
    expect(preOrderSizes.length).toBeGreaterThanOrEqual(5);
    const o = office(DEMO_IDS.preOrderProduct);
    expect(products.get(DEMO_IDS.preOrderProduct)?.preOrder).toBe(true);
    expect(o.quantities[DEMO_IDS.preOrderSize]).toBe(0);
    expect(o.preOrderQuantities[DEMO_IDS.preOrderSize]).toBeGreaterThan(0);
  });

  it('has at least 3 sold-out products with pre-order and 3 without', () => {
    const soldOut = catalog.products.filter(isOutOfStock);
    const preorderNow = soldOut.filter((p) => p.preOrder);
    const availableSoon = soldOut.filter((p) => !p.preOrder);
    expect(preorderNow.length).toBeGreaterThanOrEqual(3);
    expect(availableSoon.length).toBeGreaterThanOrEqual(3);
    for (const p of preorderNow)
      expect(
        Object.values(office(p.id).preOrderQuantities).some((n) => n > 0),
        p.id,
      ).toBe(true);
    expect(preorderNow.map((p) => p.id)).toContain(DEMO_IDS.outOfStockPreOrderProduct);
    expect(availableSoon.map((p) => p.id)).toContain(DEMO_IDS.outOfStockProduct);
  });

  it('gives the Kaptol store stock on sizes the office does not have', () => {
    const kaptolOnly = catalog.products.flatMap((p) =>
      p.sizes.filter((s) => office(p.id).quantities[s] === 0 && (p.stock[KAPTOL]?.quantities[s] ?? 0) > 0).map((s) => `${p.id} ${s}`),
    );
    expect(kaptolOnly.length).toBeGreaterThanOrEqual(3);
    expect(kaptolOnly).toContain(`${DEMO_IDS.limitedProduct} ${DEMO_IDS.kaptolOnlySize}`);
    // Sold-out products still have a piece in Kaptol, which must not make them available.
    expect(Object.values(products.get(DEMO_IDS.outOfStockProduct)?.stock[KAPTOL]?.quantities ?? {}).some((n) => n > 0)).toBe(true);
  });

  it('has the special products tests rely on', () => {
    const shirt = products.get(DEMO_IDS.limitedProduct);
    expect(shirt?.preOrder).toBe(false);
    expect(shirt?.discount).toBe(0);
    expect(office(DEMO_IDS.limitedProduct).quantities[DEMO_IDS.limitedSize]).toBe(DEMO_IDS.limitedQuantity);
    expect(office(DEMO_IDS.limitedProduct).preOrderQuantities[DEMO_IDS.limitedSize]).toBeUndefined();
    expect(shirt?.stock[KAPTOL]?.quantities[DEMO_IDS.limitedSize]).toBeUndefined();
    expect(office(DEMO_IDS.limitedProduct).quantities[DEMO_IDS.kaptolOnlySize]).toBe(0);
    expect(shirt?.stock[KAPTOL]?.quantities[DEMO_IDS.kaptolOnlySize]).toBe(3);
    expect([...(shirt?.colorRelatedProductIds ?? [])].sort()).toEqual([...DEMO_IDS.colorRelatedOfLimited].sort());

    const socks = products.get(DEMO_IDS.cheapProduct);
    expect(socks?.price).toBe(DEMO_IDS.cheapPrice);
    expect(socks?.discount).toBe(0);
    expect(socks?.preOrder).toBe(false);
    expect(office(DEMO_IDS.cheapProduct).quantities[DEMO_IDS.cheapSize]).toBe(40);

    const discounted = products.get(DEMO_IDS.discountedProduct);
    expect(discounted?.discount).toBe(DEMO_IDS.discountedPercent);
    expect(discounted && isOutOfStock(discounted)).toBe(false);

    expect(productsIn(DEMO_IDS.loadMoreCategory)).toHaveLength(DEMO_IDS.loadMoreCategoryCount);
    expect(DEMO_IDS.loadMoreCategoryCount).toBeGreaterThan(10);
    expect(catalog.home.first).toContain(DEMO_IDS.heroCollection);
    expect(catalog.home.second).toBe(DEMO_IDS.secondCollection);
    expect(catalog.home.fourth).toBe(DEMO_IDS.fourthCollection);
    for (const id of [DEMO_IDS.kidCategory, DEMO_IDS.childCategory, DEMO_IDS.nbCategory]) expect(productsIn(id).length).toBeGreaterThan(0);
  });

  it('has realistic slow-fashion prices and about a quarter discounted', () => {
    for (const p of catalog.products) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(500);
      expect(p.price).toBeLessThanOrEqual(18900);
    }
    expect(catalog.products.filter((p) => p.price < 1000).length).toBeGreaterThanOrEqual(3);
    const discounted = catalog.products.filter((p) => p.discount > 0);
    expect(discounted.length / catalog.products.length).toBeGreaterThan(0.18);
    expect(discounted.length / catalog.products.length).toBeLessThan(0.35);
    for (const p of discounted) {
      expect(p.discount).toBeGreaterThanOrEqual(10);
      expect(p.discount).toBeLessThanOrEqual(40);
    }
  });

  it('has real texts: 2–4 sentence descriptions, washing instructions, colour names', () => {
    for (const p of catalog.products) {
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, p.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.id).toBeLessThanOrEqual(4);
      expect(p.washingInstructions.length, p.id).toBeGreaterThan(40);
      expect(p.colorName).toBe(DEMO_PRODUCT_ART[p.id]?.colorName);
      expect(p.active).toBe(true);
    }
  });

  it('has every text in Croatian too: each product, category and collection wholly translated, none left in English', () => {
    for (const p of catalog.products) {
      const fit = ['composition', 'care', ...(p.fitNote ? ['fitNote'] : [])];
      expect(Object.keys(p.hr ?? {}).sort(), p.id).toEqual(['colorName', 'description', 'name', 'washingInstructions', ...fit].sort());
      for (const field of ['name', 'description', 'washingInstructions', 'colorName', 'composition', 'care'] as const)
        expect(p.hr?.[field], p.id).not.toBe(p[field]);
      const sentences = (p.hr?.description ?? '').split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, p.id).toBeGreaterThanOrEqual(2);
    }
    for (const c of [...catalog.categories, ...catalog.collections]) {
      expect(c.hr?.name, c.id).toBeTruthy();
      expect(c.hr?.description, c.id).toBeTruthy();
      expect(c.hr?.description, c.id).not.toBe(c.description);
    }
    // Written with Croatian letters, not their ASCII stand-ins.
    const croatian = JSON.stringify(catalog.products.map((p) => p.hr));
    for (const letter of ['č', 'ć', 'š', 'ž', 'đ']) expect(croatian).toContain(letter);
  });

  it('names 2 or 3 images per product, the first the main one', () => {
    for (const p of catalog.products) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(3);
      expect(p.images).toEqual(p.images.map((_, i) => `products/${p.id}-${i + 1}.svg`));
    }
  });

  it('is deterministic', () => {
    expect(buildDemoCatalog()).toEqual(buildDemoCatalog());
    expect(buildDemoCatalog()).toEqual(demoCatalog);
    // A fresh build is a copy: changing it leaves the exported catalog alone.
    const copy = buildDemoCatalog();
    copy.products.pop();
    expect(demoCatalog.products.length).toBe(catalog.products.length);
  });
});
