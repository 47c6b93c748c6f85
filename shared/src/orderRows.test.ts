import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderAmounts } from './contract/orders.ts';
import { ORDER_ROW_LABELS, orderRows } from './orderRows.ts';
import { minimumChargeOf, orderTotals } from './totals.ts';

const LABELS = ORDER_ROW_LABELS.en;

/** An order's figures as an order keeps them: priced by the shop's rule, with or without a code and a gift card. */
const amounts: fc.Arbitrary<OrderAmounts> = fc
  .record({
    beforeDiscount: fc.oneof(fc.integer({ min: 1, max: 150 }), fc.integer({ min: 151, max: 500_000 })),
    percent: fc.option(fc.integer({ min: 1, max: 100 })),
    shipping: fc.constantFrom(0, 395, 690, 1290),
    giftCard: fc.option(fc.integer({ min: 1, max: 600_000 })),
  })
  .map(({ beforeDiscount, percent, shipping, giftCard }) => {
    const subtotal = percent === null ? beforeDiscount : beforeDiscount - Math.round((beforeDiscount * percent) / 100);
    const totals = orderTotals({ subtotal, shipping, giftCardBalance: giftCard ?? undefined });
    return {
      amountBeforeDiscount: beforeDiscount,
      discount: percent === null ? null : { code: 'SLOWFASHION', percent, amount: beforeDiscount - subtotal },
      subtotal,
      shipping,
      minimumCharge: minimumChargeOf(totals),
      giftCard: giftCard === null ? null : { code: 'GIFT', applied: totals.giftCardApplied },
      total: totals.total,
    };
  });

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('the rows above an order’s total', () => {
  it('add up: before the code less the discount is the subtotal, and the subtotal and every row below it are the total', () => {
    fc.assert(
      fc.property(amounts, (order) => {
        const rows = orderRows(order, LABELS);
        const at = rows.findIndex((row) => row.label === LABELS.subtotal);
        expect(sum(rows.slice(at).map((row) => row.amount))).toBe(order.total);
        if (at > 0) expect(sum(rows.slice(0, at).map((row) => row.amount))).toBe(order.subtotal);
        // No row says 0,00 € but the subtotal; whatever was added or taken off has its row.
        for (const row of rows) if (row.label !== LABELS.subtotal) expect(row.amount).not.toBe(0);
        expect(rows.some((row) => row.label === LABELS.shipping)).toBe(order.shipping > 0);
        expect(rows.some((row) => row.label === LABELS.giftCard)).toBe((order.giftCard?.applied ?? 0) > 0);
        expect(rows.some((row) => row.label === LABELS.discount)).toBe((order.discount?.amount ?? 0) > 0);
      }),
      { numRuns: 500 },
    );
  });

  it('name the code and the card they are about', () => {
    const rows = orderRows(
      {
        amountBeforeDiscount: 3900,
        discount: { code: 'SLOWFASHION10', percent: 10, amount: 390 },
        subtotal: 3510,
        shipping: 395,
        minimumCharge: 0,
        giftCard: { code: 'TKANICA-GIFT-25', applied: 2500 },
      },
      LABELS,
    );
    expect(rows).toEqual([
      { label: 'Before discount', amount: 3900 },
      { label: 'Discount', detail: 'SLOWFASHION10, 10 %', amount: -390 },
      { label: 'Subtotal', amount: 3510 },
      { label: 'Shipping', amount: 395 },
      { label: 'Gift card', detail: 'TKANICA-GIFT-25', amount: -2500 },
    ]);
  });
});
