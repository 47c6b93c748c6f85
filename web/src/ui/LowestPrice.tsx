import type { Product } from '@shop/shared/contract/catalog';
import { formatEuro } from '@shop/shared/money';
import { useMessages } from '../i18n/messages.ts';

/**
 * Beside every reduced price, the lowest price of the 30 days before the reduction, as the API
 * gives it (Directive 98/6/EC Art. 6a; docs/decisions/020-omnibus-prices.md). Only the product's
 * own reduction is announced: a discount code's is not, so it brings no such line.
 */
export function LowestPrice({ product, className }: { product: Pick<Product, 'discount' | 'lowestPrice30Days'>; className?: string }) {
  const t = useMessages('shop').price;
  if (!(product.discount > 0) || product.lowestPrice30Days === undefined) return null;
  return <p className={`price-lowest${className ? ` ${className}` : ''}`}>{t.lowest(formatEuro(product.lowestPrice30Days))}</p>;
}
