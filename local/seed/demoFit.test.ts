import { describe, expect, it } from 'vitest';
import { CatalogInput } from '../../lambdas/catalog/catalogInput.ts';
import { buildDemo } from './demoCatalog.ts';

const { catalog } = buildDemo();

describe('the demo catalog’s fit and fabric', () => {
  it('gives every product its composition and care in both languages, as the import takes them', () => {
    expect(CatalogInput.safeParse(catalog).success).toBe(true);
    for (const p of catalog.products) {
      expect(p.composition, p.id).toMatch(/\S/);
      expect(p.care, p.id).toMatch(/\S/);
      expect(p.hr?.composition, p.id).toMatch(/\S/);
      expect(p.hr?.care, p.id).toMatch(/\S/);
      // Written in Croatian, not the English copied: "100% linen" is "100% lan".
      expect(p.hr?.composition, p.id).not.toBe(p.composition);
    }
  });

  it('measures every size of its garments, adults’, kids’, children’s and babies’, and names the size the model wears', () => {
    const measured = catalog.products.filter((p) => p.measurements);
    expect(new Set(measured.map((p) => p.age))).toEqual(new Set(['ADULT', 'KID', 'CHILD', 'NB']));
    for (const p of measured) {
      expect(Object.keys(p.measurements ?? {}).sort(), p.id).toEqual([...p.sizes].sort());
      expect(p.sizes, p.id).toContain(p.model?.sizeWorn);
      expect(p.fitNote, p.id).toMatch(/\S/);
      expect(p.hr?.fitNote, p.id).toMatch(/\S/);
    }
    const shirt = catalog.products.find((p) => p.id === 'adult-linen-shirt-oat');
    expect(shirt).toMatchObject({ composition: '100% linen', hr: { composition: '100% lan' }, model: { heightCm: 172, sizeWorn: 'S' } });
    // A size up is larger than the one below it.
    const sizes = shirt?.sizes ?? [];
    const chest = sizes.map((s) => shirt?.measurements?.[s]?.chestWidth ?? 0);
    expect(chest).toEqual([...chest].sort((a, b) => a - b));
    expect(new Set(chest).size).toBe(chest.length);
  });

  it('leaves accessories without measurements or a model', () => {
    for (const id of ['adult-wool-socks-oat', 'adult-linen-tote-bag-natural', 'nb-cellular-blanket-oat']) {
      const p = catalog.products.find((product) => product.id === id);
      expect(p, id).toBeDefined();
      expect(p, id).not.toHaveProperty('measurements');
      expect(p, id).not.toHaveProperty('model');
    }
  });
});
