import { useEffect } from 'react';
import { rememberViewed, useRecentlyViewed } from '../api/recentlyViewed.ts';
import { ProductShelf } from './RelatedProducts.tsx';

/**
 * The other products this browser viewed last, under the product page's related products; the
 * page's own product is remembered for the next.
 */
export function RecentlyViewed({ exceptId }: { exceptId: string }) {
  useEffect(() => rememberViewed(exceptId), [exceptId]);
  const { data } = useRecentlyViewed(exceptId, 4);
  return <ProductShelf id="recently-viewed" title="Recently viewed" products={data} />;
}
