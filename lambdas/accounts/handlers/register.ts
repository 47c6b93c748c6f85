import { RegistrationRequest } from '@shop/shared/contract/accounts';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { httpRoute } from '../../platform/http.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { register } from '../register.ts';
import { clientAddress } from '../throttle.ts';

const ports = { clock: systemClock, mailer: createSesMailer(), shopUrl: config.shopUrl() };

/** POST /api/auth/register */
export const handler = httpRoute({ body: RegistrationRequest }, ({ body, event }) => register(body, clientAddress(event), ports));
