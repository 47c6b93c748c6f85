import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../account/session.ts';
import { NOT_YET, readLocal, type Saved, savedNow, showSaved, subscribe, WISHLIST_KEY } from './savedList.ts';

/*
 * The wishlist as the page uses it (docs/decisions/037-cards-and-wishlist.md): the list of
 * savedList.ts, read from this browser for a visitor and from the account for a logged-in
 * customer, through wishlistSync.ts, which is loaded with the hearts, beside the page rather than
 * in its first load.
 */
/** Whether the list shown is the account's (true) or this browser's (false); undefined until first read. */
let accountList: boolean | undefined;

export const loadSync = () => import('./wishlistSync.ts');

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
