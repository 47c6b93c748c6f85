import { describe, expect, it } from 'vitest';
import { paymentLines } from './paymentLines.ts';

const shirt = { productName: 'Linen Shirt', productColorName: 'Oat', size: 'M', quantity: 1, unitPriceAfterDiscount: 2490 };

describe('paymentLines', () => {
  it('lists the lines and shipping, and takes off exactly what the gift card pays', () => {
    // 24,90 + 3,95 with a 28,00 € card: the card pays 27,85, the shopper 1,00.
    const { lineItems, giftCard } = paymentLines({
      lines: [shirt],
      subtotal: 2490,
      shipping: 395,
      giftCard: { applied: 2785 },
      total: 100,
    });
    expect(lineItems.map((l) => [l.price_data.product_data.name, l.price_data.unit_amount, l.quantity])).toEqual([
      ['Linen Shirt (Oat), M', 2490, 1],
      ['Shipping', 395, 1],
    ]);
    expect(giftCard).toBe(2785);
  });

  it('adds the minimum charge of an order below 1 € as a line of its own', () => {
    const cheap = { ...shirt, quantity: 2, unitPriceAfterDiscount: 40 };
    const { lineItems, giftCard } = paymentLines({ lines: [cheap], subtotal: 80, shipping: 0, giftCard: null, total: 100 });
    expect(lineItems.map((l) => [l.price_data.product_data.name, l.price_data.unit_amount * l.quantity])).toEqual([
      ['Linen Shirt (Oat), M', 80],
      ['Minimum charge', 20],
    ]);
    expect(giftCard).toBe(0);
  });
});
