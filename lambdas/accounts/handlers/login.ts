import { ACCOUNT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/accounts';
import { LoginRequest } from '@shop/shared/contract/accounts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { shopLoginPorts } from '../accountAdapters.ts';
import { login } from '../login.ts';
import { clientAddress } from '../throttle.ts';

/** POST /api/auth/login (the saleSpotId header is not needed here) */
export const handler = httpRoute({ body: LoginRequest, croatian: ACCOUNT_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  login(body, clientAddress(event), shopLoginPorts(systemClock)),
);
