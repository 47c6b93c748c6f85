import type { ReactNode } from 'react';
import type { Product } from '@shop/shared/contract/catalog';
import { Loading } from '../../../ui/Loading.tsx';
import { LoadMore } from './LoadMore.tsx';
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
  listing: {
    products: readonly Product[];
    loading: boolean;
    hasMore: boolean;
    loadMore: () => void;
  };
}

/** A listing page's body: heading, grid, Load More. A failed page only stops the loader. */
export function ProductListing({ heading, description, label, tools, empty, listing }: ProductListingProps) {
  const firstPageLoading = listing.loading && listing.products.length === 0;
  return (
    <section className="listing">
      <header className="listing__head">
        <h1 className="listing__title">{heading}</h1>
        {description ? <p className="listing__description">{description}</p> : null}
      </header>
      {tools}
      {firstPageLoading ? <Loading /> : (empty ?? <ProductGrid products={listing.products} label={label} />)}
      <LoadMore visible={listing.hasMore && !firstPageLoading} loading={listing.loading} onLoadMore={listing.loadMore} />
    </section>
  );
}

/** "Dresses (12)": the heading of a listing with its total product count. */
export function ListingHeading({ name, total, settled }: { name: string; total: number; settled: boolean }) {
  return (
    <>
      {name}
      {settled ? (
        <span className="listing__count">
          {' '}
          ({total}
          <span className="visually-hidden"> {total === 1 ? 'product' : 'products'}</span>)
        </span>
      ) : null}
    </>
  );
}
