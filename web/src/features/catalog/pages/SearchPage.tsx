import { type FormEvent, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_MIN_LENGTH } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';
import { FilteredListing, useFilteredListing } from '../components/FilteredListing.tsx';
import '../components/filters.css';

/**
 * /search?q=… — every product whose name matches, with the listing's filters, sort and Load
 * More; "See all N results" in the search overlay leads here. Letter case and Croatian
 * diacritics do not matter ("cesalj" finds "Češalj"): the API folds both sides.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const searchable = term.length >= SEARCH_MIN_LENGTH;
  const state = useFilteredListing(searchable ? { name: term } : null);
  const navigate = useNavigate();
  const inputId = useId();
  const t = useMessages('catalog').search;
  // SPEC §8: a failed search shows 'No products found' too.
  const noneFound = <p className="listing__none">{t.none}</p>;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q && q !== term) navigate(`/search?${new URLSearchParams({ q })}`);
  };

  return (
    <>
      <Seo title={term ? t.titleFor(term) : t.title} description={t.description} />
      <search className="search-page__box">
        <form onSubmit={search} className="search-page__form">
          <label htmlFor={inputId} className="visually-hidden">
            {t.label}
          </label>
          <input
            key={term}
            id={inputId}
            name="q"
            type="search"
            defaultValue={term}
            placeholder={t.placeholder}
            minLength={SEARCH_MIN_LENGTH}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="button">
            {t.button}
          </button>
        </form>
      </search>
      {searchable ? (
        <FilteredListing
          key={term}
          state={state}
          heading={
            <>
              {t.resultsFor(term)}
              {state.listing.settled ? <span className="listing__count"> ({state.listing.total})</span> : null}
            </>
          }
          label={t.matching(term)}
          nothingFound={noneFound}
          failure={noneFound}
        />
      ) : (
        <section className="listing">
          <h1 className="listing__title">{t.title}</h1>
          <p className="listing__description">{t.tooShort(SEARCH_MIN_LENGTH)}</p>
        </section>
      )}
    </>
  );
}
