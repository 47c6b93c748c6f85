import { type KeyboardEvent, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { loadMegaMenu, prepareMenus, prepareMenusWhenIdle } from './loadMenu.ts';
import { MENUS, type MenuId, menuName } from './menuItems.ts';
import './menuBar.css';

const MegaMenuPanel = lazy(async () => ({ default: (await loadMegaMenu()).MegaMenuPanel }));

/** How long a pointer rests on a menu before it opens, and may leave it before it closes. */
const OPEN_DELAY_MS = 120;
const CLOSE_DELAY_MS = 250;

/**
 * The desktop header's menus: Adult, Kids, Toddlers, Newborn and Info. Each opens its panel on
 * hover and on click (a disclosure: the panel follows its button, so Tab walks into it);
 * Escape closes it and puts focus back on its button, as does moving focus out of the menus.
 */
export function MenuBar() {
  const [open, setOpen] = useState<MenuId | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const bar = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const t = useMessages('shop').menu;

  // The page a menu was opened on. The address changes the moment a link is followed, the page a
  // little later (its code may still be loading): a menu opened in between belongs to the new
  // page and stays open when that page arrives; one opened on the page left closes.
  const openedOn = useRef('');
  const openMenu = (id: MenuId) => {
    openedOn.current = window.location.pathname;
    setOpen(id);
  };

  useEffect(prepareMenusWhenIdle, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (openedOn.current !== pathname) setOpen(null);
  }, [pathname]);

  const after = (ms: number, change: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(change, ms);
  };

  const closeAndFocus = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    bar.current?.querySelector<HTMLButtonElement>(`[data-menu="${open}"]`)?.focus();
    setOpen(null);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape, focus leaving and the pointer leaving are caught for the buttons and links inside.
    <div
      className="menu-bar"
      ref={bar}
      onKeyDown={closeAndFocus}
      onPointerLeave={() => after(CLOSE_DELAY_MS, () => setOpen(null))}
      onBlur={(event) => {
        if (!bar.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
      }}
    >
      <ul className="menu-bar__list">
        {MENUS.map(({ id }) => (
          <li key={id}>
            <button
              type="button"
              className="menu-bar__trigger"
              data-menu={id}
              data-early="open"
              aria-expanded={open === id}
              aria-controls={open === id ? 'mega-menu' : undefined}
              onFocus={prepareMenus}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return;
                prepareMenus();
                after(open ? 0 : OPEN_DELAY_MS, () => {
                  openedByHover.current = true;
                  openMenu(id);
                });
              }}
              onClick={() => {
                // A click on a menu the pointer just opened keeps it open.
                if (open === id && !openedByHover.current) setOpen(null);
                else openMenu(id);
                openedByHover.current = false;
              }}
            >
              {menuName(t, id)}
            </button>
            {open === id ? (
              <Suspense fallback={null}>
                <MegaMenuPanel menu={id} onPointerEnter={() => window.clearTimeout(timer.current)} />
              </Suspense>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
