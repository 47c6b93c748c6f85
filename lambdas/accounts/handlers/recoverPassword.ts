import { ACCOUNT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/accounts';
import { RecoverPasswordRequest } from '@shop/shared/contract/accounts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { shopRecoveryPorts } from '../accountAdapters.ts';
import { recoverPassword } from '../passwordReset.ts';

/** POST /api/auth/recoverPassword */
export const handler = httpRoute({ body: RecoverPasswordRequest, croatian: ACCOUNT_TEXTS_IN_CROATIAN }, ({ body }) =>
  recoverPassword(body, shopRecoveryPorts(systemClock)),
);
