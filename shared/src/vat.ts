import { type Cents, formatEuro } from './money.ts';
import { type DeliveryMethod, EU_COUNTRY_CODES, HOME_COUNTRY, shippingFor } from './shipping.ts';
import { EU_CLASS_VAT_RATES, type VatClass, type VatRate } from './vatRates.ts';

export {
  defaultVatClass,
  EU_CLASS_VAT_RATES,
  VAT_CLASSES,
  type VatClass,
  type VatRate,
  vatClassOf,
} from './vatRates.ts';

/**
 * VAT by destination (docs/decisions/023-vat-by-destination.md). The shop's prices include
 * Croatian VAT (25 %). Who pays which VAT follows where the goods go:
 * - picked up in Zagreb or delivered in Croatia: Croatian VAT;
 * - delivered to a consumer elsewhere in the EU: Croatian VAT while the shop's EU-wide distance
 *   sales stay under 10.000 € a year, the destination's standard rate through OSS once the
 *   operator has switched OSS on (VAT Directive Art. 59c; `npm run admin -- settings vat`),
 *   at the rate that country has for the product's class (Ireland's 0 % on children's clothing);
 * - delivered outside the EU, or to a territory outside its VAT area (the Canary Islands, Åland,
 *   ...; vatRates.ts): an export, exempt from VAT, and charged the price without Croatian VAT
 *   (the buyer pays import VAT at home).
 */

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

/** Where the year's EU distance sales stand against the threshold: a warning from 80 %, and at 100 %. */
export type DistanceSalesLevel = 'below' | 'near' | 'reached';

export function distanceSalesLevel(net: Cents, threshold: Cents = DISTANCE_SALES_THRESHOLD): DistanceSalesLevel {
  if (net >= threshold) return 'reached';
  return net * 5 >= threshold * 4 ? 'near' : 'below';
}

/** The year's EU distance sales in words, with what to do about them when they near or reach the threshold. */
export function distanceSalesText(sales: { year: number; net: Cents }, oss: boolean): { level: DistanceSalesLevel; text: string } {
  const level = distanceSalesLevel(sales.net);
  const percent = Math.floor((sales.net * 100) / DISTANCE_SALES_THRESHOLD);
  const total = `EU distance sales in ${sales.year}: ${formatEuro(sales.net)} without VAT, ${percent} % of the ${formatEuro(DISTANCE_SALES_THRESHOLD)} threshold.`;
  if (oss) return { level, text: `${total} OSS is on: EU consumers pay their own country's VAT.` };
  if (level === 'reached') {
    return {
      level,
      text: `${total} The threshold is reached: register for OSS and switch it on now (npm run admin -- settings oss on); from the sale that passes it, EU consumers owe their own country's VAT, for the rest of this year and all of next.`,
    };
  }
  if (level === 'near') {
    return {
      level,
      text: `${total} Past 80 %: register for OSS with the Tax Administration now, and switch it on (npm run admin -- settings oss on) before the total passes the threshold.`,
    };
  }
  return { level, text: total };
}

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
  /** The standard rate (a line's own class may have another, `lineVatRate`); 0 for an export. */
  rate: VatRate;
  /** An export to a territory of an EU country outside the EU's VAT area, e.g. "Canary Islands". */
  territory?: string;
}

export const DOMESTIC_VAT: VatTreatment = { scheme: 'DOMESTIC', country: HOME_COUNTRY, rate: CROATIAN_VAT_RATE };

/** Where an order goes, as far as its VAT cares: the postal code finds territories outside the VAT area. */
export interface VatDestination {
  country: string;
  method: DeliveryMethod;
  /**
   * The territory outside the EU's VAT area the address is in (the Canary Islands, Åland, ...),
   * as `vatExcludedTerritory` of vatTerritories.ts finds it from the postal code: an export.
   */
  territory?: string;
}

/** How an order's goods (and so its shipping) are taxed, from where they go. */
export function vatTreatment(destination: VatDestination, settings: VatSettings): VatTreatment {
  const belowThreshold = vatTreatmentWithoutOss(destination);
  if (!settings.oss || belowThreshold.scheme !== 'DOMESTIC' || destination.method === 'PICK_UP') return belowThreshold;
  const country = destination.country.trim().toUpperCase();
  const rate = EU_STANDARD_VAT_RATES[country];
  return country !== HOME_COUNTRY && rate !== undefined ? { scheme: 'OSS', country, rate } : belowThreshold;
}

/**
 * The treatment while OSS is off, which is all the browser knows (the price is the same either
 * way; the checkout names no rate for another EU country): so the checkout carries no table of
 * the member states' rates: Croatian VAT for Croatia and the rest of the EU, an export elsewhere.
 */
export function vatTreatmentWithoutOss(destination: VatDestination): VatTreatment {
  // Picked up in Zagreb, the goods are supplied in Croatia whoever takes them.
  if (destination.method === 'PICK_UP') return DOMESTIC_VAT;
  const country = destination.country.trim().toUpperCase();
  if (destination.territory) return { scheme: 'EXPORT', country, rate: 0, territory: destination.territory };
  if (country === HOME_COUNTRY) return DOMESTIC_VAT;
  if (EU_COUNTRY_CODES.includes(country)) return DOMESTIC_VAT;
  return { scheme: 'EXPORT', country, rate: 0 };
}

/**
 * The rate of a line of this class: the destination's rate for the class through OSS (Ireland's
 * 0 % on children's clothing), else the treatment's (Croatia has no reduced rate for clothing).
 */
export function lineVatRate(treatment: VatTreatment, vatClass: VatClass): VatRate {
  if (treatment.scheme !== 'OSS') return treatment.rate;
  return EU_CLASS_VAT_RATES[treatment.country]?.[vatClass] ?? treatment.rate;
}

/**
 * An amount that follows the goods (shipping, the minimum charge), split over the rates of the
 * lines it goes with: an ancillary supply takes the VAT of the principal one, so with lines at
 * several rates it is prorated by the lines' amounts. Exactly to the cent: each rate gets its
 * share rounded down, and the cents left go to the largest remainders (the higher rate first on
 * a tie), so the shares add up to `amount`. With no line worth anything, all of it at `fallback`.
 */
export function prorateByRate(amount: Cents, lines: readonly { amount: Cents; vatRate: VatRate }[], fallback: VatRate): [Cents, VatRate][] {
  if (amount < 0) return prorateByRate(-amount, lines, fallback).map(([share, rate]): [Cents, VatRate] => [-share, rate]);
  const byRate = new Map<VatRate, Cents>();
  for (const line of lines) if (line.amount > 0) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.amount);
  const total = [...byRate.values()].reduce((sum, value) => sum + value, 0);
  if (amount === 0 || byRate.size <= 1 || total <= 0) return [[amount, [...byRate.keys()][0] ?? fallback]];
  const shares = [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rate, value]) => {
      const exact = BigInt(amount) * BigInt(value);
      return { rate, share: Number(exact / BigInt(total)), remainder: Number(exact % BigInt(total)) };
    });
  let left = amount - shares.reduce((sum, s) => sum + s.share, 0);
  for (const s of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left <= 0) break;
    s.share += 1;
    left -= 1;
  }
  return shares.map((s): [Cents, VatRate] => [s.share, s.rate]);
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

/**
 * The money an amount gives in words of VAT, e.g. for the payment page: "incl. 25 % VAT" or
 * "0 % VAT, export"; at `rate` when the line has its own (children's clothing through OSS).
 */
export function vatLabel(treatment: VatTreatment, rate: VatRate = treatment.rate): string {
  return treatment.scheme === 'EXPORT' ? '0 % VAT (export outside the EU)' : `incl. ${formatVatRate(rate)} VAT`;
}

/**
 * What the checkout says about VAT, before the order is placed. The browser does not know
 * whether the shop charges through OSS, and the price is the same either way: so for an EU
 * country other than Croatia it names no rate (the payment page and the invoice do).
 */
export function checkoutVatText(destination: VatDestination): string {
  const country = destination.country.trim().toUpperCase();
  if (destination.method === 'DELIVERY' && country === '') return 'Prices include VAT.';
  const treatment = vatTreatmentWithoutOss(destination);
  if (treatment.scheme === 'DOMESTIC' && destination.method === 'DELIVERY' && country !== HOME_COUNTRY) return 'Prices include VAT.';
  return vatTreatmentText(treatment);
}
