import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { type ShopConfig, shopName } from './config.ts';

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

  static readonly PERIOD = Duration.minutes(5);
}
