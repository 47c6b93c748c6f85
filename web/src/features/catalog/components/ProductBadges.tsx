import type { Product } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';

/** SPEC §4: 'Preorder now' / 'Available Soon' for sold-out products, and the discount percent. */
export function ProductBadges({ product }: { product: Pick<Product, 'outOfStock' | 'preOrder' | 'discount'> }) {
  const t = useMessages('catalog').product;
  const stockBadge = product.outOfStock ? (product.preOrder ? t.preorderNow : t.availableSoon) : null;
  if (!stockBadge && !(product.discount > 0)) return null;
  return (
    <div className="badges">
      {stockBadge ? <span className={`badge ${product.preOrder ? 'badge--preorder' : 'badge--soon'}`}>{stockBadge}</span> : null}
      {product.discount > 0 ? (
        <span className="badge badge--discount">
          <span className="visually-hidden">{t.discount}</span>-{product.discount}%
        </span>
      ) : null}
    </div>
  );
}
