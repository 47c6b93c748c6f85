import type { Cents } from './money.ts';
import { type DeliveryMethod, EU_COUNTRY_CODES, HOME_COUNTRY, shippingFor } from './shipping.ts';

/**
 * VAT by destination (docs/decisions/023-vat-by-destination.md). The shop's prices include
 * Croatian VAT (25 %). Who pays which VAT follows where the goods go:
 * - picked up in Zagreb or delivered in Croatia: Croatian VAT;
 * - delivered to a consumer elsewhere in the EU: Croatian VAT while the shop's EU-wide distance
 *   sales stay under 10.000 € a year, the destination's standard rate through OSS once the
 *   operator has switched OSS on (VAT Directive Art. 59c; `npm run admin -- settings vat`);
 * - delivered outside the EU: an export, exempt from VAT, and charged the price without
 *   Croatian VAT (the buyer pays import VAT at home).
 */

/**
 * A VAT rate in hundredths of a percent: 2500 is 25 %, 2550 is Finland's 25,5 %. Whole numbers,
 * so that every split of an amount is integer arithmetic.
 */
export type VatRate = number;

/** The rate the shop's prices include. */
export const CROATIAN_VAT_RATE: VatRate = 2500;

/**
 * The standard VAT rate of each EU member state as of 1 January 2026 (checked against the
 * Commission's rates, with 2025's changes: Estonia 24 % from 1 July 2025, Romania 21 % from
 * 1 August 2025, Slovakia 23 % from 1 January 2025, Finland 25,5 % from 1 September 2024).
 */
export const EU_STANDARD_VAT_RATES: Readonly<Record<string, VatRate>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SK: 2300,
  SI: 2200,
  ES: 2100,
  SE: 2500,
};

/** EU-wide distance sales to consumers a year up to which the seller's own VAT applies (VAT Directive Art. 59c). */
export const DISTANCE_SALES_THRESHOLD: Cents = 1_000_000;

/** What the operator sets: whether the shop's EU distance sales passed the threshold, so it charges through OSS. */
export interface VatSettings {
  oss: boolean;
}

/** Until the operator says otherwise, the shop is below the threshold. */
export const DEFAULT_VAT_SETTINGS: VatSettings = { oss: false };

/** DOMESTIC: Croatian VAT; OSS: the EU destination's VAT; EXPORT: exempt, outside the EU. */
export type VatScheme = 'DOMESTIC' | 'OSS' | 'EXPORT';

export interface VatTreatment {
  scheme: VatScheme;
  /** The country whose VAT applies (HR for Croatian VAT), or the country exported to. */
  country: string;
  /** 0 for an export. */
  rate: VatRate;
}

export const DOMESTIC_VAT: VatTreatment = { scheme: 'DOMESTIC', country: HOME_COUNTRY, rate: CROATIAN_VAT_RATE };

/** How an order's goods (and so its shipping) are taxed, from where they go. */
export function vatTreatment(destination: { country: string; method: DeliveryMethod }, settings: VatSettings): VatTreatment {
  // Picked up in Zagreb, the goods are supplied in Croatia whoever takes them.
  if (destination.method === 'PICK_UP') return DOMESTIC_VAT;
  const country = destination.country.trim().toUpperCase();
  if (country === HOME_COUNTRY) return DOMESTIC_VAT;
  const rate = EU_STANDARD_VAT_RATES[country];
  if (EU_COUNTRY_CODES.includes(country) && rate !== undefined) {
    return settings.oss ? { scheme: 'OSS', country, rate } : DOMESTIC_VAT;
  }
  return { scheme: 'EXPORT', country, rate: 0 };
}

/** numerator / denominator to the nearest integer, halves away from zero; exact for integers. */
function roundedQuotient(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const quotient = Math.floor(n / denominator);
  const remainder = n - quotient * denominator;
  return sign * (2 * remainder >= denominator ? quotient + 1 : quotient) || 0;
}

/** A VAT-inclusive amount split into base and tax: base + tax = gross, exactly. 12500 at 25 % → 10000 + 2500. */
export function splitGross(gross: Cents, rate: VatRate): { base: Cents; tax: Cents } {
  if (!Number.isSafeInteger(gross)) throw new RangeError(`An amount must be whole cents, got ${gross}`);
  if (!Number.isInteger(rate) || rate < 0) throw new RangeError(`A VAT rate is whole hundredths of a percent, got ${rate}`);
  const base = roundedQuotient(gross * 10_000, 10_000 + rate);
  return { base, tax: gross - base || 0 };
}

/** The VAT an amount at this rate contains. */
export const vatIn = (gross: Cents, rate: VatRate): Cents => splitGross(gross, rate).tax;

/**
 * What the shop charges for something whose shop price (Croatian VAT included) is `shopPrice`:
 * the same price wherever VAT is due in the EU, the price without Croatian VAT for an export.
 */
export function chargedPrice(shopPrice: Cents, treatment: VatTreatment): Cents {
  return treatment.scheme === 'EXPORT' ? splitGross(shopPrice, CROATIAN_VAT_RATE).base : shopPrice;
}

/**
 * The shipping an order is charged: the zone's fee (free over the zone's threshold, judged on
 * the lines at shop prices, as the shipping page lists them), taxed like the goods it carries.
 */
export function chargedShipping(
  input: { country: string; method: DeliveryMethod; shopPriceSubtotal: Cents },
  treatment: VatTreatment,
): Cents {
  return chargedPrice(shippingFor({ country: input.country, method: input.method, subtotal: input.shopPriceSubtotal }), treatment);
}

/** 2500 → "25 %", 2550 → "25,5 %": as a Croatian invoice writes a rate. */
export function formatVatRate(rate: VatRate): string {
  const whole = Math.floor(rate / 100);
  const rest = String(rate % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${rest ? `,${rest}` : ''}\u00a0%`;
}

/** The invoice's note on an export: the exemption and where the law grants it (Zakon o PDV-u, čl. 45; Art. 79(3) wants the reference). */
export const EXPORT_EXEMPTION_NOTE =
  'Oslobođeno PDV-a: izvoz dobara izvan EU, čl. 45. st. 1. Zakona o porezu na dodanu vrijednost (čl. 146. st. 1. t. a) Direktive 2006/112/EZ). / VAT exempt: export of goods outside the EU, Art. 45(1) of the Croatian VAT Act (Art. 146(1)(a) of Directive 2006/112/EC).';

/** What a shopper reads about VAT before paying, on the checkout and the payment page. */
export function vatTreatmentText(treatment: VatTreatment): string {
  if (treatment.scheme === 'EXPORT') {
    return 'Delivery outside the EU: prices without VAT (export, 0 % VAT). Import VAT and duties may be charged on delivery.';
  }
  if (treatment.scheme === 'OSS') return `Prices include ${formatVatRate(treatment.rate)} VAT of the country of delivery.`;
  return `Prices include ${formatVatRate(treatment.rate)} VAT.`;
}

/** The money an amount gives in words of VAT, e.g. for the payment page: "incl. 25 % VAT" or "0 % VAT, export". */
export function vatLabel(treatment: VatTreatment): string {
  return treatment.scheme === 'EXPORT' ? '0 % VAT (export outside the EU)' : `incl. ${formatVatRate(treatment.rate)} VAT`;
}

/**
 * What the checkout says about VAT, before the order is placed. The browser does not know
 * whether the shop charges through OSS, and the price is the same either way: so for an EU
 * country other than Croatia it names no rate (the payment page and the invoice do).
 */
export function checkoutVatText(destination: { country: string; method: DeliveryMethod }): string {
  const country = destination.country.trim().toUpperCase();
  if (destination.method === 'DELIVERY' && country === '') return 'Prices include VAT.';
  const treatment = vatTreatment(destination, DEFAULT_VAT_SETTINGS);
  if (treatment.scheme === 'DOMESTIC' && destination.method === 'DELIVERY' && country !== HOME_COUNTRY) return 'Prices include VAT.';
  return vatTreatmentText(treatment);
}
