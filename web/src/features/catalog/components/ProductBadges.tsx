import type { Product } from '@shop/shared/contract/catalog';

/** SPEC §4: 'Preorder now' / 'Available Soon' for sold-out products, and the discount percent. */
export function ProductBadges({ product }: { product: Pick<Product, 'outOfStock' | 'preOrder' | 'discount'> }) {
  const stockBadge = product.outOfStock ? (product.preOrder ? 'Preorder now' : 'Available Soon') : null;
  if (!stockBadge && !(product.discount > 0)) return null;
  return (
    <div className="badges">
      {stockBadge ? <span className={`badge ${product.preOrder ? 'badge--preorder' : 'badge--soon'}`}>{stockBadge}</span> : null}
      {product.discount > 0 ? (
        <span className="badge badge--discount">
          <span className="visually-hidden">Discount </span>-{product.discount}%
        </span>
      ) : null}
    </div>
  );
}
