import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { jsonBody, queueConsumer } from '../../platform/queueBatch.ts';
import { stripeGateway } from '../../payments/paymentGateway.ts';
import { PaymentEvent, processPaymentEvent } from '../paymentEvents.ts';

const ports = { payments: stripeGateway(), clock: systemClock, shopUrl: config.shopUrl() };

/** SQS consumer of payment events; a failed record is retried alone, then dead-lettered. */
export const handler = queueConsumer<PaymentEvent>({
  queue: 'paymentEvents',
  what: 'payment event',
  read: jsonBody(PaymentEvent),
  // The provider's event id, as the webhook logged it: one id from the webhook to the invoice.
  correlationId: (event) => event.id,
  handle: (event) => processPaymentEvent(event, ports),
  failedMetric: 'PaymentEventFailed',
});
