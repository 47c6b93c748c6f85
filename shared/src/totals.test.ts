import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINIMUM_CHARGE, minimumChargeOf, orderTotals } from './totals.ts';

describe('orderTotals', () => {
  it('is subtotal plus shipping without a gift card', () => {
    expect(orderTotals({ subtotal: 4000, shipping: 395 })).toEqual({
      subtotal: 4000,
      shipping: 395,
      minimumCharge: 0,
      giftCardApplied: 0,
      total: 4395,
    });
  });
  it('takes the gift card off the subtotal first, then off shipping', () => {
    expect(orderTotals({ subtotal: 4000, shipping: 395, giftCardBalance: 2500 }).total).toBe(1895);
    expect(orderTotals({ subtotal: 4000, shipping: 395, giftCardBalance: 4200 })).toMatchObject({ giftCardApplied: 4200, total: 195 });
  });
  it('uses no more of the card than the order costs', () => {
    expect(orderTotals({ subtotal: 4000, shipping: 395, giftCardBalance: 10000 })).toMatchObject({ giftCardApplied: 4395, total: 0 });
  });
  it('lets a gift card pay only what leaves exactly 1 € to pay, so the rows add up', () => {
    // The finding: a 28,00 € card on 24,90 + 3,95 shipping pays 27,85 and leaves 1,00.
    expect(orderTotals({ subtotal: 2490, shipping: 395, giftCardBalance: 2800 })).toEqual({
      subtotal: 2490,
      shipping: 395,
      minimumCharge: 0,
      giftCardApplied: 2785,
      total: 100,
    });
    expect(orderTotals({ subtotal: 4000, shipping: 395, giftCardBalance: 4350 })).toMatchObject({ giftCardApplied: 4295, total: 100 });
    expect(orderTotals({ subtotal: 4000, shipping: 0, giftCardBalance: 3999 })).toMatchObject({ giftCardApplied: 3900, total: 100 });
    expect(orderTotals({ subtotal: 4000, shipping: 0, giftCardBalance: 3900 })).toMatchObject({ giftCardApplied: 3900, total: 100 });
    expect(orderTotals({ subtotal: 4000, shipping: 0, giftCardBalance: 3899 })).toMatchObject({ giftCardApplied: 3899, total: 101 });
  });
  it('raises an order below 1 € to 1 € with a row of its own, and keeps a card that cannot pay all of it', () => {
    expect(orderTotals({ subtotal: 80, shipping: 0 })).toEqual({
      subtotal: 80,
      shipping: 0,
      minimumCharge: 20,
      giftCardApplied: 0,
      total: 100,
    });
    expect(orderTotals({ subtotal: 80, shipping: 0, giftCardBalance: 50 })).toMatchObject({
      minimumCharge: 20,
      giftCardApplied: 0,
      total: 100,
    });
    expect(orderTotals({ subtotal: 80, shipping: 0, giftCardBalance: 80 })).toMatchObject({
      minimumCharge: 0,
      giftCardApplied: 80,
      total: 0,
    });
    expect(orderTotals({ subtotal: 0, shipping: 0 })).toMatchObject({ minimumCharge: 0, total: 0 });
  });
  it('ignores a negative balance', () => {
    expect(orderTotals({ subtotal: 1000, shipping: 0, giftCardBalance: -500 }).total).toBe(1000);
  });

  it('always adds up, charges nothing or at least 1 €, and never takes more than the card holds', () => {
    const cents = (max: number) => fc.integer({ min: 0, max });
    fc.assert(
      fc.property(cents(200_000), fc.constantFrom(0, 395, 1500, 2500), fc.option(cents(250_000)), (subtotal, shipping, balance) => {
        const totals = orderTotals({ subtotal, shipping, giftCardBalance: balance ?? undefined });
        expect(totals.subtotal + totals.shipping + totals.minimumCharge - totals.giftCardApplied).toBe(totals.total);
        expect(totals.total === 0 || totals.total >= MINIMUM_CHARGE).toBe(true);
        expect(totals.giftCardApplied).toBeGreaterThanOrEqual(0);
        expect(totals.giftCardApplied).toBeLessThanOrEqual(balance ?? 0);
        expect(totals.giftCardApplied).toBeLessThanOrEqual(subtotal + shipping);
        // A minimum charge only when the order costs less than 1 € and the card is left alone.
        if (totals.minimumCharge > 0) expect(subtotal + shipping < MINIMUM_CHARGE && totals.giftCardApplied === 0).toBe(true);
        // The card pays as much as it may: all it has, all the order costs, or all but the last 1 €.
        const due = subtotal + shipping;
        expect([balance ?? 0, due, Math.max(0, due - MINIMUM_CHARGE)]).toContain(totals.giftCardApplied);
        expect(minimumChargeOf(totals)).toBe(totals.minimumCharge);
      }),
      { numRuns: 2000 },
    );
  });
});
