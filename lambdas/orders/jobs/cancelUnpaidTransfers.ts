import type { ScheduledEvent } from 'aws-lambda';
import { config } from '../../platform/config.ts';
import { correlate } from '../../platform/log.ts';
import { countMetric } from '../../platform/metrics.ts';
import { stripeGateway } from '../../payments/paymentGateway.ts';
import { cancelUnpaidTransfers } from '../cancelUnpaidTransfers.ts';

const payments = stripeGateway();

/**
 * The hourly EventBridge rule. "Now" is the time the rule fired, as the event says: the same in
 * AWS, and it lets the local stack run the job at a moved date (POST /_local/jobs/{name}).
 */
export const handler = async (event: ScheduledEvent) => {
  correlate(event.id);
  const at = new Date(event.time);
  const result = await cancelUnpaidTransfers({ payments, clock: { now: () => at }, shopUrl: config.shopUrl() });
  if (result.cancelled.length) countMetric('TransferOrderCancelled', result.cancelled.length);
  return result;
};
