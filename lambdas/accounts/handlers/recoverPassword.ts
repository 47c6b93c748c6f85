import { RecoverPasswordRequest } from '@shop/shared/contract/accounts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { shopRecoveryPorts } from '../accountAdapters.ts';
import { recoverPassword } from '../passwordReset.ts';

/** POST /api/auth/recoverPassword */
export const handler = httpRoute({ body: RecoverPasswordRequest }, ({ body }) => recoverPassword(body, shopRecoveryPorts(systemClock)));
