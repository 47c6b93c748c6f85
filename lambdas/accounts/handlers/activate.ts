import { ACCOUNT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/accounts';
import { ActivationRequest } from '@shop/shared/contract/accounts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { shopAccountPorts } from '../accountAdapters.ts';
import { activate } from '../activate.ts';

/** POST /api/auth/activate, from the SPA page /activate/{userId}/{activationCode} */
export const handler = httpRoute({ body: ActivationRequest, croatian: ACCOUNT_TEXTS_IN_CROATIAN }, ({ body }) =>
  activate(body, shopAccountPorts(systemClock)),
);
