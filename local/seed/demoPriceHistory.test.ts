import { discountedPrice } from '@shop/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../lambdas/catalog/catalogImport.ts';
import { priceHistoryPartition } from '../../lambdas/catalog/catalogKeys.ts';
import { getProducts } from '../../lambdas/catalog/catalogStore.ts';
import { productView } from '../../lambdas/catalog/productView.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { DEMO_IDS, demoCatalog } from './demoCatalog.ts';
import { demoPriceHistory, seedDemoPriceHistory } from './demoPriceHistory.ts';

const reduced = demoCatalog.products.filter((p) => (p.discount ?? 0) > 0);

describe('the demo shop’s price history', () => {
  it('ends every reduced product’s past with the offer it has now, and starts listed without a reduction', () => {
    for (const product of reduced) {
      const past = demoPriceHistory({ id: product.id, price: product.price, discount: product.discount ?? 0 });
      expect(past.at(-1), product.id).toMatchObject({ price: product.price, discount: product.discount });
      expect(past[0]?.discount, product.id).toBe(0);
      expect(past.map((p) => p.daysAgo)).toEqual([...past.map((p) => p.daysAgo)].sort((a, b) => b - a));
    }
  });

  describe('seeded', () => {
    beforeAll(async () => {
      await clearTables('catalog');
      await seedCatalog('demo', demoCatalog);
      expect(await seedDemoPriceHistory(new Date('2026-03-02T09:00:00Z'))).toEqual({ seeded: true, products: reduced.length });
    });

    it('gives every reduced product the lowest price of the 30 days before its reduction', async () => {
      const products = (await getProducts(reduced.map((p) => p.id))).map((p) => productView(p, 'en'));
      expect(products).toHaveLength(reduced.length);
      // Every demo reduction is a real one: below the lowest price of the 30 days before it.
      for (const product of products) {
        expect(product.lowestPrice30Days, product.id).toBeGreaterThan(discountedPrice(product.price, product.discount));
      }
      const dress = products.find((p) => p.id === DEMO_IDS.discountedProduct);
      expect(dress).toMatchObject({
        price: 12900,
        discount: DEMO_IDS.discountedPercent,
        lowestPrice30Days: DEMO_IDS.discountedLowestPrice,
      });
    });

    it('keeps each product’s prices, and writes nothing the second time', async () => {
      // The price histories alone: what the seed writes, and what no other work of the run touches.
      const histories = async () => (await scanTable('catalog')).filter((item) => String(item.pk).startsWith(priceHistoryPartition('')));
      const before = await histories();
      const dressHistory = before.filter((item) => item.pk === priceHistoryPartition(DEMO_IDS.discountedProduct));
      expect(dressHistory.map((h) => h.price)).toEqual([11900, 12900, 10320]);
      expect(await seedDemoPriceHistory()).toEqual({ seeded: false, products: 0 });
      expect(await histories()).toEqual(before);
    });
  });
});
