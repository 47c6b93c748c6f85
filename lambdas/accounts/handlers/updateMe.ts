import { UpdateMeRequest } from '@shop/shared/contract/accounts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { shopAccountPorts } from '../accountAdapters.ts';
import { requireCustomer } from '../signedIn.ts';
import { updateMe } from '../updateMe.ts';

/** PUT /api/auth/updateMe */
export const handler = httpRoute({ body: UpdateMeRequest }, async ({ body, headers }) =>
  updateMe(await requireCustomer(headers), body, shopAccountPorts(systemClock)),
);
