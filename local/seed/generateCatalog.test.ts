import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogInput } from '@shop/lambdas/catalog/catalogInput';
import { AGE_GROUPS } from '@shop/shared/ages';
import { SIZE_ORDER } from '@shop/shared/sizes';
import { describe, expect, it } from 'vitest';
import { demoCatalog, OFFICE } from './demoCatalog.ts';
import { generateCatalog } from './generateCatalog.ts';
import { IMAGES_DIR } from './generateImages.ts';

describe('generateCatalog', () => {
  it('makes 20,000 products that parse, with unique ids', () => {
    const catalog = generateCatalog(20_000);

    expect(catalog.products).toHaveLength(20_000);
    const parsed = CatalogInput.parse(catalog);
    const ids = new Set(parsed.products.map((p) => p.id));
    expect(ids.size).toBe(20_000);

    // All four age groups, over the 20 demo categories of about N/20 products each.
    for (const age of AGE_GROUPS)
      expect(
        parsed.products.some((p) => p.age === age),
        age,
      ).toBe(true);
    const perCategory = new Map<string, number>();
    for (const p of parsed.products) for (const c of p.categoryIds) perCategory.set(c, (perCategory.get(c) ?? 0) + 1);
    expect(perCategory.size).toBe(demoCatalog.categories.length);
    for (const [id, n] of perCategory) {
      expect(n, id).toBeGreaterThan(20_000 / 40);
      expect(n, id).toBeLessThan(20_000 / 10);
    }

    // References hold; images are the demo's files; sizes are known.
    const categoryIds = new Set(parsed.categories.map((c) => c.id));
    const images = new Set(demoCatalog.products.flatMap((p) => p.images));
    const sizes = new Set(SIZE_ORDER);
    const problems: string[] = [];
    for (const p of parsed.products) {
      for (const c of p.categoryIds) if (!categoryIds.has(c)) problems.push(`${p.id}: category ${c}`);
      for (const r of p.colorRelatedProductIds) if (!ids.has(r)) problems.push(`${p.id}: related ${r}`);
      for (const i of p.images) if (!images.has(i)) problems.push(`${p.id}: image ${i}`);
      for (const s of p.sizes) if (!sizes.has(s)) problems.push(`${p.id}: size ${s}`);
      if (!p.stock[OFFICE]) problems.push(`${p.id}: no office stock`);
    }
    for (const c of parsed.collections) for (const id of c.productIds) if (!ids.has(id)) problems.push(`${c.id}: product ${id}`);
    expect(problems).toEqual([]);
    const home = [...parsed.home.first, parsed.home.second, ...parsed.home.third, parsed.home.fourth];
    for (const id of home) expect(parsed.collections.some((c) => c.id === id)).toBe(true);

    // Names spread over many words, so a name search has something to find.
    const words = new Set(parsed.products.flatMap((p) => p.name.toLowerCase().split(/\s+/)));
    expect(words.size).toBeGreaterThan(100);
    expect(new Set(parsed.products.map((p) => p.name)).size).toBeGreaterThan(2000);

    // Some discounted, some pre-order, some sold out.
    expect(parsed.products.filter((p) => p.discount > 0).length).toBeGreaterThan(2000);
    expect(parsed.products.filter((p) => p.preOrder).length).toBeGreaterThan(2000);
    expect(parsed.products.filter((p) => p.sizes.every((s) => p.stock[OFFICE]?.quantities[s] === 0)).length).toBeGreaterThan(100);
  }, 60_000);

  it('references image files that exist', () => {
    for (const p of generateCatalog(200).products) for (const i of p.images) expect(existsSync(join(IMAGES_DIR, i)), i).toBe(true);
  });

  it('gives exactly the count asked for', () => {
    for (const n of [0, 1, 2, 3, 7, 64, 1001]) expect(generateCatalog(n).products).toHaveLength(n);
  });

  it('is deterministic per seed', () => {
    expect(generateCatalog(300)).toEqual(generateCatalog(300));
    expect(generateCatalog(300, 7)).toEqual(generateCatalog(300, 7));
    expect(generateCatalog(300, 7)).not.toEqual(generateCatalog(300, 8));
  });
});
