/**
 * Mail that survives production (docs/decisions/052): the configuration set every send names,
 * its events to SNS and on to the `mailEvents` queue, the alarms on SES's reputation, and every
 * function that mails carrying the set, allowed to send in it and to read the suppression list.
 * The real app without bundling, the synthesis admin.test.ts reads too (cdk/test/synthesized.ts).
 */
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '@shop/lambdas/routes';
import { QUEUES } from '@shop/lambdas/queues';
import { SUPPRESSION_LIST_TABLE, TABLES } from '@shop/lambdas/tables';
import { FEEDBACK_EVENTS, REPUTATION_ALARMS } from '../lib/mail.ts';
import { UNBUNDLED_STAGE as STAGE, unbundledShopApp } from './synthesized.ts';
import { asList, mergedTemplate, nagErrors, policyStatements, resourcesOf } from './testApp.ts';

let shop: Template;
let stage: Template;
let stacks: readonly Stack[];
let shopStack: Stack;

beforeAll(() => {
  const app = unbundledShopApp();
  shopStack = app.shop;
  stacks = app.stacks;
  shop = Template.fromStack(app.shop);
  stage = mergedTemplate(app.stacks);
}, 240_000);

const only = <T>(found: Record<string, T>): [string, T] => {
  const entries = Object.entries(found);
  expect(entries).toHaveLength(1);
  return entries[0] as [string, T];
};

const feedbackTopicId = () => {
  const found = Object.entries(resourcesOf(shop, 'AWS::SNS::Topic')).filter(
    ([, t]) => t.Properties.TopicName === `shop-${STAGE}-mail-events`,
  );
  expect(found).toHaveLength(1);
  return found[0]![0];
};

const queueId = (name: string) => {
  const found = Object.entries(resourcesOf(shop, 'AWS::SQS::Queue')).find(([, q]) => q.Properties.QueueName === `shop-${STAGE}-${name}`);
  if (!found) throw new Error(`no queue shop-${STAGE}-${name}`);
  return found[0];
};

describe('the configuration set', () => {
  it('is the stage’s, with reputation metrics on and sending enabled, and the identity’s default', () => {
    const [id, set] = only(resourcesOf(shop, 'AWS::SES::ConfigurationSet'));
    expect(set.Properties).toMatchObject({
      Name: `shop-${STAGE}-mail`,
      ReputationOptions: { ReputationMetricsEnabled: true },
      SendingOptions: { SendingEnabled: true },
    });
    const [, identity] = only(resourcesOf(shop, 'AWS::SES::EmailIdentity'));
    expect(identity.Properties.ConfigurationSetAttributes).toEqual({ ConfigurationSetName: { Ref: id } });
  });

  it('sends bounces, complaints, rejects and delays to an SNS topic that only SES of this set may publish to', () => {
    const [setId] = only(resourcesOf(shop, 'AWS::SES::ConfigurationSet'));
    const topicId = feedbackTopicId();
    const [, destination] = only(resourcesOf(shop, 'AWS::SES::ConfigurationSetEventDestination'));
    expect(destination.Properties.ConfigurationSetName).toEqual({ Ref: setId });
    expect(destination.Properties.EventDestination).toMatchObject({
      Enabled: true,
      SnsDestination: { TopicARN: { Ref: topicId } },
    });
    expect(destination.Properties.EventDestination.MatchingEventTypes.sort()).toEqual([
      'bounce',
      'complaint',
      'deliveryDelay',
      'reject',
      'send',
    ]);
    expect([...FEEDBACK_EVENTS].sort()).toEqual(['bounce', 'complaint', 'deliveryDelay', 'reject', 'send']);

    const statements = Object.values(resourcesOf(shop, 'AWS::SNS::TopicPolicy')).flatMap((p) => p.Properties.PolicyDocument.Statement);
    const fromSes = statements.filter((s) => s.Principal?.Service === 'ses.amazonaws.com');
    expect(fromSes).toHaveLength(1);
    expect(fromSes[0]).toMatchObject({ Effect: 'Allow', Action: 'sns:Publish', Resource: { Ref: topicId } });
    const condition = JSON.stringify(fromSes[0].Condition);
    expect(condition).toContain(':configuration-set/');
    expect(condition).toContain(JSON.stringify({ Ref: setId }));
    // TLS only, as every topic and queue of the shop.
    expect(statements.some((s) => s.Effect === 'Deny' && JSON.stringify(s.Condition).includes('aws:SecureTransport'))).toBe(true);
  });
});

describe('the mailEvents queue', () => {
  it('is a QUEUES entry, so it has its dead-letter queue and alarm like every queue', () => {
    expect(QUEUES.mailEvents).toEqual({ envVar: 'QUEUE_MAIL_EVENTS_URL', deadLetterEnvVar: 'QUEUE_MAIL_EVENTS_DLQ_URL' });
    const queue = resourcesOf(shop, 'AWS::SQS::Queue')[queueId('mailEvents')];
    expect(queue?.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0]).toBe(queueId('mailEvents-dlq'));
    const alarms = Object.values(resourcesOf(shop, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties.AlarmName);
    expect(alarms).toContain(`shop-${STAGE}-mailEvents-dlq-not-empty`);
  });

  it('takes the topic’s notifications as SNS wraps them, and only from that topic', () => {
    const topicId = feedbackTopicId();
    const subscriptions = Object.values(resourcesOf(shop, 'AWS::SNS::Subscription')).filter((s) => s.Properties.Protocol === 'sqs');
    expect(subscriptions).toHaveLength(1);
    const subscription = subscriptions[0]!;
    expect(subscription.Properties).toMatchObject({
      Protocol: 'sqs',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [queueId('mailEvents'), 'Arn'] },
    });
    // Raw delivery off: the consumer reads SNS's notification and the SES event in its Message.
    expect(subscription.Properties.RawMessageDelivery ?? false).toBe(false);
    const policies = Object.values(resourcesOf(shop, 'AWS::SQS::QueuePolicy')).filter((p) =>
      asList(p.Properties.Queues).some((q: { Ref?: string }) => q.Ref === queueId('mailEvents')),
    );
    const fromSns = policies
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((s) => s.Principal?.Service === 'sns.amazonaws.com');
    expect(fromSns).toHaveLength(1);
    expect(fromSns[0]).toMatchObject({ Action: 'sqs:SendMessage', Condition: { ArnEquals: { 'aws:SourceArn': { Ref: topicId } } } });
  });

  it('feeds its consumer, deployed with the accounts, allowed to write the suppression list', () => {
    const consumer = consumers.find((c) => c.queue === 'mailEvents');
    expect(consumer).toMatchObject({ handler: 'mail/consumers/mailEvents', uses: { tables: { [SUPPRESSION_LIST_TABLE]: 'readWrite' } } });
    const accounts = stacks.find((s) => s.stackName === `shop-${STAGE}-accounts`);
    if (!accounts) throw new Error('no accounts stack');
    const functions = Object.values(resourcesOf(Template.fromStack(accounts), 'AWS::Lambda::Function'));
    expect(functions.map((f) => f.Properties.FunctionName)).toContain(`shop-${STAGE}-mailEvents`);
    const mappings = Object.values(resourcesOf(Template.fromStack(accounts), 'AWS::Lambda::EventSourceMapping'));
    const fromQueue = mappings.filter((m) => /EventsmailEvents[0-9A-F]+Arn/.test(JSON.stringify(m.Properties.EventSourceArn)));
    expect(fromQueue).toHaveLength(1);
    expect(fromQueue[0]?.Properties).toMatchObject({ FunctionResponseTypes: ['ReportBatchItemFailures'] });
    expect(JSON.stringify(fromQueue[0]?.Properties.FunctionName)).toMatch(/mailEvents/);
  });
});

describe('the reputation alarms', () => {
  const alarm = (metricName: string) => {
    const found = Object.values(resourcesOf(shop, 'AWS::CloudWatch::Alarm')).filter((a) => a.Properties.MetricName === metricName);
    expect(found).toHaveLength(1);
    return found[0]!.Properties;
  };

  it('fire on the stage’s alarm topic at 5 % bounces and 0.1 % complaints, SES’s own account-wide rates', () => {
    const [alarmTopicId] = Object.entries(resourcesOf(shop, 'AWS::SNS::Topic')).find(
      ([, t]) => t.Properties.TopicName === `shop-${STAGE}-alarms`,
    )!;
    for (const [metricName, threshold, name] of [
      ['Reputation.BounceRate', REPUTATION_ALARMS.bounceRate, 'mail-bounce-rate'],
      ['Reputation.ComplaintRate', REPUTATION_ALARMS.complaintRate, 'mail-complaint-rate'],
    ] as const) {
      const properties = alarm(metricName);
      expect(properties).toMatchObject({
        AlarmName: `shop-${STAGE}-${name}`,
        Namespace: 'AWS/SES',
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanThreshold',
        TreatMissingData: 'notBreaching',
      });
      // The account's metric: no dimension narrows it to this stage, and the description says so.
      expect(properties.Dimensions).toBeUndefined();
      expect(properties.AlarmDescription).toMatch(/account-wide/);
      expect(properties.AlarmDescription).toMatch(/docs\/runbook\.md/);
      expect(properties.AlarmActions).toEqual([{ Ref: alarmTopicId }]);
    }
    expect(REPUTATION_ALARMS).toEqual({ bounceRate: 0.05, complaintRate: 0.001 });
  });
});

describe('every function that mails', () => {
  it('names the configuration set, may send in it and from the identity only, and reads the suppression list', () => {
    const functions = Object.entries(resourcesOf(stage, 'AWS::Lambda::Function')).filter(
      ([, f]) => f.Properties.Environment?.Variables?.MAIL_FROM,
    );
    expect(functions.length).toBeGreaterThan(5);
    const policies = resourcesOf(stage, 'AWS::IAM::Policy');
    for (const [id, fn] of functions) {
      const variables = fn.Properties.Environment.Variables;
      expect(variables.MAIL_CONFIGURATION_SET, id).toBe(`shop-${STAGE}-mail`);
      expect(variables, id).toHaveProperty(TABLES[SUPPRESSION_LIST_TABLE].envVar);
      const roleId = fn.Properties.Role['Fn::GetAtt'][0];
      const statements = policyStatements(stage).filter((s) =>
        asList(policies[s.policy]?.Properties.Roles).some((r: { Ref?: string }) => r.Ref === roleId),
      );
      const sending = statements.filter((s) => asList(s.Action).includes('ses:SendEmail'));
      expect(sending, id).toHaveLength(1);
      const resources = JSON.stringify(sending[0]!.Resource);
      expect(resources, id).toContain(':identity/');
      expect(resources, id).toContain(`:configuration-set/shop-${STAGE}-mail`);
      const reads = statements.filter((s) => asList(s.Action).includes('dynamodb:GetItem'));
      expect(JSON.stringify(reads.map((s) => s.Resource)), id).toMatch(/Customers|customers/);
    }
    // Nothing that does not mail carries the set.
    const withSet = Object.values(resourcesOf(stage, 'AWS::Lambda::Function')).filter(
      (f) => f.Properties.Environment?.Variables?.MAIL_CONFIGURATION_SET,
    );
    expect(withSet.length).toBe(functions.length);
  });

  it('leaves cdk-nag nothing to say about the mail’s resources', () => {
    expect(nagErrors(shopStack).filter((line) => /Mail|mailEvents/.test(line))).toEqual([]);
  });
});
