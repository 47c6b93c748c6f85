import { ACCOUNT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/accounts';
import { ForgetPasswordRequest } from '@shop/shared/contract/accounts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { shopAccountMailRequestPorts } from '../accountAdapters.ts';
import { forgetPassword } from '../passwordReset.ts';
import { clientAddress } from '../throttle.ts';

/** POST /api/auth/forgetPassword */
export const handler = httpRoute({ body: ForgetPasswordRequest, croatian: ACCOUNT_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  forgetPassword(body, clientAddress(event), shopAccountMailRequestPorts(systemClock), requestLanguage(event)),
);
