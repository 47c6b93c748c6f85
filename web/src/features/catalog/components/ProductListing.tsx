import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';
import { LoadMore } from '../../../ui/LoadMore.tsx';
import { SectionFailed } from '../../../ui/SectionState.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import '../catalog.css';

interface ProductListingProps {
  heading: ReactNode;
  description?: string;
  label: string;
  /** The filter and sort bar, between the heading and the grid. */
  tools?: ReactNode;
  /** Shown instead of the grid when the listing has nothing to show. */
  empty?: ReactNode;
  /** Shown instead of Retry when the first page failed (a search's 'No products found', SPEC §8). */
  failure?: ReactNode;
  listing: {
    products: readonly Product[];
    loading: boolean;
    settled: boolean;
    failed: boolean;
    retry: () => void;
    hasMore: boolean;
    loadMore: () => void;
  };
}

/** Grey card shapes where a listing's products will be, keeping their room (docs/decisions/035). */
export function ListingPlaceholder() {
  const t = useMessages('catalog');
  return (
    <div className="listing__pending section-skeleton" role="status">
      <span className="visually-hidden">{t.loading}</span>
    </div>
  );
}

/**
 * A listing page's body: heading, grid, Load More. While the first page is on its way,
 * placeholders; when a page fails, a short message with Retry (docs/decisions/035), never a
 * listing that looks empty.
 */
export function ProductListing({ heading, description, label, tools, empty, failure, listing }: ProductListingProps) {
  const none = listing.products.length === 0;
  const catalog = useMessages('catalog');
  const t = catalog.failedToLoad;
  let body: ReactNode;
  if (none && listing.failed) body = failure ?? <SectionFailed what={t.products} onRetry={listing.retry} />;
  else if (none && !listing.settled) body = <ListingPlaceholder />;
  else body = empty ?? <ProductGrid products={listing.products} label={label} />;
  return (
    <section className="listing">
      <header className="listing__head">
        <h1 className="listing__title">{heading}</h1>
        {description ? <p className="listing__description">{description}</p> : null}
      </header>
      {tools}
      {body}
      {!none && listing.failed ? (
        <SectionFailed what={t.moreProducts} onRetry={listing.retry} />
      ) : (
        <LoadMore visible={listing.hasMore && !none} loading={listing.loading} onLoadMore={listing.loadMore} words={catalog.listing} />
      )}
    </section>
  );
}

/** What a listing page lists. */
export type ListedIn = 'category' | 'collection';

/** A category or collection without products: it says so and leads back to the shop. */
export function NothingListed({ what }: { what: ListedIn }) {
  const t = useMessages('catalog').listing;
  return (
    <div className="listing__none">
      <p>{t.nothing[what]}</p>
      <Link to="/" className="button button--secondary">
        {t.backHome}
      </Link>
    </div>
  );
}

/** "Dresses (12)": the heading of a listing with its total product count. */
export function ListingHeading({ name, total, settled }: { name: string; total: number; settled: boolean }) {
  const t = useMessages('catalog').listing;
  return (
    <>
      {name}
      {settled ? (
        <span className="listing__count">
          {' '}
          ({total}
          <span className="visually-hidden"> {t.products(total)}</span>)
        </span>
      ) : null}
    </>
  );
}
