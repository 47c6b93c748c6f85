import { Suspense, lazy, useState } from 'react';
import { useMessages, withMessages } from '../../i18n/messages.ts';
import './searchButton.css';

const loadSearchOverlay = withMessages('panels', () => import('./SearchOverlay.tsx'));
const SearchOverlay = lazy(async () => ({ default: (await loadSearchOverlay()).SearchOverlay }));

/**
 * The header's search button; the overlay's code loads on the first sign of interest. The
 * header shows it beside the menu button on phones (`narrow`) and among the actions on wide screens.
 */
export function SearchButton({ placement }: { placement: 'narrow' | 'wide' }) {
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen(true)}
      >
        <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="m15 15 5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
