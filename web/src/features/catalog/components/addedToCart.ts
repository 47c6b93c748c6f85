import { useSyncExternalStore } from 'react';
import type { Product } from '@shop/shared/contract/catalog';

/** What one press of an add button put into the cart. */
export interface AddedLine {
  product: Product;
  size: string;
  quantity: number;
  preOrder: boolean;
}

interface Shown {
  /** The add button (its component's id) that added it: only that one draws the confirmation. */
  owner: string;
  line: AddedLine;
  /** Tells two adds of the same line apart, so the second starts its own time. */
  at: number;
}

/**
 * The one confirmation of the last addition to the cart. Quick adds of many cards and the
 * product page each draw it beside their own button, so only the last to add shows it.
 */
const listeners = new Set<() => void>();
let shown: Shown | null = null;
let count = 0;

function emit(next: Shown | null): void {
  shown = next;
  for (const listener of listeners) listener();
}

export function confirmAdded(owner: string, line: AddedLine): void {
  count += 1;
  emit({ owner, line, at: count });
}

export function dismissAdded(): void {
  if (shown) emit(null);
}

export function useAddedToCart(owner: string): Shown | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (shown?.owner === owner ? shown : null),
    () => null,
  );
}
