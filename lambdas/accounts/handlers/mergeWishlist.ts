import { WishlistMergeRequest } from '@shop/shared/contract/wishlist';
import { httpRoute } from '../../platform/http.ts';
import { shopWishlistPorts } from '../accountAdapters.ts';
import { requireCustomer } from '../signedIn.ts';
import { mergeWishlist } from '../wishlist.ts';

/** POST /api/wishlist/merge: at login, what the browser kept joins the account's list. */
export const handler = httpRoute({ body: WishlistMergeRequest }, async ({ body, headers }) =>
  mergeWishlist(await requireCustomer(headers), body.productIds, shopWishlistPorts),
);
