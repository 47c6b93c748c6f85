import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { type ShopConfig, shopName } from './config.ts';

/** Where the functions' business metrics go (lambdas/platform/metrics.ts). */
export const SHOP_METRICS = { namespace: 'Tkanica', service: 'tkanica-shop' } as const;

/** A business metric the functions count (lambdas/platform/metrics.ts `ShopMetric`), summed per period. */
export const shopMetric = (metricName: string, period: Duration) =>
  new Metric({ namespace: SHOP_METRICS.namespace, metricName, dimensionsMap: { service: SHOP_METRICS.service }, period, statistic: 'Sum' });

/**
 * How far behind its table a stream's reader may fall: its functions answer in seconds, so a
 * minute means it is failing, throttled or too slow for what the table takes, long before the
 * stream's 24 hours drop a record.
 */
export const STREAM_LAG_LIMIT = Duration.minutes(1);

/** The stage's alarm topic, and a helper for "anything above zero is worth a look" alarms. */
export class ShopAlarms extends Construct {
  readonly topic: Topic;
  private readonly config: ShopConfig;

  constructor(scope: Construct, id: string, props: { config: ShopConfig }) {
    super(scope, id);
    this.config = props.config;
    // Not KMS-encrypted on purpose: CloudWatch cannot publish to a topic under the AWS-managed
    // SNS key, and alarm notifications carry no customer data.
    this.topic = new Topic(this, 'Topic', { topicName: shopName(props.config, 'alarms'), enforceSSL: true });
    if (props.config.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.config.alarmEmail));
  }

  /** An alarm when `metric` goes above zero in a 5-minute period. */
  aboveZero(scope: Construct, id: string, name: string, description: string, metric: IMetric): Alarm {
    return this.above(scope, id, name, description, metric, 0);
  }

  /** An alarm when `metric` goes above `threshold` in one of its periods, on the stage's topic when it fires and when it clears. */
  above(scope: Construct, id: string, name: string, description: string, metric: IMetric, threshold: number): Alarm {
    const alarm = new Alarm(scope, id, {
      alarmName: shopName(this.config, name),
      alarmDescription: description,
      metric,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    return this.notify(alarm);
  }

  /**
   * Any throttled invocation of any function of the account in this region. No shop function has
   * reserved concurrency, so a throttle means the account's concurrency is used up, which every
   * stage of the account shares: one alarm on the account's metric says so, where sums over each
   * context's functions would take a dozen alarms (ten metrics at most in one) for the same fact.
   */
  lambdaThrottles(scope: Construct): Alarm {
    return this.aboveZero(
      scope,
      'lambda-throttles-alarm',
      'lambda-throttles',
      "Lambda throttled invocations in this account and region: its concurrency is used up. The metric is the account's, so every stage deployed in the account raises this alarm for the same throttles, whichever stage caused them. See docs/runbook.md, Lambda throttles.",
      new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', period: ShopAlarms.PERIOD, statistic: 'Sum' }),
    );
  }

  /**
   * A stream's reader more than STREAM_LAG_LIMIT behind its table for three minutes running:
   * one slow batch retried after a timeout comes back within that, a reader that keeps falling
   * behind does not.
   */
  streamIteratorAge(scope: Construct, stream: string, fn: IFunction): Alarm {
    const alarm = new Alarm(scope, `${stream}-iterator-age-alarm`, {
      alarmName: shopName(this.config, `${stream}-iterator-age`),
      alarmDescription: `${stream} reads its table's stream more than ${STREAM_LAG_LIMIT.toSeconds()} s behind the writes; what it does for them (mails, pages, indexes) is late. See docs/runbook.md, stream iterator age.`,
      metric: fn.metric('IteratorAge', { period: Duration.minutes(1), statistic: 'Maximum' }),
      threshold: STREAM_LAG_LIMIT.toMilliseconds(),
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    return this.notify(alarm);
  }

  private notify(alarm: Alarm): Alarm {
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    return alarm;
  }

  /**
   * A receipt CIS has not confirmed a day after it was issued (the law allows two working days):
   * the outbox counts one at each failed delivery after 24 hours, and those come every 180
   * minutes at the latest, so a 4-hour period keeps the alarm up until CIS confirms.
   */
  fiscalReceiptUnconfirmed(scope: Construct): Alarm {
    return this.aboveZero(
      scope,
      'fiscal-receipt-unconfirmed-alarm',
      'fiscal-receipt-unconfirmed',
      'A receipt has had no JIR from the Tax Administration for a day; it must reach CIS within two working days of issue. See the runbook (docs/runbook.md, Fiscalisation).',
      shopMetric('FiscalReceiptUnconfirmed', ShopAlarms.FISCAL_PERIOD),
    );
  }

  /** A receipt CIS refused (s001–s005, a v-check, or the 30-day limit): given up at once; someone must fix the cause and deliver it. */
  fiscalReceiptRefused(scope: Construct): Alarm {
    return this.aboveZero(
      scope,
      'fiscal-receipt-refused-alarm',
      'fiscal-receipt-refused',
      'The Tax Administration refused a receipt; it is not tried again. Today shows CIS’s errors; see the runbook (docs/runbook.md, Fiscalisation).',
      shopMetric('FiscalReceiptRefused', ShopAlarms.PERIOD),
    );
  }

  /** A receipt still without a JIR 25 days after issue: five days before CIS takes it no more. */
  fiscalReceiptNearLimit(scope: Construct): Alarm {
    return this.aboveZero(
      scope,
      'fiscal-receipt-near-limit-alarm',
      'fiscal-receipt-near-limit',
      'A receipt has had no JIR for 25 days; CIS refuses it after 30. See the runbook (docs/runbook.md, Fiscalisation).',
      shopMetric('FiscalReceiptNearLimit', ShopAlarms.FISCAL_PERIOD),
    );
  }

  /**
   * An eRačun the information intermediary refused (its validation), or whose issue or payment CIS
   * refused: given up at once, it shows on the failed-events desk with their errors.
   */
  eRacunRefused(scope: Construct): Alarm {
    return this.aboveZero(
      scope,
      'eracun-refused-alarm',
      'eracun-refused',
      'The information intermediary or the Tax Administration refused an eRačun; it is not tried again. The failed-events desk shows their errors; see the runbook (docs/runbook.md, Fiscalisation).',
      new MathExpression({
        expression: 'intermediary + cis',
        usingMetrics: {
          intermediary: shopMetric('ERacunRefused', ShopAlarms.PERIOD),
          cis: shopMetric('ERacunFiscalRefused', ShopAlarms.PERIOD),
        },
        period: ShopAlarms.PERIOD,
        label: 'eRačuns refused',
      }),
    );
  }

  static readonly PERIOD = Duration.minutes(5);
  static readonly FISCAL_PERIOD = Duration.hours(4);
}
