import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@shop/shared/contract/catalog';
import { useMessages } from '../../i18n/messages.ts';
import { Loading } from '../../ui/Loading.tsx';
import { useModalDialog } from '../../ui/useModalDialog.ts';
import { useProductSearchPage } from '../catalog/api/searchProducts.ts';
import { ProductGrid } from '../catalog/components/ProductGrid.tsx';
import { SearchSuggestions } from './SearchSuggestions.tsx';
import './search.css';

/** The text once it has stopped changing for `delay` ms. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(text), delay);
    return () => window.clearTimeout(id);
  }, [text, delay]);
  return settled;
}

/**
 * The search overlay: 'Search products...', then up to 10 results as product cards, or
 * 'No products found' for none and for a failed search (SPEC §8), and "See all N results"
 * (or Enter) for the search page with every result, its filters and Load More. Beside them, the
 * collections, categories, information pages and blog posts whose names match (decision 082). A modal
 * dialog: focus starts in the box, Escape closes, and following a result closes it too.
 */
export function SearchOverlay({ opener, onClose }: { opener?: HTMLElement | null; onClose: () => void }) {
  const dialog = useModalDialog(onClose, opener);
  const t = useMessages('panels').search;
  // What was typed while this code was on its way goes on here, the caret after it.
  // What was typed into the box that stood here while this code loaded (SearchButton.tsx), read
  // before this first render's commit takes that box away.
  const [text, setText] = useState(() => document.querySelector<HTMLInputElement>('input.search-pending')?.value ?? '');
  // Once shown as a modal: the box has the focus, the caret after what was typed (the box that
  // stood here had the focus; the dialog's own first focus does not follow a box that went away).
  const box = useRef<HTMLInputElement>(null);
  const [typedLength] = useState(text.length);
  useEffect(() => {
    box.current?.focus();
    box.current?.setSelectionRange(typedLength, typedLength);
  }, [typedLength]);
  const term = useSettled(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = term.length >= SEARCH_MIN_LENGTH && text.trim().length >= SEARCH_MIN_LENGTH;
  const results = useProductSearchPage(searching ? { name: term } : null);

  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const allResults = (q: string) => `/search?${new URLSearchParams({ q })}`;
  const openedAt = useRef(pathname + search);
  useEffect(() => {
    if (pathname + search !== openedAt.current) onClose();
  }, [pathname, search, onClose]);

  let products = null;
  if (searching) {
    if (results.error || results.data?.data.length === 0) products = <p className="search-overlay__empty">{t.none}</p>;
    else if (results.data) {
      const { total } = results.data;
      products = (
        <>
          <ProductGrid products={results.data.data} label={t.matching(term)} />
          <p className="search-overlay__all">
            <Link to={allResults(term)} className="button button--secondary">
              {t.seeAll(total)}
            </Link>
          </p>
        </>
      );
    } else products = <Loading />;
  }
  // The collections, categories, pages and posts that match beside the products (Tab reaches them after the box).
  const body = searching && (
    <div className="search-overlay__found">
      <SearchSuggestions term={term} />
      <div className="search-overlay__products">{products}</div>
    </div>
  );

  return (
    <dialog {...dialog} className="search-overlay" aria-label={t.dialog}>
      <div className="search-overlay__panel">
        <search className="search-overlay__bar">
          <form
            className="search-overlay__form"
            onSubmit={(event) => {
              // Enter shows every result on the search page.
              event.preventDefault();
              if (text.trim().length >= SEARCH_MIN_LENGTH) navigate(allResults(text.trim()));
            }}
          >
            <input
              type="search"
              className="search-overlay__input"
              placeholder={t.placeholder}
              aria-label={t.dialog}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                // A search box clears itself on Escape; here Escape closes the overlay, as everywhere else in it.
                if (event.key === 'Escape') onClose();
              }}
              autoFocus
              ref={box}
              autoComplete="off"
              spellCheck={false}
            />
          </form>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t.close}>
            <span aria-hidden="true">×</span>
          </button>
        </search>
        <div className="search-overlay__results" aria-live="polite" aria-busy={searching && !results.data && !results.error}>
          {/* Results whose code or texts are still on their way wait here, not by hiding the box being typed in. */}
          <Suspense fallback={<Loading />}>{body}</Suspense>
        </div>
      </div>
    </dialog>
  );
}
