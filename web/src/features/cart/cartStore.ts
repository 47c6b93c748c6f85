import { useSyncExternalStore } from 'react';
import type { Product } from '@shop/shared/contract/catalog';

/**
 * The cart's state: the lines kept in localStorage under the spec's key `cart` (SPEC §3), so
 * they survive reloads and follow other tabs, and whether the drawer is open. Public module of
 * the cart feature for reading; `cartLines.ts` holds the changes and prices.
 */
export interface CartLine extends Product {
  size: string;
  quantity: number;
  /** Whether the line's price is below the product's list price. */
  discounted: boolean;
  /** Whether some of the quantity is a pre-order (SPEC §4 Cart). */
  preOrder: boolean;
  /**
   * Whether the product can be pre-ordered (the product's own `preOrder`, which the line's flag
   * above takes the place of). Lines kept from before it was stored lack it.
   */
  preOrderable?: boolean;
}

const CART_KEY = 'cart';
const listeners = new Set<() => void>();
let lines: readonly CartLine[] = readStoredCart();

function readStoredCart(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

function isCartLine(value: unknown): value is CartLine {
  const line = value as CartLine;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.id === 'string' &&
    typeof line.size === 'string' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    Number.isInteger(line.price)
  );
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A prerendered page is drawn without a window; it shows the empty cart the page hydrates with.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_KEY && event.key !== null) return;
    lines = readStoredCart();
    emit();
  });
}

const NO_LINES: readonly CartLine[] = [];

export function getCartLines(): readonly CartLine[] {
  return lines;
}

/** Replaces the lines, stores them and tells every reader. */
export function saveCartLines(next: readonly CartLine[]): void {
  lines = next;
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage still leaves the cart usable for this visit.
  }
  emit();
}

export function useCartLines(): readonly CartLine[] {
  return useSyncExternalStore(subscribe, getCartLines, () => NO_LINES);
}

/** The number of pieces in the cart, for the header badge. */
export function useCartCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => lines.reduce((sum, line) => sum + line.quantity, 0),
    () => 0,
  );
}

// The drawer's open state is shared by the header button, the drawer and pages that open it.
const drawerListeners = new Set<() => void>();
let drawerOpen = false;

function setDrawerOpen(open: boolean): void {
  if (drawerOpen === open) return;
  drawerOpen = open;
  for (const listener of drawerListeners) listener();
}

export const openCartDrawer = (): void => setDrawerOpen(true);
export const closeCartDrawer = (): void => setDrawerOpen(false);

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      drawerListeners.add(listener);
      return () => drawerListeners.delete(listener);
    },
    () => drawerOpen,
    () => false,
  );
}
