import { OrderRequest } from '@shop/shared/contract/orders';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { httpRoute } from '../../platform/http.ts';
import { countMetric } from '../../platform/metrics.ts';
import { stripeGateway } from '../../payments/paymentGateway.ts';
import { placeOrder } from '../placeOrder.ts';

const ports = { payments: stripeGateway(), clock: systemClock, shopUrl: config.shopUrl() };

/** POST /api/orders */
export const handler = httpRoute({ body: OrderRequest }, async ({ body }) => {
  const placed = await placeOrder(body, ports);
  countMetric('OrderPlaced');
  return placed;
});
