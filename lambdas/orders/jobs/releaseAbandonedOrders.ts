import type { ScheduledEvent } from 'aws-lambda';
import { config } from '../../platform/config.ts';
import { correlate } from '../../platform/log.ts';
import { countMetric } from '../../platform/metrics.ts';
import { stripeGateway } from '../../payments/paymentGateway.ts';
import { releaseAbandonedOrders } from '../releaseAbandonedOrders.ts';

const payments = stripeGateway();

/** Every 5 minutes: orders holding stock that nothing else will let go of. "Now" is the rule's time. */
export const handler = async (event: ScheduledEvent) => {
  correlate(event.id);
  const at = new Date(event.time);
  const result = await releaseAbandonedOrders({ payments, clock: { now: () => at }, shopUrl: config.shopUrl() });
  if (result.released.length) countMetric('AbandonedOrderReleased', result.released.length);
  return result;
};
