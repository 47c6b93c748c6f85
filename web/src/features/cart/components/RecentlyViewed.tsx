import { priorPriceOf } from '@shop/shared/priorPrice';
import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { useRecentlyViewed } from '../../catalog/api/recentlyViewed.ts';
import { Price } from '../../../ui/Price.tsx';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { closeCartDrawer } from '../cartStore.ts';
import { unitPrice } from '../cartLines.ts';

/** An empty cart's way back: the products viewed last, each linking to its page. */
export function RecentlyViewed() {
  const { data } = useRecentlyViewed(undefined, 4);
  const t = useMessages('panels').cart;
  if (!data?.length) return null;
  return (
    <section className="drawer__recent" aria-labelledby="drawer-recent-title">
      <h3 id="drawer-recent-title" className="drawer__recent-title">
        {t.recentlyViewed}
      </h3>
      <ul className="drawer__recent-list">
        {data.map((product) => (
          <li key={product.id} className="recent-line">
            <ShopImage path={product.mainImage || product.image} alt="" width={64} height={80} className="recent-line__image" />
            <div>
              <Link to={`/products/${encodeURIComponent(product.id)}`} className="recent-line__name" onClick={closeCartDrawer}>
                {product.name}
              </Link>
              <p className="recent-line__meta">{product.colorName || product.color?.name}</p>
              <Price amount={unitPrice(product)} original={priorPriceOf(product)} className="recent-line__price" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
