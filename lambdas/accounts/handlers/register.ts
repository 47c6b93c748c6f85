import { ACCOUNT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/accounts';
import { RegistrationRequest } from '@shop/shared/contract/accounts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { shopRegistrationPorts } from '../accountAdapters.ts';
import { register } from '../register.ts';
import { clientAddress } from '../throttle.ts';

/** POST /api/auth/register */
export const handler = httpRoute({ body: RegistrationRequest, croatian: ACCOUNT_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  register(body, clientAddress(event), shopRegistrationPorts(systemClock), requestLanguage(event)),
);
