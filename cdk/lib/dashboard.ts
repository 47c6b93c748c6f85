import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import {
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  SearchExpression,
  TableSummaryColumn,
  TableWidget,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { type CfnQueue, type IQueue, Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { SHOP_METRICS, STREAM_LAG_LIMIT, shopMetric } from './alarms.ts';
import type { ShopApi } from './api.ts';
import { type ShopConfig, shopName } from './config.ts';
import { type Contexts, sliceByContext } from './contexts.ts';
import { type FunctionDef, handlerName, REPO_ROOT } from './constructs/shop-function.ts';
import type { ShopEvents } from './events.ts';
import type { RouteTable } from './route-table.ts';

/**
 * Every business metric the functions count (lambdas/platform/metrics.ts `ShopMetric`), by the
 * widget that shows it; after a colon, the dimension a metric is counted by besides the service.
 */
export const BUSINESS_METRICS = {
  orders: ['OrderPlaced', 'OrderPaid:PaymentMethod', 'TransferOrderCancelled', 'AbandonedOrderReleased'],
  payments: [
    'PaymentEventFailed',
    'LatePaymentRefunded',
    'LateTransferReturned',
    'LateTransferReturnFailed',
    'PaymentReconciled',
    'PaymentReconcileUnanswered',
  ],
  outboxes: ['OrderEffectDead', 'AccountMailDead', 'ContentMailDead', 'BackInStockEmailSent', 'QueueMessageMalformed:queue'],
  mail: ['MailSuppressed:reason', 'MailAlreadySent', 'MailBounced:bounceType', 'MailComplained', 'MailRejected', 'MailDelayed'],
  fiscal: ['FiscalReceiptUnconfirmed', 'FiscalReceiptNearLimit', 'FiscalReceiptRefused', 'ERacunRefused', 'ERacunFiscalRefused'],
} as const;

const FIVE_MINUTES = Duration.minutes(5);
const HOUR = Duration.hours(1);

export interface ShopDashboardProps {
  readonly config: ShopConfig;
  readonly routeTable: RouteTable;
  readonly contexts: Contexts;
  readonly api: ShopApi;
  readonly events: ShopEvents;
}

/** The functions of a stage by context, each by its deployed name (`shop-<stage>-<name>`), as the context stacks make them. */
export function stageFunctions(config: Pick<ShopConfig, 'stage'>, table: RouteTable, contexts: Contexts): Map<string, string[]> {
  const byContext = new Map<string, string[]>();
  for (const [context, slice] of sliceByContext(table, contexts)) {
    const names = [
      ...slice.invoked.map((def) => def.name),
      ...slice.routes.map((route) => handlerName(route.handler)),
      ...[...slice.consumers, ...slice.jobs, ...slice.streams].map((def) => def.name),
    ];
    if (names.length)
      byContext.set(
        context,
        [...new Set(names)].map((name) => shopName(config, name)),
      );
  }
  return byContext;
}

const isDeadLetter = (queueName: string) => /-dlq(\.fifo)?$/.test(queueName);
/** The name a queue was given (a FIFO queue's with `.fifo`), not the token of its attribute. */
const physicalName = (queue: IQueue) => (queue.node.defaultChild as CfnQueue | undefined)?.queueName ?? queue.queueName;

/** Every queue of the stage by its physical name, the dead-letter queues apart (`…-dlq`, `…-dlq.fifo`). */
export function stageQueues(events: ShopEvents): { queues: string[]; deadLetters: string[] } {
  const names = events.node
    .findAll()
    .filter((c): c is Queue => c instanceof Queue)
    .map(physicalName);
  return { queues: names.filter((n) => !isDeadLetter(n)), deadLetters: names.filter(isDeadLetter) };
}

/**
 * The stage's CloudWatch dashboard `shop-<stage>`: business metrics, the API, the functions by
 * context, streams and queues, CIS delivery, and the runbook's sections. It names functions and
 * queues by their fixed names instead of reading the context stacks' constructs, which would make
 * the shop's stack depend on theirs while theirs depend on it; so it lives in the shop's stack
 * and deploys with the API it shows, where a stack of its own would only add a last deploy step.
 * A function of a new route shows up here one deploy step before it exists, as a line with no data.
 */
export class ShopDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ShopDashboardProps) {
    super(scope, id);
    const { config, routeTable, api } = props;
    const functions = stageFunctions(config, routeTable, props.contexts);
    const { queues, deadLetters } = stageQueues(props.events);
    const short = (name: string) => name.slice(shopName(config, '').length);

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `shop-${config.stage}`,
      defaultInterval: Duration.days(1),
    });
    this.dashboard.addWidgets(new TextWidget({ markdown: runbookLinks(config), width: 24, height: 4 }));
    this.dashboard.addWidgets(
      graph('Orders (per hour)', BUSINESS_METRICS.orders.map(business), 8),
      graph('Payments (per hour)', BUSINESS_METRICS.payments.map(business), 8),
      this.cisDelivery(props, short),
    );
    this.dashboard.addWidgets(
      graph('Outboxes and queues (per hour)', BUSINESS_METRICS.outboxes.map(business), 12),
      graph('Mail: suppressed and SES feedback (per hour)', BUSINESS_METRICS.mail.map(business), 12),
    );
    this.dashboard.addWidgets(
      graph(
        'API requests (per 5 minutes)',
        [
          api.httpApi.metricCount({ statistic: 'Sum', period: FIVE_MINUTES, label: 'requests' }),
          api.httpApi.metricClientError({ statistic: 'Sum', period: FIVE_MINUTES, label: '4xx' }),
          api.httpApi.metricServerError({ statistic: 'Sum', period: FIVE_MINUTES, label: '5xx' }),
          api.metricThrottled({ period: FIVE_MINUTES, label: '429 throttled by the API' }),
        ],
        12,
      ),
      graph(
        'API latency (ms)',
        [
          api.httpApi.metricLatency({ statistic: 'p50', period: FIVE_MINUTES, label: 'latency p50' }),
          api.httpApi.metricLatency({ statistic: 'p99', period: FIVE_MINUTES, label: 'latency p99' }),
          api.httpApi.metricIntegrationLatency({ statistic: 'p99', period: FIVE_MINUTES, label: 'integration p99' }),
        ],
        12,
      ),
    );

    // Per context: its errors and throttles summed (SUM of its functions), then each function's errors in the range.
    const width = Math.max(6, Math.floor(24 / Math.max(1, functions.size)));
    const contexts = [...functions];
    this.dashboard.addWidgets(
      ...contexts.map(([context, names]) =>
        graph(
          `Lambda: ${context} (${names.length} functions)`,
          [
            summed(
              `errors ${context}`,
              names.map((name) => lambdaMetric('Errors', name)),
              `e_${context}`,
            ),
            summed(
              `throttles ${context}`,
              names.map((name) => lambdaMetric('Throttles', name)),
              `t_${context}`,
            ),
          ],
          width,
        ),
      ),
    );
    this.dashboard.addWidgets(
      ...contexts.map(
        ([context, names]) =>
          new TableWidget({
            title: `Errors by function: ${context}`,
            metrics: names.map((name) => lambdaMetric('Errors', name, 'Sum', FIVE_MINUTES, short(name))),
            summary: { columns: [TableSummaryColumn.SUM], hideNonSummaryColumns: true },
            width,
            height: 8,
          }),
      ),
    );

    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Stream readers: iterator age (ms, maximum per minute)',
        left: (routeTable.streams ?? []).map((stream) =>
          lambdaMetric('IteratorAge', shopName(config, stream.name), 'Maximum', Duration.minutes(1), stream.name),
        ),
        leftAnnotations: [{ value: STREAM_LAG_LIMIT.toMilliseconds(), label: 'alarm' }],
        width: 12,
        height: 6,
      }),
      graph(
        'Queues: age of the oldest message (s)',
        queues.map((name) => sqsMetric('ApproximateAgeOfOldestMessage', name, short(name))),
        12,
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'Dead-letter queues: messages waiting',
        deadLetters.map((name) => sqsMetric('ApproximateNumberOfMessagesVisible', name, short(name))),
        12,
      ),
      new GraphWidget({
        title: 'Account concurrency (every stage of the account and region)',
        left: [
          accountMetric('ConcurrentExecutions', 'Maximum', 'concurrent executions'),
          accountMetric('UnreservedConcurrentExecutions', 'Maximum', 'unreserved concurrent executions'),
        ],
        right: [accountMetric('Throttles', 'Sum', 'throttles')],
        width: 12,
        height: 6,
      }),
    );
  }

  /** Receipts without their JIR (a day, 25 days) or refused, and what delivers them: the functions that use the fiscal certificate and the queues that feed them. */
  private cisDelivery(props: ShopDashboardProps, short: (name: string) => string): GraphWidget {
    const { config, routeTable } = props;
    const defs: FunctionDef[] = [
      ...routeTable.routes.map((route) => ({ ...route, name: handlerName(route.handler) })),
      ...routeTable.consumers,
      ...routeTable.jobs,
      ...(routeTable.streams ?? []),
      ...(routeTable.invoked ?? []),
    ];
    const fiscal = [...new Set(defs.filter((def) => def.uses.fiscal).map((def) => shopName(config, def.name)))];
    const queueNames = routeTable.consumers
      .filter((consumer) => consumer.uses.fiscal)
      .map((consumer) => props.events.queues[consumer.queue])
      .flatMap((queue) => (queue ? [queue.queue, queue.deadLetterQueue] : []))
      .map(physicalName);
    return new GraphWidget({
      title: 'CIS delivery',
      left: [
        ...BUSINESS_METRICS.fiscal.map(business),
        ...fiscal.map((name) => lambdaMetric('Errors', name, 'Sum', HOUR, `errors ${short(name)}`)),
        ...queueNames
          .filter(isDeadLetter)
          .map((name) => sqsMetric('ApproximateNumberOfMessagesVisible', name, `waiting in ${short(name)}`)),
      ],
      right: queueNames
        .filter((name) => !isDeadLetter(name))
        .map((name) => sqsMetric('ApproximateAgeOfOldestMessage', name, `oldest in ${short(name)} (s)`)),
      width: 8,
      height: 6,
    });
  }
}

const graph = (title: string, left: IMetric[], width = 6) => new GraphWidget({ title, left, width, height: 6 });

/** A business metric per hour; one counted by a dimension once per value of it, found by search. */
function business(entry: string): IMetric {
  const [metricName, dimension] = entry.split(':') as [string, string | undefined];
  if (!dimension) return shopMetric(metricName, HOUR).with({ label: metricName });
  return new SearchExpression({
    expression: `SEARCH('{${SHOP_METRICS.namespace},${dimension},service} MetricName="${metricName}" service="${SHOP_METRICS.service}"', 'Sum', ${HOUR.toSeconds()})`,
    label: metricName,
    period: HOUR,
  });
}

const lambdaMetric = (metricName: string, functionName: string, statistic = 'Sum', period = FIVE_MINUTES, label?: string) =>
  new Metric({ namespace: 'AWS/Lambda', metricName, dimensionsMap: { FunctionName: functionName }, statistic, period, label });

const sqsMetric = (metricName: string, QueueName: string, label: string) =>
  new Metric({ namespace: 'AWS/SQS', metricName, dimensionsMap: { QueueName }, statistic: 'Maximum', period: FIVE_MINUTES, label });

/** The account's figure for every function of the region (no dimension). */
const accountMetric = (metricName: string, statistic: string, label: string) =>
  new Metric({ namespace: 'AWS/Lambda', metricName, statistic, period: Duration.minutes(1), label });

/** One line summing `metrics` (hidden in the graph, where they can be shown one by one). */
function summed(label: string, metrics: IMetric[], prefix: string): MathExpression {
  const id = prefix.replace(/[^a-zA-Z0-9_]/g, '_');
  const usingMetrics = Object.fromEntries(metrics.map((metric, i) => [`${id}_${i}`, metric]));
  return new MathExpression({ expression: `SUM([${Object.keys(usingMetrics).join(',')}])`, usingMetrics, label, period: FIVE_MINUTES });
}

/**
 * The runbook's sections (docs/runbook.md's `##` headings), each linked when the stage knows where
 * the runbook is read (`-c runbookUrl=…`), with the stage's name in the alarms' names.
 */
export function runbookLinks(config: Pick<ShopConfig, 'stage' | 'runbookUrl'>): string {
  const headings = readFileSync(join(REPO_ROOT, 'docs', 'runbook.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('## '))
    .map((line) => line.slice(3).trim());
  const links = headings.map((heading) => {
    const text = heading.replaceAll('<stage>', config.stage);
    return config.runbookUrl ? `[${text}](${config.runbookUrl}#${githubAnchor(heading)})` : text;
  });
  const where = config.runbookUrl ? `[Runbook](${config.runbookUrl})` : 'Runbook (docs/runbook.md)';
  return [
    `## Shop ${config.stage}`,
    `${where}: ${links.join(' · ')}`,
    `The business metrics (${SHOP_METRICS.namespace}, service=${SHOP_METRICS.service}) carry no stage: two stages in one account add up here.`,
  ].join('\n\n');
}

/** The anchor GitHub gives a Markdown heading: lower case, punctuation gone, spaces as hyphens. */
export const githubAnchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
