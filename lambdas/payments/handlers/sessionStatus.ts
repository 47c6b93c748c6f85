import { ORDER_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/orders';
import { SessionStatusQuery, type SessionStatusResponse } from '@shop/shared/contract/orders';
import { notFound } from '../../platform/errors.ts';
import { httpRoute } from '../../platform/http.ts';
import { PAYMENTS } from '../messages.ts';
import { stripeGateway } from '../paymentGateway.ts';

const payments = stripeGateway();

/** GET /session-status?session_id=… */
export const handler = httpRoute(
  { query: SessionStatusQuery, croatian: ORDER_TEXTS_IN_CROATIAN },
  async ({ query }): Promise<SessionStatusResponse> => {
    const found = await payments.getSession(query.session_id);
    if (found.status === 'not_found') throw notFound(PAYMENTS.noSuchCheckoutSession);
    return { status: found.session.status, customer_email: found.session.customerEmail };
  },
);
