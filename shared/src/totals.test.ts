import { describe, expect, it } from 'vitest';
import { orderTotals } from './totals.ts';

describe('orderTotals', () => {
  it('is subtotal plus shipping without a gift card', () => {
    expect(orderTotals({ subtotal: 4000, shipping: 395 })).toEqual({ subtotal: 4000, shipping: 395, giftCardApplied: 0, total: 4395 });
  });
  it('takes the gift card off the subtotal first, then off shipping', () => {
    expect(orderTotals({ subtotal: 4000, shipping: 395, giftCardBalance: 2500 }).total).toBe(1895);
    expect(orderTotals({ subtotal: 4000, shipping: 395, giftCardBalance: 4200 })).toMatchObject({ giftCardApplied: 4200, total: 195 });
  });
  it('uses no more of the card than the order costs', () => {
    expect(orderTotals({ subtotal: 4000, shipping: 395, giftCardBalance: 10000 })).toMatchObject({ giftCardApplied: 4395, total: 0 });
  });
  it('raises a positive total below 1 € to 1 €', () => {
    expect(orderTotals({ subtotal: 4000, shipping: 395, giftCardBalance: 4350 })).toMatchObject({ giftCardApplied: 4350, total: 100 });
    expect(orderTotals({ subtotal: 4000, shipping: 0, giftCardBalance: 3999 }).total).toBe(100);
    expect(orderTotals({ subtotal: 4000, shipping: 0, giftCardBalance: 3900 }).total).toBe(100);
    expect(orderTotals({ subtotal: 4000, shipping: 0, giftCardBalance: 3899 }).total).toBe(101);
  });
  it('ignores a negative balance', () => {
    expect(orderTotals({ subtotal: 1000, shipping: 0, giftCardBalance: -500 }).total).toBe(1000);
  });
});
