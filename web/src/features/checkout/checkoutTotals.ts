import type { Cents } from '@shop/shared/money';
import { type DeliveryMethod, HOME_COUNTRY } from '@shop/shared/shipping';
import { type OrderTotals, orderTotals } from '@shop/shared/totals';
import { chargedShipping, DOMESTIC_VAT, formatVatRate, type VatTreatment, vatTreatmentWithoutOss } from '@shop/shared/vat';
import type { CartLine } from '../cart/cartStore.ts';
import { type AppliedDiscountCode, checkoutSubtotal } from './discountPricing.ts';

/**
 * How the order will be taxed, as far as the browser can tell: an export once a country outside
 * the EU is chosen; otherwise VAT is in the price (which VAT, Croatian or through OSS, does not
 * change the price). Before a country is chosen, the shop's prices.
 */
export function checkoutVatTreatment(country: string, method: DeliveryMethod, territory?: string): VatTreatment {
  if (method === 'DELIVERY' && country === '') return DOMESTIC_VAT;
  // A territory outside the EU's VAT area (the Canary Islands, Åland, ...; useVatTerritory) is an export.
  return vatTreatmentWithoutOss({ country, method, territory });
}

/** The checkout's sums, by the rules the server prices the order with. */
export function checkoutTotals(input: {
  lines: readonly CartLine[];
  code: AppliedDiscountCode | null;
  giftCardAmount: Cents | undefined;
  country: string;
  method: DeliveryMethod;
  /** The territory outside the EU's VAT area the delivery address is in (useVatTerritory). */
  territory?: string;
}): OrderTotals {
  const vat = checkoutVatTreatment(input.country, input.method, input.territory);
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

/** The rows' names in the page's language. */
export interface SummaryLabels {
  subtotal: string;
  shipping: string;
  minimumCharge: string;
  giftCard: string;
}

/** The rows above the total, each shown only when it is not 0 (the subtotal always): they add up to the total. */
export function summaryRows(totals: OrderTotals, labels: SummaryLabels): SummaryRow[] {
  const rows: SummaryRow[] = [{ label: labels.subtotal, amount: totals.subtotal }];
  if (totals.shipping > 0) rows.push({ label: labels.shipping, amount: totals.shipping });
  if (totals.minimumCharge > 0) rows.push({ label: labels.minimumCharge, amount: totals.minimumCharge });
  if (totals.giftCardApplied > 0) rows.push({ label: labels.giftCard, amount: -totals.giftCardApplied });
  return rows;
}

/** What the checkout says about VAT, in the page's language. */
export interface VatNotes {
  included: string;
  rate: (rate: string) => string;
  countryRate: (rate: string) => string;
  export: string;
}

/**
 * What the checkout says about VAT before the order is placed, by shared `checkoutVatText`'s
 * rule: the browser does not know whether the shop charges through OSS, and the price is the
 * same either way, so for an EU country other than Croatia (or none chosen yet) it names no rate.
 */
export function checkoutVatNote(destination: { country: string; method: DeliveryMethod; territory?: string }, notes: VatNotes): string {
  const country = destination.country.trim().toUpperCase();
  if (destination.method === 'DELIVERY' && country === '') return notes.included;
  const treatment = vatTreatmentWithoutOss({ ...destination, country });
  if (treatment.scheme === 'EXPORT') return notes.export;
  if (treatment.scheme === 'DOMESTIC' && destination.method === 'DELIVERY' && country !== HOME_COUNTRY) return notes.included;
  return treatment.scheme === 'OSS' ? notes.countryRate(formatVatRate(treatment.rate)) : notes.rate(formatVatRate(treatment.rate));
}
