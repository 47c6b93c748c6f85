import type { Cents } from './money.ts';

/** The smallest amount a payment can be for; a positive total below it is raised to it. */
export const MINIMUM_CHARGE: Cents = 100;

export interface OrderTotals {
  subtotal: Cents;
  shipping: Cents;
  /**
   * What the order adds to reach the 1 € a payment must be, shown as its own row; only when
   * the lines and shipping together cost less than 1 € and no gift card pays all of them.
   */
  minimumCharge: Cents;
  /** What the gift card pays of this order: the subtotal first, then shipping. */
  giftCardApplied: Cents;
  /** subtotal + shipping + minimumCharge − giftCardApplied, always. */
  total: Cents;
}

/**
 * The total of an order: subtotal minus gift card plus shipping. The gift card covers
 * the subtotal first, then shipping; a positive total below 1 € is raised to 1 €.
 *
 * Every row shown adds up to the total: a card that would leave less than 1 € to pay pays
 * less, so that exactly 1 € is left (it keeps the rest); when the order itself costs less
 * than 1 € and the card cannot pay all of it, the card is not used and the difference to 1 €
 * is its own row, the minimum charge.
 */
export function orderTotals(input: { subtotal: Cents; shipping: Cents; giftCardBalance?: Cents }): OrderTotals {
  const { subtotal, shipping } = input;
  const due = subtotal + shipping;
  const balance = Math.max(0, input.giftCardBalance ?? 0);
  let giftCardApplied = Math.min(balance, due);
  if (due - giftCardApplied > 0 && due - giftCardApplied < MINIMUM_CHARGE) giftCardApplied = Math.max(0, due - MINIMUM_CHARGE);
  const rest = due - giftCardApplied;
  const minimumCharge = rest > 0 && rest < MINIMUM_CHARGE ? MINIMUM_CHARGE - rest : 0;
  return { subtotal, shipping, minimumCharge, giftCardApplied, total: rest + minimumCharge };
}

/**
 * The minimum charge of an order already priced, from the amounts it keeps: whatever the
 * total holds beyond the lines, shipping and gift card.
 */
export function minimumChargeOf(order: { subtotal: Cents; shipping: Cents; giftCardApplied: Cents; total: Cents }): Cents {
  return Math.max(0, order.total - (order.subtotal + order.shipping - order.giftCardApplied));
}
