import { ForgetPasswordRequest } from '@shop/shared/contract/accounts';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { httpRoute } from '../../platform/http.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { forgetPassword } from '../passwordReset.ts';
import { clientAddress } from '../throttle.ts';

const ports = { clock: systemClock, mailer: createSesMailer(), shopUrl: config.shopUrl() };

/** POST /api/auth/forgetPassword */
export const handler = httpRoute({ body: ForgetPasswordRequest }, ({ body, event }) => forgetPassword(body, clientAddress(event), ports));
