import { WISHLIST_MAX } from '@shop/shared/contract/wishlistMessages';
import type { PanelsMessages } from '../../i18n/messages/en/panels.ts';
import { HttpError } from '../../platform/http.ts';
import { showToast } from '../../ui/toast.ts';
import { fetchWishlist, mergeWishlist, removeFromWishlist, saveToWishlist } from './api/accountWishlist.ts';
import { readLocal, savedNow, showSaved, WISHLIST_KEY } from './savedList.ts';

/*
 * What a heart's press does, and the account's list once a customer is logged in
 * (docs/decisions/037-cards-and-wishlist.md). Loaded only when a heart is pointed at or the
 * shopper is logged in, so cards cost the first load of a page almost nothing.
 */

/** What a failed change says, in the page's language (the caller's `useMessages('panels').wishlist.rules`). */
type WishlistTexts = PanelsMessages['wishlist']['rules'];

function keepLocal(ids: readonly string[]): void {
  try {
    if (ids.length > 0) localStorage.setItem(WISHLIST_KEY, JSON.stringify(ids));
    else localStorage.removeItem(WISHLIST_KEY);
  } catch {
    // Private mode without storage: the list lives as long as the page.
  }
}

/**
 * The account's list: what this browser kept as a visitor is merged into it first (a union,
 * newest first, at most WISHLIST_MAX), then forgotten here.
 */
export async function loadAccountWishlist(): Promise<void> {
  const local = readLocal();
  try {
    const { productIds } = local.length > 0 ? await mergeWishlist(local.slice(0, WISHLIST_MAX)) : await fetchWishlist();
    if (local.length > 0) keepLocal([]);
    showSaved({ ids: productIds, known: true });
  } catch {
    // The hearts show what this browser kept; the wishlist page offers Retry.
    showSaved({ ids: local, known: false, failed: true });
  }
}

/** Saves or removes a product: at once on screen, then in the browser or the account (undone if that fails). */
export async function toggleSaved(productId: string, loggedIn: boolean, texts: WishlistTexts): Promise<void> {
  const before = savedNow();
  const saved = before.ids.includes(productId);
  if (!saved && before.ids.length >= WISHLIST_MAX) return showToast(texts.full, 'error', 4000);
  const ids = saved ? before.ids.filter((id) => id !== productId) : [productId, ...before.ids];
  showSaved({ ...before, ids });
  if (!loggedIn) return keepLocal(ids);
  try {
    const answer = await (saved ? removeFromWishlist(productId) : saveToWishlist(productId));
    showSaved({ ids: answer.productIds, known: true });
  } catch (error) {
    showSaved(before);
    showToast(error instanceof HttpError && error.status === 409 ? texts.full : texts.failed, 'error', 4000);
  }
}

/** Drops products that are no longer for sale (the wishlist page's "Remove them"). */
export async function dropSaved(productIds: readonly string[], loggedIn: boolean, texts: WishlistTexts): Promise<void> {
  for (const id of productIds) if (savedNow().ids.includes(id)) await toggleSaved(id, loggedIn, texts);
}
