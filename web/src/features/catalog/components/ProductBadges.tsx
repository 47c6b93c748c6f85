import type { Product } from '@shop/shared/contract/catalog';
import { announcedPercent } from '@shop/shared/priorPrice';
import { useMessages } from '../../../i18n/messages.ts';

/**
 * SPEC §4: 'Preorder now' / 'Available Soon' for sold-out products, and the discount percent,
 * reckoned from the lowest price of the 30 days before the reduction as the law wants it
 * (shared/src/priorPrice.ts; docs/decisions/020-omnibus-prices.md): none when that is no cut.
 */
export function ProductBadges({
  product,
}: {
  product: Pick<Product, 'outOfStock' | 'preOrder' | 'price' | 'discount' | 'lowestPrice30Days'>;
}) {
  const t = useMessages('catalog').product;
  const stockBadge = product.outOfStock ? (product.preOrder ? t.preorderNow : t.availableSoon) : null;
  const percent = announcedPercent(product);
  if (!stockBadge && !(percent > 0)) return null;
  return (
    <div className="badges">
      {stockBadge ? <span className={`badge ${product.preOrder ? 'badge--preorder' : 'badge--soon'}`}>{stockBadge}</span> : null}
      {percent > 0 ? (
        <span className="badge badge--discount">
          <span className="visually-hidden">{t.discount}</span>-{percent}%
        </span>
      ) : null}
    </div>
  );
}
