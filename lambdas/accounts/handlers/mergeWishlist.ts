import { CATALOG_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/catalog';
import { WishlistMergeRequest } from '@shop/shared/contract/wishlist';
import { httpRoute } from '../../platform/http.ts';
import { shopWishlistPorts } from '../accountAdapters.ts';
import { requireCustomer } from '../signedIn.ts';
import { mergeWishlist } from '../wishlist.ts';

/** POST /api/wishlist/merge: at login, what the browser kept joins the account's list. */
export const handler = httpRoute({ body: WishlistMergeRequest, croatian: CATALOG_TEXTS_IN_CROATIAN }, async ({ body, headers }) =>
  mergeWishlist(await requireCustomer(headers), body.productIds, shopWishlistPorts),
);
