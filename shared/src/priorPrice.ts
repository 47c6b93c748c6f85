import { type Cents, discountedPrice } from './money.ts';

/**
 * How the shop announces a product's own reduction (docs/decisions/020-omnibus-prices.md): the
 * price struck through is the prior price, the lowest of the 30 days before the reduction, and a
 * percentage is reckoned from it (Directive 98/6/EC Art. 6a; CJEU C-330/23 Aldi Süd; Zakon o
 * zaštiti potrošača čl. 19). A discount code is not announced and does not count here.
 */
export interface Reducible {
  price: Cents;
  /** The product's own reduction, in percent. */
  discount: number;
  /** The lowest offered price of the 30 days before the reduction, as the catalog gives it. */
  lowestPrice30Days?: Cents;
}

/**
 * The prior price beside a reduced product: the 30-day low, or the list price where the catalog
 * knows no history (the only price known to have applied); none when the product is not reduced.
 */
export function priorPriceOf(product: Reducible): Cents | undefined {
  if (!(product.discount > 0)) return undefined;
  return product.lowestPrice30Days ?? product.price;
}

/**
 * The reduction announced as a percentage, reckoned from the prior price and rounded down, so it
 * never says more than the shopper saves; 0, and no badge, when the offered price is no lower
 * than the prior one (a reduction that deepened a recent lower price, or a launch).
 */
export function announcedPercent(product: Reducible): number {
  const prior = priorPriceOf(product);
  if (prior === undefined) return 0;
  const offered = discountedPrice(product.price, product.discount);
  return prior > offered ? Math.floor(((prior - offered) * 100) / prior) : 0;
}
