import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page drawn ahead (prerendered) is drawn or hydrates, true from the render right
 * after; true at once where the browser draws the page itself. What only the browser knows (the
 * cart, the address's filters) waits for it, so the first render equals the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
