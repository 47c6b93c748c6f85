import { httpRoute } from '../../platform/http.ts';
import { requireCustomer } from '../signedIn.ts';
import { wishlistOf } from '../wishlist.ts';

/** GET /api/wishlist: the logged-in customer's saved products, the latest first. */
export const handler = httpRoute({}, async ({ headers }) => wishlistOf(await requireCustomer(headers)));
