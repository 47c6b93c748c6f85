import { Suspense, lazy, useState } from 'react';
import { useMessages } from '../../../i18n/messages.ts';
import { loadMobileMenu, prepareMenus } from './loadMenu.ts';

const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

/** The phone header's menu button; the menu's code and data arrive on the first tap (or idle). */
export function MobileMenuButton() {
  const [open, setOpen] = useState(false);
  const t = useMessages('shop').menu;
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-haspopup="dialog"
        data-early=""
        aria-label={t.open}
        onPointerDown={prepareMenus}
        onClick={() => setOpen(true)}
      >
        <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
