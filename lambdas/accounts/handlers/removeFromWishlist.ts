import { IdParams } from '@shop/shared/contract/common';
import { httpRoute } from '../../platform/http.ts';
import { shopAccounts } from '../accountAdapters.ts';
import { requireCustomer } from '../signedIn.ts';
import { removeFromWishlist } from '../wishlist.ts';

/** DELETE /api/wishlist/{id}: takes a product off the list. */
export const handler = httpRoute({ params: IdParams }, async ({ params, headers }) =>
  removeFromWishlist(await requireCustomer(headers), params.id, { accounts: shopAccounts }),
);
