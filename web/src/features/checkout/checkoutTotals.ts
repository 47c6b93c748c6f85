import type { Cents } from '@shop/shared/money';
import type { DeliveryMethod } from '@shop/shared/shipping';
import { type OrderTotals, orderTotals } from '@shop/shared/totals';
import { chargedShipping, DEFAULT_VAT_SETTINGS, DOMESTIC_VAT, type VatTreatment, vatTreatment } from '@shop/shared/vat';
import type { CartLine } from '../cart/cartStore.ts';
import { type AppliedDiscountCode, checkoutSubtotal } from './discountPricing.ts';

/**
 * How the order will be taxed, as far as the browser can tell: an export once a country outside
 * the EU is chosen; otherwise VAT is in the price (which VAT, Croatian or through OSS, does not
 * change the price). Before a country is chosen, the shop's prices.
 */
export function checkoutVatTreatment(country: string, method: DeliveryMethod): VatTreatment {
  if (method === 'DELIVERY' && country === '') return DOMESTIC_VAT;
  return vatTreatment({ country, method }, DEFAULT_VAT_SETTINGS);
}

/** The checkout's sums, by the rules the server prices the order with. */
export function checkoutTotals(input: {
  lines: readonly CartLine[];
  code: AppliedDiscountCode | null;
  giftCardAmount: Cents | undefined;
  country: string;
  method: DeliveryMethod;
}): OrderTotals {
  const vat = checkoutVatTreatment(input.country, input.method);
  const subtotal = checkoutSubtotal(input.lines, input.code, vat);
  // Until a country is chosen the delivery fee is unknown, so it is not shown or added.
  const shippingKnown = input.method === 'PICK_UP' || input.country !== '';
  const shopPriceSubtotal = checkoutSubtotal(input.lines, input.code);
  const shipping = shippingKnown ? chargedShipping({ country: input.country, method: input.method, shopPriceSubtotal }, vat) : 0;
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
