import { Loading } from '../../../ui/Loading.tsx';
import { NotFoundMessage } from '../../../ui/NotFoundMessage.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import type { ProductFilter } from '../api/searchProducts.ts';
import { FilteredListing, useFilteredListing } from './FilteredListing.tsx';
import { ListingHeading } from './ProductListing.tsx';

interface ListingPageProps {
  /** What the page lists, for the not-found message: "category", "collection". */
  what: string;
  /** The category or collection itself; an error means it is not there. */
  source: { data?: { name: string; description: string }; error?: unknown };
  filter: ProductFilter | null;
}

/** A category or collection page: its title and description, its filters and sort, its products and Load More. */
export function ListingPage({ what, source, filter }: ListingPageProps) {
  const state = useFilteredListing(source.error ? null : filter);

  if (source.error) return <NotFoundMessage what={what} />;
  if (!source.data) return <Loading />;
  const { name, description } = source.data;
  return (
    <>
      <Seo title={name} description={description || `${name}: slow fashion, made to last.`} />
      <FilteredListing
        state={state}
        heading={<ListingHeading name={name} total={state.listing.total} settled={state.listing.settled} />}
        description={description}
        label={name}
      />
    </>
  );
}
