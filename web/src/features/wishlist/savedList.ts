/*
 * What the shopper saved, as this page holds it (docs/decisions/037-cards-and-wishlist.md):
 * product ids, newest first, and who listens. A visitor's are kept in this browser (localStorage
 * `wishlist`); a logged-in customer's in the account, which wishlistSync.ts fetches and merges
 * into this list and wishlistStore.ts follows for the page.
 */
export const WISHLIST_KEY = 'wishlist';

export interface Saved {
  ids: readonly string[];
  /** Whether `ids` is the list as stored: false while the account's is on its way, or when it could not be read. */
  known: boolean;
  /** The account's list could not be read. */
  failed?: boolean;
}

export const NOT_YET: Saved = { ids: [], known: false };
const listeners = new Set<() => void>();
let saved = NOT_YET;

export function readLocal(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(WISHLIST_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export const savedNow = () => saved;

export function showSaved(next: Saved): void {
  saved = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
