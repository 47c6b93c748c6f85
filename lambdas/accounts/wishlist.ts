import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Wishlist } from '@shop/shared/contract/wishlist';
import { WISHLIST_MAX } from '@shop/shared/contract/wishlistMessages';
import { getProducts } from '../catalog/catalogStore.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { getAccountByEmail } from './accountStore.ts';
import { type CustomerRecord, customerAccountKey } from './customerRecord.ts';
import { ACCOUNTS, WISHLIST } from './messages.ts';
import { CATALOG } from '../catalog/messages.ts';

/**
 * A customer's wishlist (docs/decisions/037-cards-and-wishlist.md): product ids, the latest saved
 * first, at most WISHLIST_MAX, kept on the account item itself. So the account's read, which
 * every logged-in call makes, carries it; the data export shows it with the account, and the
 * account's deletion takes it along. Each change is written conditioned on the version read;
 * a change that lost a race reads the account again.
 */
export interface WishlistFields {
  wishlist?: string[];
  wishlistVersion?: number;
}

type Account = CustomerRecord & WishlistFields;

export const wishlistOf = (account: Account): Wishlist => ({ productIds: account.wishlist ?? [] });

const ATTEMPTS = 5;

/** Applies `change` to the stored list and writes it, unless it changed nothing; the list as it now is. */
async function changeWishlist(account: Account, change: (ids: readonly string[]) => string[]): Promise<Wishlist> {
  let current: Account | undefined = account;
  for (let attempt = 1; current; attempt++) {
    const before = current.wishlist ?? [];
    const next = change(before);
    if (next.length === before.length && next.every((id, i) => before[i] === id)) return { productIds: before };
    const version = current.wishlistVersion ?? 0;
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName('customers'),
          Key: customerAccountKey(current.email),
          UpdateExpression: 'SET wishlist = :next, wishlistVersion = :version',
          ConditionExpression: `id = :id AND ${version === 0 ? 'attribute_not_exists(wishlistVersion)' : 'wishlistVersion = :read'}`,
          ExpressionAttributeValues: {
            ':next': next,
            ':version': version + 1,
            ':id': current.id,
            ...(version ? { ':read': version } : {}),
          },
        }),
      );
      return { productIds: next };
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= ATTEMPTS) throw error;
      current = await getAccountByEmail(current.email);
    }
  }
  throw notFound(ACCOUNTS.noSuchAccount);
}

/** POST /api/wishlist: an existing product goes first; one already saved stays where it is; the 101st is refused. */
export async function saveToWishlist(account: Account, productId: string): Promise<Wishlist> {
  const [product] = await getProducts([productId]);
  if (!product?.active) throw notFound(CATALOG.noSuchProduct);
  return changeWishlist(account, (ids) => {
    if (ids.includes(productId)) return [...ids];
    if (ids.length >= WISHLIST_MAX) throw conflict(WISHLIST.full);
    return [productId, ...ids];
  });
}

/** DELETE /api/wishlist/{productId}: removing what is not there changes nothing. */
export const removeFromWishlist = (account: Account, productId: string): Promise<Wishlist> =>
  changeWishlist(account, (ids) => ids.filter((id) => id !== productId));

/**
 * POST /api/wishlist/merge, at login: what the browser kept as a visitor (newest first), then
 * the account's, each product once, ids of products that do not exist dropped, the newest
 * WISHLIST_MAX kept.
 */
export async function mergeWishlist(account: Account, productIds: readonly string[]): Promise<Wishlist> {
  const existing = new Set((await getProducts(productIds)).map((p) => p.id));
  const saved = productIds.filter((id) => existing.has(id));
  return changeWishlist(account, (ids) => [...new Set([...saved, ...ids])].slice(0, WISHLIST_MAX));
}
