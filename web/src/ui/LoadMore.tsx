/** Shown only while the total exceeds what is loaded (SPEC §4 Listings), in the words of the page's messages. */
export function LoadMore({
  visible,
  loading,
  onLoadMore,
  words,
}: {
  visible: boolean;
  loading: boolean;
  onLoadMore: () => void;
  words: { loadMore: string; loading: string };
}) {
  if (!visible) return null;
  return (
    <div className="load-more">
      <button type="button" className="button button--secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? words.loading : words.loadMore}
      </button>
    </div>
  );
}
