import { WishlistAddRequest } from '@shop/shared/contract/wishlist';
import { httpRoute } from '../../platform/http.ts';
import { shopWishlistPorts } from '../accountAdapters.ts';
import { requireCustomer } from '../signedIn.ts';
import { saveToWishlist } from '../wishlist.ts';

/** POST /api/wishlist: saves a product (404 for one that is not for sale, 409 past 100). */
export const handler = httpRoute({ body: WishlistAddRequest }, async ({ body, headers }) =>
  saveToWishlist(await requireCustomer(headers), body.productId, shopWishlistPorts),
);
