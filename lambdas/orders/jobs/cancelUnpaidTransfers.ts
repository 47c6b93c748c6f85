import type { ScheduledEvent } from 'aws-lambda';
import { correlate } from '../../platform/log.ts';
import { countMetric } from '../../platform/metrics.ts';
import { cancelUnpaidTransfers } from '../cancelUnpaidTransfers.ts';

/**
 * The hourly EventBridge rule. "Now" is the time the rule fired, as the event says: the same in
 * AWS, and it lets the local stack run the job at a moved date (POST /_local/jobs/{name}).
 */
export const handler = async (event: ScheduledEvent) => {
  correlate(event.id);
  const at = new Date(event.time);
  const result = await cancelUnpaidTransfers({ clock: { now: () => at } });
  if (result.cancelled.length) countMetric('TransferOrderCancelled', result.cancelled.length);
  return result;
};
