import { Suspense, lazy, useState } from 'react';
import { useMessages, withMessages } from '../../i18n/messages.ts';
import './searchButton.css';

const loadSearchOverlay = withMessages('panels', () => import('./SearchOverlay.tsx'));
const SearchOverlay = lazy(async () => ({ default: (await loadSearchOverlay()).SearchOverlay }));

/**
 * The header's search button; the overlay's code loads on the first sign of interest. The
 * header shows it beside the menu button on phones (`narrow`) and among the actions on wide screens.
 * Until the overlay's code is there, a plain box stands in its place, focused in the tap itself
 * (so a phone opens its keyboard); the overlay's box goes on with what was typed into it.
 */
export function SearchButton({ placement }: { placement: 'narrow' | 'wide' }) {
  // The button that opened the overlay, which has the focus back when it closes.
  const [open, setOpen] = useState<HTMLElement | null>(null);
  const t = useMessages('shop').search;
  return (
    <>
      <button
        type="button"
        className={`icon-button search-button search-button--${placement}`}
        aria-haspopup="dialog"
        aria-label={t.open}
        onPointerEnter={loadSearchOverlay}
        onFocus={loadSearchOverlay}
        onClick={(event) => setOpen(event.currentTarget)}
      >
        <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6" />
          <path d="m15 15 5 5" />
        </svg>
      </button>
      {open ? (
        <Suspense
          fallback={
            <input
              type="search"
              className="search-pending"
              aria-label={t.open}
              // biome-ignore lint/a11y/noAutofocus: the shopper asked for the search box by pressing Search; the box takes the focus the overlay's box takes over.
              autoFocus
            />
          }
        >
          <SearchOverlay opener={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
