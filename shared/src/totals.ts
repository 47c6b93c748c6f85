import type { Cents } from './money.ts';

/** The smallest amount a payment can be for; a positive total below it is raised to it. */
export const MINIMUM_CHARGE: Cents = 100;

export interface OrderTotals {
  subtotal: Cents;
  shipping: Cents;
  /** What the gift card pays of this order: the subtotal first, then shipping. */
  giftCardApplied: Cents;
  total: Cents;
}

/**
 * The total of an order: subtotal minus gift card plus shipping. The gift card covers
 * the subtotal first, then shipping; a positive total below 1 € is raised to 1 €.
 */
export function orderTotals(input: { subtotal: Cents; shipping: Cents; giftCardBalance?: Cents }): OrderTotals {
  const { subtotal, shipping } = input;
  const balance = Math.max(0, input.giftCardBalance ?? 0);
  const giftCardApplied = Math.min(balance, subtotal + shipping);
  let total = subtotal + shipping - giftCardApplied;
  if (total > 0 && total < MINIMUM_CHARGE) total = MINIMUM_CHARGE;
  return { subtotal, shipping, giftCardApplied, total };
}
