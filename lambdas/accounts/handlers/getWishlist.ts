import { httpRoute } from '../../platform/http.ts';
import { requireCustomer } from '../sessionToken.ts';
import { wishlistOf } from '../wishlist.ts';

/** GET /api/wishlist: the logged-in customer's saved products, the latest first. */
export const handler = httpRoute({}, async ({ headers }) => wishlistOf(await requireCustomer(headers)));
