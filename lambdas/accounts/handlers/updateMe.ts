import { ACCOUNT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/accounts';
import { UpdateMeRequest } from '@shop/shared/contract/accounts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { shopAccountPorts } from '../accountAdapters.ts';
import { requireCustomer } from '../signedIn.ts';
import { updateMe } from '../updateMe.ts';

/** PUT /api/auth/updateMe */
export const handler = httpRoute({ body: UpdateMeRequest, croatian: ACCOUNT_TEXTS_IN_CROATIAN }, async ({ body, headers }) =>
  updateMe(await requireCustomer(headers), body, shopAccountPorts(systemClock)),
);
