import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { type ShopConfig, shopName } from './config.ts';

/** Where the functions' business metrics go (lambdas/platform/metrics.ts). */
export const SHOP_METRICS = { namespace: 'Tkanica', service: 'tkanica-shop' } as const;

/** A business metric the functions count (lambdas/platform/metrics.ts `ShopMetric`), summed per period. */
export const shopMetric = (metricName: string, period: Duration) =>
  new Metric({ namespace: SHOP_METRICS.namespace, metricName, dimensionsMap: { service: SHOP_METRICS.service }, period, statistic: 'Sum' });

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
    const alarm = new Alarm(scope, id, {
      alarmName: shopName(this.config, name),
      alarmDescription: description,
      metric,
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
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

  static readonly PERIOD = Duration.minutes(5);
  static readonly FISCAL_PERIOD = Duration.hours(4);
}
