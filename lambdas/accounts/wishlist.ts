import type { Wishlist } from '@shop/shared/contract/wishlist';
import { WISHLIST_MAX } from '@shop/shared/contract/wishlistMessages';
import { conflict, notFound } from '../platform/errors.ts';
import type { AccountStore } from './accountStore.ts';
import type { CustomerRecord } from './customerRecord.ts';
import { ACCOUNTS, WISHLIST } from './messages.ts';
import { CATALOG } from '../catalog/messages.ts';

/**
 * A customer's wishlist (docs/decisions/037-cards-and-wishlist.md): product ids, the latest saved
 * first, at most WISHLIST_MAX, kept on the account itself. So the account's read, which every
 * logged-in call makes, carries it; the data export shows it with the account, and the account's
 * deletion takes it along. Each change is written on condition of the version read; a change
 * that lost a race reads the account again.
 */
export interface WishlistPorts {
  accounts: Pick<AccountStore, 'byEmail' | 'writeWishlist'>;
  /** The products of these ids that exist, whether for sale (`active`) or not (the catalog's, through accountAdapters.ts). */
  products(ids: readonly string[]): Promise<{ id: string; active: boolean }[]>;
}

export const wishlistOf = (account: Pick<CustomerRecord, 'wishlist'>): Wishlist => ({ productIds: account.wishlist ?? [] });

const ATTEMPTS = 5;

/** Applies `change` to the stored list and writes it, unless it changed nothing; the list as it now is. */
async function changeWishlist(
  account: CustomerRecord,
  change: (ids: readonly string[]) => string[],
  ports: Pick<WishlistPorts, 'accounts'>,
): Promise<Wishlist> {
  let current: CustomerRecord | undefined = account;
  for (let attempt = 1; current; attempt++) {
    const before = current.wishlist ?? [];
    const next = change(before);
    if (next.length === before.length && next.every((id, i) => before[i] === id)) return { productIds: before };
    if ((await ports.accounts.writeWishlist(current, current.wishlistVersion ?? 0, next)) === 'written') return { productIds: next };
    if (attempt >= ATTEMPTS) throw new Error(`the wishlist of ${current.id} changed ${ATTEMPTS} times while it was being written`);
    current = await ports.accounts.byEmail(current.email);
  }
  throw notFound(ACCOUNTS.noSuchAccount);
}

/** POST /api/wishlist: an existing product goes first; one already saved stays where it is; the 101st is refused. */
export async function saveToWishlist(account: CustomerRecord, productId: string, ports: WishlistPorts): Promise<Wishlist> {
  const [product] = await ports.products([productId]);
  if (!product?.active) throw notFound(CATALOG.noSuchProduct);
  return changeWishlist(
    account,
    (ids) => {
      if (ids.includes(productId)) return [...ids];
      if (ids.length >= WISHLIST_MAX) throw conflict(WISHLIST.full);
      return [productId, ...ids];
    },
    ports,
  );
}

/** DELETE /api/wishlist/{productId}: removing what is not there changes nothing (and asks the catalog nothing). */
export const removeFromWishlist = (account: CustomerRecord, productId: string, ports: Pick<WishlistPorts, 'accounts'>): Promise<Wishlist> =>
  changeWishlist(account, (ids) => ids.filter((id) => id !== productId), ports);

/**
 * POST /api/wishlist/merge, at login: what the browser kept as a visitor (newest first), then
 * the account's, each product once, ids of products that do not exist dropped, the newest
 * WISHLIST_MAX kept.
 */
export async function mergeWishlist(account: CustomerRecord, productIds: readonly string[], ports: WishlistPorts): Promise<Wishlist> {
  const existing = new Set((await ports.products(productIds)).map((p) => p.id));
  const saved = productIds.filter((id) => existing.has(id));
  return changeWishlist(account, (ids) => [...new Set([...saved, ...ids])].slice(0, WISHLIST_MAX), ports);
}
