import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { DeduplicationScope, FifoThroughputLimit, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { ShopAlarms, shopMetric } from './alarms.ts';
import { type ShopConfig, shopName } from './config.ts';
import type { BindableQueue, BindableTable, FunctionFactory, ShopFunction } from './constructs/shop-function.ts';
import { DESK_QUEUES } from '@shop/lambdas/grants';
import type { QueueName } from '@shop/lambdas/queues';
import type { ConsumerDef, JobDef, QueueDef, StreamDef } from './route-table.ts';
import {
  CONSUMER_TIMEOUT_SECONDS,
  MAX_RECEIVE_COUNT,
  QUEUE_VISIBILITY_TIMEOUT_SECONDS,
  STREAM_BISECT_ON_ERROR,
  STREAM_RETRY_ATTEMPTS,
} from './eventRetries.ts';

/** Where the functions' business metrics land (lambdas/platform/metrics.ts). */

export { MAX_RECEIVE_COUNT, STREAM_RETRY_ATTEMPTS } from './eventRetries.ts';

/** A consumer gets a minute per batch; SQS hides a message for 6 times that (AWS's advice). */
export const CONSUMER_TIMEOUT = Duration.seconds(CONSUMER_TIMEOUT_SECONDS);
export const JOB_TIMEOUT = Duration.minutes(5);
/** A payment event in its dead-letter queue longer than this raises an alarm. */
export const PAYMENT_EVENT_DEAD_SECONDS = 3600;

export interface ShopEventsProps {
  readonly config: ShopConfig;
  readonly alarms: ShopAlarms;
  /** QUEUES of routes.ts: name → env var of its URL. */
  readonly queues: Readonly<Record<string, QueueDef>>;
  /** The stream entries of routes.ts: each gets its dead-letter queue here, beside the other queues. */
  readonly streams: readonly StreamDef[];
}

/**
 * The asynchronous side: one SQS queue with a dead-letter queue per QUEUES entry and one
 * dead-letter queue per stream consumer, all in the shop's stack, which keeps them whatever
 * context stack their functions move to (a queue's name is free again only a minute after it is
 * deleted); and the ways functions are fed, which each context's stack adds for its own
 * functions: consumers of a queue (partial batch failures), scheduled jobs (EventBridge rules)
 * and readers of a table's stream.
 */
export class ShopEvents extends Construct {
  readonly queues: Record<string, BindableQueue & { readonly deadLetterQueue: Queue }> = {};
  /** A stream consumer's dead-letter queue, by the consumer's name. */
  readonly streamDeadLetters: Record<string, Queue> = {};
  readonly consumers: Record<string, ShopFunction> = {};
  readonly jobs: Record<string, ShopFunction> = {};
  readonly streams: Record<string, ShopFunction> = {};
  private readonly config: ShopConfig;
  private readonly alarms: ShopAlarms;

  constructor(scope: Construct, id: string, props: ShopEventsProps) {
    super(scope, id);
    const { config, alarms } = props;
    this.config = config;
    this.alarms = alarms;
    for (const [name, { envVar, deadLetterEnvVar, fifo = false }] of Object.entries(props.queues)) {
      // A feed keeps each item's changes in order, as its stream does; the record's event id dedups a fan-out's retry.
      const ordered = fifo
        ? {
            fifo: true,
            deduplicationScope: DeduplicationScope.MESSAGE_GROUP,
            fifoThroughputLimit: FifoThroughputLimit.PER_MESSAGE_GROUP_ID,
          }
        : {};
      const deadLetterQueue = new Queue(this, `${name}-dlq`, {
        queueName: queueName(shopName(config, `${name}-dlq`), fifo),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
        ...(fifo ? { fifo: true } : {}),
      });
      const queue = new Queue(this, name, {
        queueName: queueName(shopName(config, name), fifo),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        visibilityTimeout: Duration.seconds(QUEUE_VISIBILITY_TIMEOUT_SECONDS),
        retentionPeriod: Duration.days(4),
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
        ...ordered,
      });
      alarms.aboveZero(
        this,
        `${name}-dlq-alarm`,
        `${name}-dlq-not-empty`,
        `Messages of ${name} failed ${MAX_RECEIVE_COUNT} times and wait in ${deadLetterQueue.node.id}; inspect, fix, then redrive.`,
        deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ShopAlarms.PERIOD, statistic: 'Maximum' }),
      );
      if (name === 'paymentEvents') {
        // A payment event dead for an hour may be an order whose money is at the provider while the
        // shop waits for it (docs/decisions/067): the jobs ask the provider before giving an order
        // up; a person replays or drops the letter on the failed-events desk.
        alarms.above(
          this,
          'paymentEvents-dlq-age-alarm',
          'payment-event-dead-an-hour',
          `A payment event has waited in ${deadLetterQueue.node.id} for more than an hour; Today counts it. Fix the cause, then replay it on Failed events (owners); see docs/runbook.md, payment-event-dead-an-hour.`,
          deadLetterQueue.metricApproximateAgeOfOldestMessage({ period: ShopAlarms.PERIOD, statistic: 'Maximum' }),
          PAYMENT_EVENT_DEAD_SECONDS,
        );
      }
      // The failed-events desk reads the provider's and the outbox's letters; the others' are redriven in SQS.
      const deadLetters = DESK_QUEUES.includes(name as QueueName) ? { envVar: deadLetterEnvVar, queue: deadLetterQueue } : undefined;
      this.queues[name] = { name, envVar, queue, deadLetterQueue, deadLetters };
    }
    // The outbox gives an effect up only after days of tries: someone must look at it.
    alarms.aboveZero(
      this,
      'order-effect-dead-alarm',
      'order-effect-dead',
      'An order effect (a mail, an invoice, a refund, closing a payment page) failed for days and was given up; see docs/runbook.md.',
      shopMetric('OrderEffectDead', ShopAlarms.PERIOD),
    );
    // So do the accounts' and the content's outboxes, after about 50 minutes and five hours: someone waits for that mail.
    alarms.aboveZero(
      this,
      'account-mail-dead-alarm',
      'account-mail-dead',
      'An account mail (an activation or reset link, a word to an address that has an account, a deletion confirmation) failed every try and was given up; see docs/runbook.md.',
      shopMetric('AccountMailDead', ShopAlarms.PERIOD),
    );
    alarms.aboveZero(
      this,
      'content-mail-dead-alarm',
      'content-mail-dead',
      "A newsletter confirmation or welcome, or a contact message's forward, failed every try and was given up; see docs/runbook.md.",
      shopMetric('ContentMailDead', ShopAlarms.PERIOD),
    );
    for (const stream of props.streams) {
      const deadLetterQueue = new Queue(this, `${stream.name}-stream-dlq`, {
        queueName: shopName(config, `${stream.name}-stream-dlq`),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      NagSuppressions.addResourceSuppressions(deadLetterQueue, [
        {
          id: 'AwsSolutions-SQS3',
          reason: `It is itself a dead-letter queue: the failure destination of the ${stream.table} stream's event source mapping.`,
        },
      ]);
      alarms.aboveZero(
        this,
        `${stream.name}-stream-dlq-alarm`,
        `${stream.name}-stream-dlq-not-empty`,
        `${stream.name} failed on records of the ${stream.table} stream after ${STREAM_RETRY_ATTEMPTS} retries; ${deadLetterQueue.node.id} holds their stream positions (readable for 24 h).`,
        deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ShopAlarms.PERIOD, statistic: 'Maximum' }),
      );
      this.streamDeadLetters[stream.name] = deadLetterQueue;
    }
  }

  /** One function per consumer, in `scope`, fed by its queue in batches that report their failures. */
  addConsumers(scope: Construct, consumers: readonly ConsumerDef[], makeFunction: FunctionFactory): void {
    for (const consumer of consumers) {
      const queue = this.queues[consumer.queue];
      if (!queue) throw new Error(`Consumer ${consumer.name} reads unknown queue "${consumer.queue}".`);
      const fn = makeFunction(scope, consumer, {
        timeout: CONSUMER_TIMEOUT,
        description: `Consumes ${consumer.queue}`,
      });
      fn.live.addEventSource(
        new SqsEventSource(queue.queue, {
          batchSize: 10,
          reportBatchItemFailures: true,
        }),
      );
      this.consumers[consumer.name] = fn;
    }
  }

  /** One function per job, in `scope`, run by an EventBridge schedule every `everyMinutes`. */
  addJobs(scope: Construct, jobs: readonly JobDef[], makeFunction: FunctionFactory): void {
    for (const job of jobs) {
      if (!Number.isInteger(job.everyMinutes) || job.everyMinutes < 1) {
        throw new Error(`Job ${job.name}: everyMinutes must be a whole number ≥ 1, got ${job.everyMinutes}.`);
      }
      const fn = makeFunction(scope, job, {
        timeout: JOB_TIMEOUT,
        description: `Scheduled job ${job.name}, every ${job.everyMinutes} min`,
      });
      new Rule(scope, `${job.name}-schedule`, {
        ruleName: shopName(this.config, `${job.name}-schedule`),
        description: `Runs ${fn.functionName} every ${job.everyMinutes} min`,
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn.live, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
      });
      this.alarms.aboveZero(
        scope,
        `${job.name}-errors-alarm`,
        `${job.name}-errors`,
        `The scheduled job ${job.name} failed; the next run picks up what it left (see docs/runbook.md).`,
        fn.fn.metricErrors({ period: ShopAlarms.PERIOD, statistic: 'Sum' }),
      );
      this.jobs[job.name] = fn;
    }
  }

  /**
   * One function per stream entry, in `scope`, fed by its table's stream from the time of
   * deployment on. A failing batch is retried (split in halves when the call errors); what still
   * fails goes to the consumer's dead-letter queue, which alarms. It holds the records' stream
   * positions, which can be read again for the stream's 24 hours.
   */
  addStreams(
    scope: Construct,
    streams: readonly StreamDef[],
    makeFunction: FunctionFactory,
    tables: Readonly<Record<string, BindableTable>>,
  ): void {
    for (const stream of streams) {
      const table = tables[stream.table];
      if (!table) throw new Error(`Stream ${stream.name} reads unknown table "${stream.table}".`);
      if (!table.table.tableStreamArn) throw new Error(`Stream ${stream.name}: table ${stream.table} has no stream.`);
      const deadLetterQueue = this.streamDeadLetters[stream.name];
      if (!deadLetterQueue) throw new Error(`Stream ${stream.name} has no dead-letter queue: pass it in ShopEvents' streams.`);
      const fn = makeFunction(scope, stream, {
        timeout: CONSUMER_TIMEOUT,
        description: `Reads the stream of ${stream.table}`,
      });
      fn.live.addEventSource(
        new DynamoEventSource(table.table, {
          startingPosition: StartingPosition.LATEST,
          batchSize: 25,
          bisectBatchOnError: STREAM_BISECT_ON_ERROR,
          retryAttempts: STREAM_RETRY_ATTEMPTS,
          reportBatchItemFailures: true,
          onFailure: new SqsDlq(deadLetterQueue),
          filters: stream.only ? [streamFilter(stream.only)] : undefined,
        }),
      );
      NagSuppressions.addResourceSuppressions(
        fn.role,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason: `dynamodb:ListStreams, granted by the ${stream.table} stream's event source, has no resource-level permissions; reading records is scoped to that stream.`,
            appliesTo: ['Resource::*'],
          },
        ],
        true,
      );
      this.alarms.streamIteratorAge(scope, stream.name, fn.fn);
      this.streams[stream.name] = fn;
    }
  }
}

/** SQS wants a FIFO queue's name to end in `.fifo`. */
const queueName = (name: string, fifo: boolean) => (fifo ? `${name}.fifo` : name);

/** A stream entry's `only` as a Lambda event filter, so other records never start the function. */
function streamFilter(only: NonNullable<StreamDef['only']>): Record<string, unknown> {
  return FilterCriteria.filter({
    eventName: FilterRule.or(...only.events),
    ...(only.pkPrefix !== undefined ? { dynamodb: { Keys: { pk: { S: FilterRule.beginsWith(only.pkPrefix) } } } } : {}),
  });
}
