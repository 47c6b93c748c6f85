import { useEffect } from 'react';
import { useMessages } from '../../../i18n/messages.ts';
import { chooseRecentlyViewed, rememberViewed, useRecentlyViewed, useRecentlyViewedChoice } from '../api/recentlyViewed.ts';
import { ProductShelf } from './RelatedProducts.tsx';

/** The shopper said yes: the list starts with the page being read. */
function keepList(id: string) {
  chooseRecentlyViewed(true);
  rememberViewed(id);
}

/**
 * The other products this browser viewed last, under the product page's related products; the
 * page's own product is remembered for the next. Only when the shopper chose it: until asked,
 * the shelf's place asks, and nothing is kept (docs/decisions/059).
 */
export function RecentlyViewed({ exceptId }: { exceptId: string }) {
  const choice = useRecentlyViewedChoice();
  useEffect(() => rememberViewed(exceptId), [exceptId]);
  const { data } = useRecentlyViewed(exceptId, 4);
  const t = useMessages('catalog').product;
  if (choice === null) {
    return (
      <section className="related related--recently-viewed recently-viewed-offer" aria-labelledby="recently-viewed-title">
        <h2 id="recently-viewed-title" className="section-title">
          {t.recentlyViewed}
        </h2>
        <p>
          {t.recentlyViewedOffer} {t.recentlyViewedWhere}
        </p>
        <p className="recently-viewed-offer__actions">
          <button type="button" className="button button--secondary" onClick={() => keepList(exceptId)}>
            {t.recentlyViewedYes}
          </button>
          <button type="button" className="button button--secondary" onClick={() => chooseRecentlyViewed(false)}>
            {t.recentlyViewedNo}
          </button>
        </p>
      </section>
    );
  }
  if (choice === 'off' || !data?.length) return null;
  return (
    <>
      <ProductShelf id="recently-viewed" title={t.recentlyViewed} products={data} />
      <p className="recently-viewed-off">
        <button type="button" className="link-button" onClick={() => chooseRecentlyViewed(false)}>
          {t.recentlyViewedOff}
        </button>
      </p>
    </>
  );
}
