import { type Cents, discountedPrice } from '@shop/shared/money';

/**
 * The prior price of an announced reduction (docs/decisions/020-omnibus-prices.md): the lowest
 * price the shop applied during the 30 days before the reduction began, the reduced price itself
 * not counted (Directive 98/6/EC Art. 6a; Zakon o zaštiti potrošača, NN 19/22, čl. 19).
 * Pure rules; the catalog stream (priceHistory.ts) feeds them the product's price history.
 */

/** How many days before a reduction its prior price looks back. */
export const PRIOR_PRICE_DAYS = 30;
export const DAY_MS = 86_400_000;

/** A price the shop applied from `at` (epoch ms) until the next price. */
export interface AppliedPrice {
  at: number;
  price: Cents;
}

/** What a product's price and reduction are at one moment. */
export interface Offer {
  price: Cents;
  discount: number;
}

/** What a reduced product carries of its prior price. */
export interface PriceRecord {
  /** The lowest price of the 30 days before the reduction began, in cents. */
  priorPrice: Cents;
  /** When the reduction began (ISO). */
  reducedSince: string;
}

/** The price a shopper is offered: the list price less the product's own discount (codes aside). */
export const offeredPrice = (offer: Offer): Cents => discountedPrice(offer.price, offer.discount);

/** An announced reduction: the product's own discount, shown with the list price struck through. */
export const isReduced = (offer: Offer): boolean => offer.discount > 0;

/**
 * The lowest price applied during the `days` days before `start`: each price counts from its
 * `at` until the next one, prices from `start` on do not count, and a price replaced at the
 * very moment it came was never applied. Undefined when no price applied in that time (a
 * product on sale for less than 30 days has the prices of the days it was on sale).
 */
export function lowestPriceBefore(applied: readonly AppliedPrice[], start: number, days = PRIOR_PRICE_DAYS): Cents | undefined {
  const windowStart = start - days * DAY_MS;
  const before = applied.filter((a) => a.at < start).sort((a, b) => a.at - b.at);
  let lowest: Cents | undefined;
  before.forEach((a, i) => {
    const until = before[i + 1]?.at ?? start;
    if (until <= Math.max(a.at, windowStart)) return;
    lowest = lowest === undefined ? a.price : Math.min(lowest, a.price);
  });
  return lowest;
}

/** A product as the rule reads it: its offer and the record it carries, if any. */
export interface PricedProduct extends Offer {
  priorPrice?: Cents;
  reducedSince?: string;
}

/** The record a product carries, when it carries a whole one. */
export const priceRecordOf = (p: PricedProduct | undefined): PriceRecord | undefined =>
  p && typeof p.priorPrice === 'number' && typeof p.reducedSince === 'string'
    ? { priorPrice: p.priorPrice, reducedSince: p.reducedSince }
    : undefined;

/**
 * The record a product should carry after a change made at `at` (epoch ms), from the product
 * before (absent when it is new), after, and the prices it had before the change:
 * - not reduced: no record;
 * - price and discount unchanged: the record it has (or had, when a writer dropped it);
 * - reduced further without a break (a progressive reduction): the first reduction's record;
 * - otherwise a reduction begins now, and its prior price is the lowest price of the 30 days
 *   before, the price just before the change included; a product offered reduced from its first
 *   moment has had no other price, so its own counts.
 */
export function priceRecordAfter(
  before: PricedProduct | undefined,
  after: PricedProduct,
  history: readonly AppliedPrice[],
  at: number,
): PriceRecord | undefined {
  if (!isReduced(after)) return undefined;
  const sameOffer =
    before === undefined ? priceRecordOf(after) !== undefined : before.price === after.price && before.discount === after.discount;
  if (sameOffer) return priceRecordOf(after) ?? priceRecordOf(before);
  const carried = priceRecordOf(before);
  if (before && isReduced(before) && carried && offeredPrice(after) <= offeredPrice(before)) return carried;

  const applied = history.filter((h) => h.at < at);
  const latest = applied.reduce<AppliedPrice | undefined>((last, h) => (!last || h.at > last.at ? h : last), undefined);
  // The price just before the change applied until now, whatever the history kept of it.
  if (before && latest?.price !== offeredPrice(before)) applied.push({ at: at - 1, price: offeredPrice(before) });
  return { priorPrice: lowestPriceBefore(applied, at) ?? offeredPrice(after), reducedSince: new Date(at).toISOString() };
}

/** Whether two records say the same (both absent counts). */
export const sameRecord = (a: PriceRecord | undefined, b: PriceRecord | undefined): boolean =>
  a?.priorPrice === b?.priorPrice && a?.reducedSince === b?.reducedSince;

/** What the API shows of a product's prior price: only while it is reduced and the price is known. */
export function lowestPrice30Days(product: PricedProduct): Cents | undefined {
  return isReduced(product) ? priceRecordOf(product)?.priorPrice : undefined;
}
