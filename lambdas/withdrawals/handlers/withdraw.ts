import { CONTENT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/content';
import { WithdrawalRequest } from '@shop/shared/contract/withdrawals';
import { clientAddress } from '../../accounts/throttle.ts';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { httpRoute } from '../../platform/http.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { withdraw } from '../withdraw.ts';
import { shopWithdrawalPorts } from '../withdrawalAdapters.ts';

const ports = shopWithdrawalPorts({ clock: systemClock, mailer: createSesMailer(), shopUrl: config.shopUrl() });

/** POST /api/withdrawals */
export const handler = httpRoute({ body: WithdrawalRequest, croatian: CONTENT_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  withdraw(body, { client: clientAddress(event), language: requestLanguage(event) }, ports),
);
