import { MetricUnit, Metrics } from '@aws-lambda-powertools/metrics';

/**
 * Business metrics as CloudWatch embedded metric format lines (no API call, no extra latency):
 * orders placed, orders paid by method, payment events that failed. Off in tests and locally
 * unless POWERTOOLS_METRICS_DISABLED says otherwise; the CDK app leaves it unset.
 */
let metrics: Metrics | undefined;

export type ShopMetric =
  | 'OrderPlaced'
  | 'OrderPaid'
  | 'PaymentEventFailed'
  | 'TransferOrderCancelled'
  | 'BackInStockEmailSent'
  | 'AbandonedOrderReleased'
  | 'LatePaymentRefunded'
  /** A waiting order the provider did not answer for before a job would give it up: left for the next run (lambdas/orders/reconcilePayment.ts). */
  | 'PaymentReconcileUnanswered'
  /** A waiting order the provider's word moved on reconciliation: its payment event was lost or late. */
  | 'PaymentReconciled'
  /** Money in a customer's cash balance for an order that takes none (a late transfer, an over-payment), sent back (lambdas/orders/cashBalanceReturns.ts). */
  | 'LateTransferReturned'
  /** Such a return the provider cancelled or failed (the customer gave no account in 45 days): for someone to contact the customer. */
  | 'LateTransferReturnFailed'
  | 'OrderEffectDead'
  | 'AccountMailDead'
  /** A content mail (a newsletter confirmation or welcome, a contact message's forward) given up after hours of tries. */
  | 'ContentMailDead'
  /** A receipt still without its JIR a day after it was issued (lambdas/orders/orderEffects.ts). */
  | 'FiscalReceiptUnconfirmed'
  /** A receipt CIS refused (not an outage): given up at once, for someone to fix and deliver (lambdas/orders/invoiceEffects.ts). */
  | 'FiscalReceiptRefused'
  /** A receipt still without its JIR 25 days after it was issued: CIS refuses it after 30 (lambdas/orders/invoiceEffects.ts). */
  | 'FiscalReceiptNearLimit'
  /** An eRačun the information intermediary refused (lambdas/orders/eRacunInvoice.ts): given up, for someone to fix and send. */
  | 'ERacunRefused'
  /** An eRačun's issue or payment CIS refused (lambdas/orders/eRacunInvoice.ts): given up at once. */
  | 'ERacunFiscalRefused'
  /** A mail not sent because its address is on the suppression list (dimension `reason`). */
  | 'MailSuppressed'
  /** A retried mail not sent again because SES had taken it on an earlier try (lambdas/platform/sentMails.ts). */
  | 'MailAlreadySent'
  /** SES's feedback on mail sent (lambdas/mail/): bounces by `bounceType`, complaints, rejects, delays. */
  | 'MailBounced'
  | 'MailComplained'
  | 'MailRejected'
  | 'MailDelayed'
  /** A queue's message whose body its consumer cannot read (dimension `queue`; lambdas/platform/queueBatch.ts). */
  | 'QueueMessageMalformed';

/** Counts one occurrence now (written at once, so a crash later cannot lose it). */
export function countMetric(name: ShopMetric, count = 1, dimension?: { name: string; value: string }): void {
  metrics ??= new Metrics({ namespace: 'Tkanica', serviceName: 'tkanica-shop' });
  const single = metrics.singleMetric();
  if (dimension) single.addDimension(dimension.name, dimension.value);
  single.addMetric(name, MetricUnit.Count, count);
}
