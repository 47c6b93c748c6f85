import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { correlate, log } from '../../platform/log.ts';
import { countMetric } from '../../platform/metrics.ts';
import { stripeGateway } from '../../payments/paymentGateway.ts';
import { type PaymentEvent, processPaymentEvent } from '../paymentEvents.ts';

const ports = { payments: stripeGateway(), clock: systemClock, shopUrl: config.shopUrl() };

/** SQS consumer of payment events; a failed record is retried alone, then dead-lettered. */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const paymentEvent = JSON.parse(record.body) as PaymentEvent;
      // The provider's event id, as the webhook logged it: one id from the webhook to the invoice.
      correlate(paymentEvent.id ?? record.messageId);
      await processPaymentEvent(paymentEvent, ports);
    } catch (error) {
      countMetric('PaymentEventFailed');
      log.error('payment event failed', { messageId: record.messageId, error, receiveCount: record.attributes?.ApproximateReceiveCount });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
