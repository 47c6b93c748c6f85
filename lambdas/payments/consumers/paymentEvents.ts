import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { log } from '../../platform/log.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { stripeGateway } from '../paymentGateway.ts';
import { type PaymentEvent, processPaymentEvent } from '../processPaymentEvent.ts';

const ports = { payments: stripeGateway(), mailer: createSesMailer(), clock: systemClock, shopUrl: config.shopUrl() };

/** SQS consumer of payment events; a failed record is retried alone, then dead-lettered. */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      await processPaymentEvent(JSON.parse(record.body) as PaymentEvent, ports);
    } catch (error) {
      log.error('payment event failed', { messageId: record.messageId, error, receiveCount: record.attributes?.ApproximateReceiveCount });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
