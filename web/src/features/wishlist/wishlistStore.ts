import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../account/session.ts';

/*
 * What the shopper saved (docs/decisions/037-cards-and-wishlist.md): product ids, newest first.
 * A visitor's are kept in this browser (localStorage `wishlist`); a logged-in customer's in the
 * account, fetched and merged by wishlistSync.ts. Loaded with the hearts, beside the page
 * rather than in its first load.
 */
export const WISHLIST_KEY = 'wishlist';

export interface Saved {
  ids: readonly string[];
  /** Whether `ids` is the list as stored: false while the account's is on its way, or when it could not be read. */
  known: boolean;
  /** The account's list could not be read. */
  failed?: boolean;
}

const NOT_YET: Saved = { ids: [], known: false };
const listeners = new Set<() => void>();
let saved = NOT_YET;
/** Whether `saved` is the account's list (true) or this browser's (false); undefined until first read. */
let accountList: boolean | undefined;

export const loadSync = () => import('./wishlistSync.ts');

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The account's list, read again (after a failure, or at login: what this browser kept is merged into it). */
export function readAccountList(): void {
  showSaved({ ids: readLocal(), known: false });
  void loadSync().then((sync) => sync.loadAccountWishlist());
}

if (typeof window !== 'undefined') {
  // A visitor saving in another tab changes this one too.
  window.addEventListener('storage', (event) => {
    if (event.key === WISHLIST_KEY && accountList === false) showSaved({ ids: readLocal(), known: true });
  });
}

/**
 * What is saved (nothing known while a page drawn ahead hydrates), and whether it is the
 * account's. The list is read again when the shopper logs in or out.
 */
export function useSaved(): Saved & { loggedIn: boolean } {
  const { loggedIn } = useSession();
  useEffect(() => {
    if (loggedIn === accountList) return;
    accountList = loggedIn;
    if (loggedIn) readAccountList();
    else showSaved({ ids: readLocal(), known: true });
  }, [loggedIn]);
  return { ...useSyncExternalStore(subscribe, savedNow, () => NOT_YET), loggedIn };
}
