import { ORDER_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/orders';
import { OrderRequest } from '@shop/shared/contract/orders';
import { optionalCustomer } from '../../accounts/signedIn.ts';
import { clientAddress } from '../../accounts/throttle.ts';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { countMetric } from '../../platform/metrics.ts';
import { stripeGateway } from '../../payments/paymentGateway.ts';
import { placeOrder } from '../placeOrder.ts';

const ports = { payments: stripeGateway(), clock: systemClock, shopUrl: config.shopUrl() };

/** POST /api/orders: a guest's or, with a valid token, a logged-in customer's order. */
export const handler = httpRoute({ body: OrderRequest, croatian: ORDER_TEXTS_IN_CROATIAN }, async ({ body, headers, event }) => {
  const customer = await optionalCustomer(headers);
  const placed = await placeOrder(body, ports, {
    client: clientAddress(event),
    language: requestLanguage(event),
    ...(customer ? { customerEmail: customer.email } : {}),
  });
  countMetric('OrderPlaced');
  return placed;
});
