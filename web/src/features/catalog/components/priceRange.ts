import { PRICE_BANDS } from '@shop/shared/contract/catalog';

/**
 * A price range a shopper types ("From", "To", in euros of the price paid) and how the address
 * keeps it (docs/decisions/081). Both ends are included, as the API's priceMin/priceMax are.
 */
export interface PriceRange {
  min: number;
  max: number | null;
}

/** The highest price the API takes (shared/src/contract/catalog.ts, PriceLimit): 1.000.000,00 €. */
export const MAX_PRICE_CENTS = 100_000_000;

/** Why a typed price is refused; each has its sentence in the filters' texts. */
export type PriceProblem = 'notAPrice' | 'negative' | 'tooHigh' | 'toBelowFrom';

/**
 * Euros as a shopper types them, into cents: "12", "12,5", "12,50", "12.50", "1.234,56"
 * (de-DE and Croatian, with the thousands' dots), "1,234.56", with or without "€"; blank is
 * no limit (undefined). "12,505" is no price: three decimals, and a comma is no thousands'
 * mark here unless a decimal point follows.
 */
export function parseEuros(text: string): number | undefined | PriceProblem {
  const typed = text.replace(/\s|\u00a0|€|EUR/gi, '');
  if (typed === '') return undefined;
  if (/^-/.test(typed) && /\d/.test(typed)) return 'negative';
  let whole: string;
  let fraction = '';
  const grouped = /^(\d{1,3}([.,])\d{3}(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(typed);
  // Thousands dotted as de-DE and Croatian write them; thousands with commas only before a decimal point ("1,234.56").
  if (grouped && grouped[3] !== grouped[2] && (grouped[2] === '.' || grouped[3] === '.')) {
    whole = (grouped[1] as string).replaceAll(grouped[2] as string, '');
    fraction = grouped[4] ?? '';
  } else {
    const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(typed);
    if (!plain) return 'notAPrice';
    whole = plain[1] as string;
    fraction = plain[2] ?? '';
  }
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > MAX_PRICE_CENTS ? 'tooHigh' : cents;
}

/** The range the two boxes say, or the first problem with them (the "From" box's before the "To" box's). */
export function rangeFromInputs(
  from: string,
  to: string,
): { range: PriceRange | undefined } | { problem: PriceProblem; field: 'from' | 'to' } {
  const min = parseEuros(from);
  if (typeof min === 'string') return { problem: min, field: 'from' };
  const max = parseEuros(to);
  if (typeof max === 'string') return { problem: max, field: 'to' };
  if (min !== undefined && max !== undefined && max < min) return { problem: 'toBelowFrom', field: 'to' };
  // From nothing (or 0) to nothing is any price: no filter.
  if (!min && max === undefined) return { range: undefined };
  return { range: { min: min ?? 0, max: max ?? null } };
}

/** Cents as a box shows them again: "12,50", "30" (in the page's decimal comma). */
export function eurosForInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}

/** Whether the range is one of the listing's fixed bands (kept in the address as `price=20-50`). */
export const isBand = (range: PriceRange) => PRICE_BANDS.some((band) => band.min === range.min && band.max === range.max);

/** Cents in the address: "12.5", "30" (a dot, as addresses keep numbers). */
export const eurosParam = (cents: number) => String(cents / 100);

/**
 * A typed range from the address's `priceFrom` and `priceTo` (euros, a dot or a comma for the
 * cents); a value that is not a price, or a range upside down, is ignored as any unknown filter is.
 */
export function rangeFromParams(from: string | null, to: string | null): PriceRange | undefined {
  if (from === null && to === null) return undefined;
  const result = rangeFromInputs(from ?? '', to ?? '');
  return 'range' in result ? result.range : undefined;
}
