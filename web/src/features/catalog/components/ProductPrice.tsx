import type { Product } from '@shop/shared/contract/catalog';
import { discountedPrice } from '@shop/shared/money';
import { LowestPrice } from '../../../ui/LowestPrice.tsx';
import { Price } from '../../../ui/Price.tsx';

/**
 * The price a shopper pays for a product, with the list price struck through when discounted
 * and, below, the lowest price of the 30 days before the reduction.
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
      <Price amount={discountedPrice(product.price, product.discount)} original={product.price} />
      <LowestPrice product={product} />
    </div>
  );
}
