import { describe, expect, it } from 'vitest';
import { OrderRequest } from '@shop/shared/contract/orders';
import type { ProductItem } from '../catalog/catalogItems.ts';
import type { DiscountCodeItem, GiftCardItem } from '../promotions/promotionItems.ts';
import { productFixture } from '../testing/productFixture.ts';
import { ORDERS } from './messages.ts';
import { priceOrder as priceOrderWith } from './priceOrder.ts';

const belowThreshold = { oss: false };
const aboveThreshold = { oss: true };
/** Priced as the shop is now: below the OSS threshold. */
type Priced = Parameters<typeof priceOrderWith>;
const priceOrder = (request: Priced[0], products: Priced[1], discount: Priced[2], giftCard: Priced[3]) =>
  priceOrderWith(request, products, discount, giftCard, belowThreshold);

const product = productFixture;

const address = {
  firstName: 'Ana',
  lastName: 'Horvat',
  street: 'Ilica',
  streetNo: '1',
  city: 'Zagreb',
  country: 'HR',
  zipCode: '10000',
  phone: '091',
};
const request = (cart: { productId: string; sizes: { size: string; quantity: number }[] }[], extra: Record<string, unknown> = {}) =>
  OrderRequest.parse({ deliveryAddress: address, cartProducts: cart, userEmail: 'ana@example.hr', ...extra });
const catalog = (...items: ProductItem[]) => new Map(items.map((p) => [p.id, p]));

describe('priceOrder', () => {
  it('prices from the catalog, whatever the browser thought', () => {
    const tampered = { ...request([{ productId: 'a', sizes: [{ size: 'S', quantity: 2 }] }]), price: 1 } as OrderRequest;
    const priced = priceOrder(tampered, catalog(product('a')), null, null);
    expect(priced.lines[0]).toMatchObject({ unitPrice: 2000, amount: 4000, fromStock: 2, fromPreOrder: 0 });
    expect(priced.totals).toEqual({ subtotal: 4000, shipping: 395, minimumCharge: 0, giftCardApplied: 0, total: 4395 });
  });

  it('ships free in Croatia only over 50 €', () => {
    const at = (price: number) =>
      priceOrder(request([{ productId: 'a', sizes: [{ size: 'S', quantity: 1 }] }]), catalog(product('a', { price })), null, null).totals
        .shipping;
    expect(at(5000)).toBe(395);
    expect(at(5001)).toBe(0);
  });

  it('sells past the shelf from the pre-order quantity only for pre-orderable products, ignoring other warehouses', () => {
    const cart = request([{ productId: 'a', sizes: [{ size: 'M', quantity: 3 }] }]);
    const preorderable = priceOrder(cart, catalog(product('a', { preOrder: true })), null, null);
    expect(preorderable.lines[0]).toMatchObject({ fromStock: 1, fromPreOrder: 2 });
    expect(preorderable.preOrdered).toEqual(['Product a (Oat), size M × 3']);
    expect(preorderable.unavailable).toEqual([]);

    const notPreorderable = priceOrder(cart, catalog(product('a')), null, null);
    expect(notPreorderable.unavailable).toEqual([
      { productId: 'a', productName: 'Product a', productColorName: 'Oat', size: 'M', quantity: 3, available: 1 },
    ]);
    expect(ORDERS.shortLines({ lines: notPreorderable.unavailable }).text).toEqual({
      en: 'Product a (Oat), size M × 3: only 1 available',
      hr: 'Product a (Oat), veličina M × 3: dostupno još samo 1',
    });

    const tooMany = priceOrder(
      request([{ productId: 'a', sizes: [{ size: 'M', quantity: 4 }] }]),
      catalog(product('a', { preOrder: true })),
      null,
      null,
    );
    expect(tooMany.unavailable).toHaveLength(1);
  });

  it('applies the code to its products only, and never stacks it on a product discount', () => {
    const code: DiscountCodeItem = { pk: 'D#X', sk: 'D', name: 'X', percent: 20, productIds: ['a', 'b'], used: 0 };
    const priced = priceOrder(
      request([
        { productId: 'a', sizes: [{ size: 'S', quantity: 1 }] },
        { productId: 'b', sizes: [{ size: 'S', quantity: 1 }] },
        { productId: 'c', sizes: [{ size: 'S', quantity: 1 }] },
      ]),
      catalog(product('a'), product('b', { discount: 30 }), product('c')),
      code,
      null,
    );
    expect(priced.lines.map((l) => [l.productId, l.discountPercent, l.amount])).toEqual([
      ['a', 20, 1600],
      ['b', 30, 1400],
      ['c', 0, 2000],
    ]);
  });

  it('takes the gift card off the subtotal, then shipping', () => {
    const card: GiftCardItem = { pk: 'G#C', sk: 'G', code: 'C', balance: 2500, initialAmount: 2500, expiresAt: '2099-01-01T00:00:00Z' };
    const priced = priceOrder(request([{ productId: 'a', sizes: [{ size: 'S', quantity: 1 }] }]), catalog(product('a')), null, card);
    expect(priced.totals).toEqual({ subtotal: 2000, shipping: 395, minimumCharge: 0, giftCardApplied: 2395, total: 0 });
  });

  it('merges repeated sizes and reports unknown products and sizes', () => {
    const priced = priceOrder(
      request([
        {
          productId: 'a',
          sizes: [
            { size: 'S', quantity: 1 },
            { size: 'S', quantity: 2 },
            { size: 'XXL', quantity: 1 },
          ],
        },
        { productId: 'ghost', sizes: [{ size: 'S', quantity: 1 }] },
      ]),
      catalog(product('a'), product('gone', { active: false })),
      null,
      null,
    );
    expect(priced.lines).toHaveLength(1);
    expect(priced.lines[0]?.quantity).toBe(3);
    expect(priced.unknown).toEqual(['a size XXL', 'ghost']);
  });

  describe('VAT by destination', () => {
    const cart = [{ productId: 'a', sizes: [{ size: 'S', quantity: 2 }] }];
    const to = (country: string, extra: Record<string, unknown> = {}) =>
      request(cart, { deliveryAddress: { ...address, country }, ...extra });

    it('charges Croatia the shop price with 25 % VAT in each line', () => {
      const priced = priceOrderWith(to('HR'), catalog(product('a', { price: 13000 })), null, null, aboveThreshold);
      expect(priced.vatTreatment).toEqual({ scheme: 'DOMESTIC', country: 'HR', rate: 2500 });
      expect(priced.lines.map((l) => [l.unitPrice, l.amount, l.vatRate, l.vat])).toEqual([[13000, 26000, 2500, 5200]]);
      expect(priced.totals).toEqual({ subtotal: 26000, shipping: 0, minimumCharge: 0, giftCardApplied: 0, total: 26000 });
    });

    it('charges a German consumer the same price: Croatian VAT below the threshold, German 19 % above it', () => {
      const below = priceOrderWith(to('DE'), catalog(product('a', { price: 13000 })), null, null, belowThreshold);
      const above = priceOrderWith(to('DE'), catalog(product('a', { price: 13000 })), null, null, aboveThreshold);
      expect(below.totals.total).toBe(26000 + 1500);
      expect(above.totals).toEqual(below.totals);
      expect(below.lines.map((l) => [l.amount, l.vatRate, l.vat])).toEqual([[26000, 2500, 5200]]);
      expect(above.vatTreatment).toEqual({ scheme: 'OSS', country: 'DE', rate: 1900 });
      expect(above.lines.map((l) => [l.amount, l.vatRate, l.vat])).toEqual([[26000, 1900, 4151]]);
    });

    it('charges the United States and Switzerland the price without Croatian VAT, shipping too, and no VAT', () => {
      for (const country of ['US', 'CH']) {
        const priced = priceOrderWith(to(country), catalog(product('a', { price: 15000 })), null, null, aboveThreshold);
        expect(priced.vatTreatment).toEqual({ scheme: 'EXPORT', country, rate: 0 });
        // 2 × 150,00 € at shop prices is 300,00 €, not over the free-shipping threshold: 25,00 € shipping, without VAT 20,00 €.
        expect(priced.lines.map((l) => [l.unitPrice, l.unitPriceAfterDiscount, l.amount, l.vatRate, l.vat])).toEqual([
          [12000, 12000, 24000, 0, 0],
        ]);
        expect(priced.totals).toEqual({ subtotal: 24000, shipping: 2000, minimumCharge: 0, giftCardApplied: 0, total: 26000 });
        expect(priced.amountBeforeDiscount).toBe(24000);
      }
    });

    it('charges Croatian VAT on a pickup in Zagreb, whoever picks it up', () => {
      const priced = priceOrderWith(
        to('US', { deliveryMethod: 'PICK_UP' }),
        catalog(product('a', { price: 15000 })),
        null,
        null,
        aboveThreshold,
      );
      expect(priced.vatTreatment.scheme).toBe('DOMESTIC');
      expect(priced.totals.total).toBe(30000);
    });
  });
});
