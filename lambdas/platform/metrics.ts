import { Console } from 'node:console';
import { getBooleanFromEnv, isDevMode } from '@aws-lambda-powertools/commons/utils/env';

/**
 * Business metrics as CloudWatch embedded metric format lines (no API call, no extra latency):
 * orders placed, orders paid by method, payment events that failed. Off in tests and locally
 * unless POWERTOOLS_METRICS_DISABLED says otherwise; the CDK app leaves it unset.
 *
 * Each line is what Powertools' `Metrics.singleMetric()` writes for one count, with its
 * switches read as it reads them (lambdas/platform/metrics.test.ts holds the two equal for any
 * metric, count and dimension): one line of the embedded metric format with the namespace, the
 * `service` dimension and at most one more. Written here rather than through
 * `@aws-lambda-powertools/metrics`, whose 10 KB every counting function carried for a dozen
 * lines of JSON (docs/decisions/097-aws-calls-without-their-clients.md).
 */
const NAMESPACE = 'Tkanica';
const SERVICE = 'tkanica-shop';

interface MetricsOutput {
  log(line: string): void;
}

let stdoutConsole: Console | undefined;

/**
 * Where the lines go, or null when metrics are off: POWERTOOLS_METRICS_DISABLED when set,
 * otherwise off in Powertools' development mode (POWERTOOLS_DEV), as Powertools decides. On
 * Lambda a console of its own over stdout, so the runtime's console adds nothing to a line.
 * Read at each count (a few lookups), so a process that changes its environment is obeyed.
 */
function metricsOutput(): MetricsOutput | null {
  const dev = isDevMode();
  const disabled =
    process.env.POWERTOOLS_METRICS_DISABLED !== undefined
      ? getBooleanFromEnv({ key: 'POWERTOOLS_METRICS_DISABLED', defaultValue: false, extendedParsing: true })
      : dev;
  if (disabled) return null;
  if (dev) return console;
  stdoutConsole ??= new Console({ stdout: process.stdout, stderr: process.stderr });
  return stdoutConsole;
}

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

/** The dimensions a count can carry besides `service`. */
export type MetricDimension = 'PaymentMethod' | 'reason' | 'queue' | 'bounceType';

/** The embedded metric format's line for one count of `name` at `timestamp` (ms since the epoch). */
export function metricLine(
  name: ShopMetric,
  count: number,
  dimension: { name: MetricDimension; value: string } | undefined,
  timestamp: number,
): Record<string, unknown> {
  // A dimension whose value is empty or only white space is left out, as Powertools leaves it.
  const extra = dimension && dimension.value.trim() !== '' ? dimension : undefined;
  return {
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        { Namespace: NAMESPACE, Dimensions: [extra ? ['service', extra.name] : ['service']], Metrics: [{ Name: name, Unit: 'Count' }] },
      ],
    },
    service: SERVICE,
    ...(extra ? { [extra.name]: extra.value } : {}),
    [name]: count,
  };
}

/** Counts one occurrence now (written at once, so a crash later cannot lose it). */
export function countMetric(name: ShopMetric, count = 1, dimension?: { name: MetricDimension; value: string }): void {
  metricsOutput()?.log(JSON.stringify(metricLine(name, count, dimension, Date.now())));
}
