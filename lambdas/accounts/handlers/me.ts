import { httpRoute } from '../../platform/http.ts';
import { userView } from '../customerRecord.ts';
import { requireCustomer } from '../signedIn.ts';

/** GET /api/auth/me */
export const handler = httpRoute({}, async ({ headers }) => userView(await requireCustomer(headers)));
