import type { ScheduledEvent } from 'aws-lambda';
import { config } from '../../platform/config.ts';
import { correlate } from '../../platform/log.ts';
import { stripeGateway } from '../../payments/paymentGateway.ts';
import { reconcileWaitingOrders } from '../reconcilePayment.ts';

const payments = stripeGateway();

/** Once a day: orders waiting for their money compared with the provider, settled where they differ. "Now" is the rule's time. */
export const handler = async (event: ScheduledEvent) => {
  correlate(event.id);
  const at = new Date(event.time);
  return reconcileWaitingOrders({ payments, clock: { now: () => at }, shopUrl: config.shopUrl() });
};
