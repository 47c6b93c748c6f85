import { type ReactNode, useState } from 'react';
import { useMessages } from '../../../i18n/messages.ts';
import { hasChoice, NO_CHOICE, type ProductFilter, useListingFacets, useProductListing } from '../api/searchProducts.ts';
import { ListingFilters } from './ListingFilters.tsx';
import { useListingChoice } from './listingChoice.ts';
import { ProductListing } from './ProductListing.tsx';

/** The last value this listing had, while the next is on its way (counts and totals do not blink). */
function useLastDefined<T>(value: T | undefined, listing: string): T | undefined {
  const [last, setLast] = useState<{ listing: string; value: T } | undefined>(undefined);
  if (value !== undefined && (last?.value !== value || last.listing !== listing)) setLast({ listing, value });
  return value ?? (last?.listing === listing ? last.value : undefined);
}

/**
 * A category, collection or search listing with its filters and sort, the choice kept in the
 * address; Load More pages by 10 and any change starts again at the first page. Called before
 * the page knows its heading, so the products are asked for at once.
 */
export function useFilteredListing(filter: ProductFilter | null) {
  const [choice, choose] = useListingChoice();
  const listing = useProductListing(filter, choice);
  const [interested, setInterested] = useState(false);
  const chosen = hasChoice(choice);
  const plainFacets = useListingFacets(filter, interested && !chosen);
  const which = JSON.stringify(filter);
  return {
    choice,
    choose,
    listing,
    facets: useLastDefined(chosen ? listing.facets : (plainFacets ?? listing.facets), which),
    total: useLastDefined(listing.settled ? listing.total : undefined, which),
    showInterest: () => setInterested(true),
  };
}

interface FilteredListingProps {
  state: ReturnType<typeof useFilteredListing>;
  heading: ReactNode;
  description?: string;
  label: string;
  /** What shows when nothing at all is found (a search's 'No products found', an empty category's way on). */
  nothingFound?: ReactNode;
  /** What shows when the first page failed, instead of Retry (a search's 'No products found'). */
  failure?: ReactNode;
}

export function FilteredListing({ state, heading, description, label, nothingFound, failure }: FilteredListingProps) {
  const { choice, choose, listing } = state;
  const t = useMessages('catalog').listing;
  const none = listing.settled && !listing.loading && listing.total === 0;
  let empty: ReactNode = null;
  if (none && hasChoice({ ...choice, sort: undefined })) {
    empty = (
      <div className="listing__none">
        <p>{t.noMatch}</p>
        <button type="button" className="button button--secondary" onClick={() => choose({ ...NO_CHOICE, sort: choice.sort })}>
          {t.clearAll}
        </button>
      </div>
    );
  } else if (none && nothingFound) empty = nothingFound;

  return (
    <ProductListing
      heading={heading}
      description={description}
      label={label}
      listing={listing}
      tools={<ListingFilters choice={choice} onChoose={choose} facets={state.facets} total={state.total} onInterest={state.showInterest} />}
      empty={empty}
      failure={failure}
    />
  );
}
