import type { Product } from '@shop/shared/contract/catalog';
import { discountedPrice } from '@shop/shared/money';
import { Price } from '../../../ui/Price.tsx';

/** The price a shopper pays for a product, with the list price struck through when discounted. */
export function ProductPrice({ product, className }: { product: Pick<Product, 'price' | 'discount'>; className?: string }) {
  return <Price amount={discountedPrice(product.price, product.discount)} original={product.price} className={className} />;
}
