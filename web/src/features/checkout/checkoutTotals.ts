import type { Cents } from '@shop/shared/money';
import { type DeliveryMethod, shippingFor } from '@shop/shared/shipping';
import { type OrderTotals, orderTotals } from '@shop/shared/totals';
import type { CartLine } from '../cart/cartStore.ts';
import { type AppliedDiscountCode, checkoutSubtotal } from './discountPricing.ts';

/** The checkout's sums, by the rules the server prices the order with. */
export function checkoutTotals(input: {
  lines: readonly CartLine[];
  code: AppliedDiscountCode | null;
  giftCardAmount: Cents | undefined;
  country: string;
  method: DeliveryMethod;
}): OrderTotals {
  const subtotal = checkoutSubtotal(input.lines, input.code);
  // Until a country is chosen the delivery fee is unknown, so it is not shown or added.
  const shippingKnown = input.method === 'PICK_UP' || input.country !== '';
  const shipping = shippingKnown ? shippingFor({ country: input.country, method: input.method, subtotal }) : 0;
  return orderTotals({ subtotal, shipping, giftCardBalance: input.giftCardAmount });
}

export interface SummaryRow {
  label: string;
  /** Added to the total, or taken off it when negative. */
  amount: Cents;
}

/** The rows above the total, each shown only when it is not 0 (the subtotal always): they add up to the total. */
export function summaryRows(totals: OrderTotals): SummaryRow[] {
  const rows: SummaryRow[] = [{ label: 'Subtotal', amount: totals.subtotal }];
  if (totals.shipping > 0) rows.push({ label: 'Shipping', amount: totals.shipping });
  if (totals.minimumCharge > 0) rows.push({ label: 'Minimum charge', amount: totals.minimumCharge });
  if (totals.giftCardApplied > 0) rows.push({ label: 'Gift card', amount: -totals.giftCardApplied });
  return rows;
}
