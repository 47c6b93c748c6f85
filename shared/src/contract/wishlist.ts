import * as z from 'zod/mini';
import type { Product } from './catalog.ts';
import { Id } from './common.ts';

import { WISHLIST_MAX } from './wishlistMessages.ts';

/* The wishlist's calls (docs/decisions/037-cards-and-wishlist.md): a visitor's list is kept in the browser, a customer's in the account. */

/** A customer's wishlist as the API answers it: product ids, the latest saved first. */
export interface Wishlist {
  productIds: string[];
}

/** POST /api/wishlist: save one product. */
export const WishlistAddRequest = z.object({ productId: Id });
export type WishlistAddRequest = z.infer<typeof WishlistAddRequest>;

const IdList = (max: number) =>
  z.array(Id, 'productIds must be a list of product ids.').check(z.maxLength(max, `At most ${max} product ids.`));

/** POST /api/wishlist/merge: what the browser kept before login, added to the account's (newest first). */
export const WishlistMergeRequest = z.object({ productIds: IdList(WISHLIST_MAX) });
export type WishlistMergeRequest = z.infer<typeof WishlistMergeRequest>;

/** POST /api/products/byIds: the products of a list of ids, as they are now (a wishlist's page). */
export const ProductsByIdsRequest = z.object({ productIds: IdList(WISHLIST_MAX) });
export type ProductsByIdsRequest = z.infer<typeof ProductsByIdsRequest>;

/** The products found and shown to shoppers, in the order asked; an id gone or inactive is left out. */
export interface ProductsByIds {
  data: Product[];
}
