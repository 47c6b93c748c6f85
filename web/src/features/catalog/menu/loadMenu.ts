import { withMessages } from '../../../i18n/messages.ts';
/**
 * The menus' code and data load lazily, not with the first page: on the first sign of interest
 * (a pointer over the header's menu, focus on it, a tap on the menu button) or once the browser
 * is idle after the page has loaded.
 */
export const loadMegaMenu = withMessages('panels', () => import('./MegaMenuPanel.tsx'));
export const loadMobileMenu = withMessages('panels', () => import('./MobileMenu.tsx'));

let prepared = false;

/** Starts loading the menu code and its data, once. */
export function prepareMenus(): void {
  if (prepared) return;
  prepared = true;
  void Promise.all([loadMegaMenu(), import('./menuData.ts').then((data) => data.preloadMenuData())]).catch(() => {
    prepared = false;
  });
}

/** Prepares the menus when the browser has nothing better to do. */
export function prepareMenusWhenIdle(): () => void {
  // Safari has no requestIdleCallback: a timer after load stands in for it.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(prepareMenus, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(prepareMenus, 2500);
  return () => clearTimeout(id);
}
