import type { Product } from '@shop/shared/contract/catalog';
import { discountedPrice } from '@shop/shared/money';
import { priorPriceOf } from '@shop/shared/priorPrice';
import { LowestPrice } from '../../../ui/LowestPrice.tsx';
import { Price } from '../../../ui/Price.tsx';

/**
 * The price a shopper pays for a product, with the prior price (the lowest of the 30 days before
 * the reduction) struck through when reduced and, below, that lowest price said in words.
 */
export function ProductPrice({
  product,
  className,
}: {
  product: Pick<Product, 'price' | 'discount' | 'lowestPrice30Days'>;
  className?: string;
}) {
  return (
    <div className={className}>
      <Price amount={discountedPrice(product.price, product.discount)} original={priorPriceOf(product)} />
      <LowestPrice product={product} />
    </div>
  );
}
