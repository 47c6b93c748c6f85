import { CfnOutput, Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ShopAlarms } from './alarms.ts';
import { type ShopConfig, shopName } from './config.ts';
import type { Mailer } from './constructs/shop-function.ts';

/** What SES reports back to the shop (lambdas/mail/sesEvents.ts reads each). */
export const FEEDBACK_EVENTS = [
  // SES took a mail: a retry of a keyed mail it took sends nothing (lambdas/platform/sentMails.ts).
  EmailSendingEvent.SEND,
  EmailSendingEvent.BOUNCE,
  EmailSendingEvent.COMPLAINT,
  // A virus in what the shop sent: never the recipient's fault, always worth a look.
  EmailSendingEvent.REJECT,
  // Answers "my invoice never came" while SES still tries (a full mailbox, a server that is down).
  EmailSendingEvent.DELIVERY_DELAY,
] as const;

/**
 * Where SES pauses an account's sending (docs/decisions/052): 10 % bounces, 0.5 % complaints; it
 * reviews the account from half of that, where the alarms fire.
 */
export const REPUTATION_ALARMS = { bounceRate: 0.05, complaintRate: 0.001 } as const;

/**
 * The SES domain identity the shop sends from (`shop@<mailDomain>`), and what brings SES's word
 * on each mail back: the configuration set every send names (its events go to an SNS topic, to
 * the `mailEvents` queue, to the consumer that keeps the suppression list) and the alarms on
 * the account's bounce and complaint rates. Without a Route 53 zone in this app, the DKIM records
 * are printed as outputs for whoever runs the domain's DNS. An identity is unique per account
 * and region: two stages in one account need two domains.
 */
export class ShopMail extends Construct implements Mailer {
  readonly identity: EmailIdentity;
  readonly fromAddress: string;
  readonly configurationSetName: string;
  readonly configurationSet: ConfigurationSet;
  /** SES's events of the configuration set; the `mailEvents` queue subscribes (`deliverFeedbackTo`). */
  readonly feedbackTopic: Topic;

  constructor(scope: Construct, id: string, props: { config: ShopConfig; alarms: ShopAlarms }) {
    super(scope, id);
    const { config, alarms } = props;
    const domain = config.mailDomain;
    this.fromAddress = `shop@${domain}`;
    this.configurationSetName = shopName(config, 'mail');
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: this.configurationSetName,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    // The identity's default set too, so a send that names none (an operator's tool) still reports back.
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(domain), configurationSet: this.configurationSet });
    // Not KMS-encrypted, as the alarm topic: SES cannot publish to a topic under the AWS-managed
    // SNS key. It keeps nothing: SNS hands each event to the queue, which is encrypted (SSE-SQS).
    this.feedbackTopic = new Topic(this, 'Feedback', { topicName: shopName(config, 'mail-events'), enforceSSL: true });
    this.configurationSet.addEventDestination('Feedback', {
      configurationSetEventDestinationName: 'feedback',
      destination: EventDestination.snsTopic(this.feedbackTopic),
      events: [...FEEDBACK_EVENTS],
    });
    this.reputationAlarms(alarms);
    for (const n of [1, 2, 3] as const) {
      new CfnOutput(this, `DkimRecord${n}`, {
        description: `CNAME record ${n} of 3 that verifies ${domain} for SES (DKIM)`,
        value: `${this.identity[`dkimDnsTokenName${n}`]} CNAME ${this.identity[`dkimDnsTokenValue${n}`]}`,
      });
    }
  }

  /** Subscribes the queue whose consumer keeps the suppression list; SNS wraps each event in its notification (no raw delivery). */
  deliverFeedbackTo(queue: IQueue): void {
    this.feedbackTopic.addSubscription(new SqsSubscription(queue, { rawMessageDelivery: false }));
  }

  /**
   * SES's reputation metrics are the account's in this region, whatever sent the mail: every
   * stage and every other sender in the account counts, and each stage deployed there raises
   * these alarms for the same rates.
   */
  private reputationAlarms(alarms: ShopAlarms): void {
    const rate = (metricName: string) =>
      // SES publishes the rates about hourly, over its recent sending; a missing hour is no news.
      new Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
    alarms.above(
      this,
      'bounce-rate-alarm',
      'mail-bounce-rate',
      'SES bounce rate above 5 % for the whole AWS account in this region (an account-wide metric: every stage and sender in the account counts). SES reviews the account from 5 % and pauses its sending at 10 %. See docs/runbook.md, mail-bounce-rate.',
      rate('Reputation.BounceRate'),
      REPUTATION_ALARMS.bounceRate,
    );
    alarms.above(
      this,
      'complaint-rate-alarm',
      'mail-complaint-rate',
      'SES complaint rate above 0.1 % for the whole AWS account in this region (an account-wide metric: every stage and sender in the account counts). SES reviews the account from 0.1 % and pauses its sending at 0.5 %. See docs/runbook.md, mail-complaint-rate.',
      rate('Reputation.ComplaintRate'),
      REPUTATION_ALARMS.complaintRate,
    );
  }
}
