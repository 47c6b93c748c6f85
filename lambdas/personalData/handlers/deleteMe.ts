import { ACCOUNT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/accounts';
import { DeleteAccountRequest } from '@shop/shared/contract/personalData';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { deleteAccount } from '../deleteAccount.ts';
import { shopDeletionPorts } from '../personalDataAdapters.ts';
import { requireCustomer } from '../../accounts/signedIn.ts';
import { clientAddress } from '../../accounts/throttle.ts';

/** POST /api/auth/deleteMe: deletes the account with the password; a deletion under way is finished. */
export const handler = httpRoute({ body: DeleteAccountRequest, croatian: ACCOUNT_TEXTS_IN_CROATIAN }, async ({ body, headers, event }) =>
  deleteAccount(
    await requireCustomer(headers, systemClock, ['ACTIVE', 'DELETING']),
    body,
    clientAddress(event),
    shopDeletionPorts(systemClock),
  ),
);
