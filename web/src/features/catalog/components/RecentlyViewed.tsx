import { useEffect } from 'react';
import { useMessages } from '../../../i18n/messages.ts';
import { rememberViewed, useRecentlyViewed } from '../api/recentlyViewed.ts';
import { ProductShelf } from './RelatedProducts.tsx';

/**
 * The other products this browser viewed last, under the product page's related products; the
 * page's own product is remembered for the next.
 */
export function RecentlyViewed({ exceptId }: { exceptId: string }) {
  useEffect(() => rememberViewed(exceptId), [exceptId]);
  const { data } = useRecentlyViewed(exceptId, 4);
  const t = useMessages('catalog').product;
  return <ProductShelf id="recently-viewed" title={t.recentlyViewed} products={data} />;
}
