import { useMessages } from '../../../i18n/messages.ts';
import { refusedWith } from '../../../platform/http.ts';
import { NotFoundMessage } from '../../../ui/NotFoundMessage.tsx';
import { SectionFailed } from '../../../ui/SectionState.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import type { ProductFilter } from '../api/searchProducts.ts';
import { Breadcrumbs, listingTrail } from './Breadcrumbs.tsx';
import { FilteredListing, useFilteredListing } from './FilteredListing.tsx';
import { type ListedIn, ListingHeading, ListingPlaceholder, NothingListed } from './ProductListing.tsx';

interface ListingPageProps {
  /** What the page lists. */
  what: ListedIn;
  /** The category or collection itself: a 404 means it is not there; another error, that it could not be asked. */
  source: { data?: { name: string; description: string }; error?: unknown; isValidating: boolean; mutate: () => unknown };
  filter: ProductFilter | null;
}

/**
 * A category or collection page: its title and description, its filters and sort, its products
 * and Load More. One that does not exist shows the not-found message (SPEC §8); one that could
 * not be asked says so with Retry, and placeholders hold the page's room while it loads (docs/decisions/035).
 */
export function ListingPage({ what, source, filter }: ListingPageProps) {
  const missing = refusedWith(source.error, 'catalog.noSuchCategory', 'catalog.noSuchCollection');
  const state = useFilteredListing(missing ? null : filter);
  const t = useMessages('catalog');

  if (missing) return <NotFoundMessage what={t.notFound[what]} />;
  if (!source.data) {
    const failed = source.error !== undefined && !source.isValidating;
    return (
      <section className="listing">
        <h1 className="visually-hidden">{t.listing[what]}</h1>
        {failed ? <SectionFailed what={t.failedToLoad[what]} onRetry={() => void source.mutate()} /> : <ListingPlaceholder />}
      </section>
    );
  }
  const { name, description } = source.data;
  const id = filter?.categoryId ?? filter?.collectionId;
  return (
    <>
      {id ? <Breadcrumbs trail={listingTrail(what, { id, name }, t.product.home)} /> : null}
      <Seo title={name} description={description || t.listing.description(name)} />
      <FilteredListing
        state={state}
        heading={<ListingHeading name={name} total={state.listing.total} settled={state.listing.settled} />}
        description={description}
        label={name}
        nothingFound={<NothingListed what={what} />}
      />
    </>
  );
}
