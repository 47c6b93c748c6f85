import { useMessages } from '../../../i18n/messages.ts';

/** Shown only while the total exceeds what is loaded (SPEC §4 Listings). */
export function LoadMore({ visible, loading, onLoadMore }: { visible: boolean; loading: boolean; onLoadMore: () => void }) {
  const t = useMessages('catalog').listing;
  if (!visible) return null;
  return (
    <div className="load-more">
      <button type="button" className="button button--secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? t.loading : t.loadMore}
      </button>
    </div>
  );
}
