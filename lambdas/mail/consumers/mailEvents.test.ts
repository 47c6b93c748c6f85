import type { SQSEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scanTable } from '../../../test/tables.ts';
import { functionScope } from '../../grants.ts';
import { dynamo } from '../../platform/dynamo.ts';
import { runAsFunction } from '../../platform/functionScope.ts';
import { log } from '../../platform/log.ts';
import { findSuppression, suppressionKey } from '../../platform/mailSuppression.ts';
import { countMetric } from '../../platform/metrics.ts';
import { findSentMail, MAIL_KEY_TAG, mailKeyTag } from '../../platform/sentMails.ts';
import { guardTableAccess } from '../../platform/tableAccess.ts';
import { consumers } from '../../routes.ts';
import { handler } from './mailEvents.ts';

vi.mock('../../platform/metrics.ts', async (original) => ({
  ...(await original<typeof import('../../platform/metrics.ts')>()),
  countMetric: vi.fn(),
}));

/** Each test's own addresses: the suppression list lives in the worker's customers table. */
let run = 0;
const address = (name: string) => `${name}.${Date.now()}.${run}@example.hr`;
beforeEach(() => {
  run++;
  vi.mocked(countMetric).mockClear();
});
afterEach(() => vi.restoreAllMocks());

const sentMail = (to: string[]) => ({
  timestamp: '2026-11-20T10:00:00.000Z',
  source: 'Tkanica <shop@tkanica.hr>',
  sourceArn: 'arn:aws:ses:eu-central-1:123456789012:identity/tkanica.hr',
  sendingAccountId: '123456789012',
  messageId: '0107019a-5f0e-4c11-9d2f-example-000000',
  destination: to,
  headersTruncated: false,
  headers: [{ name: 'Subject', value: 'Your order TK-000123 is confirmed' }],
  commonHeaders: { from: ['Tkanica <shop@tkanica.hr>'], to, subject: 'Your order TK-000123 is confirmed' },
  tags: { 'ses:configuration-set': ['shop-test-mail'] },
});

/** A bounce as SES publishes it to SNS (docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-examples.html). */
const bounce = (to: string[], bounceType = 'Permanent', feedbackId = 'fb-bounce-1') => ({
  eventType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
    bouncedRecipients: to.map((emailAddress) => ({
      emailAddress,
      action: 'failed',
      status: '5.1.1',
      diagnosticCode: 'smtp; 550 5.1.1 user unknown',
    })),
    timestamp: '2026-11-20T10:00:01.669Z',
    feedbackId,
    reportingMTA: 'dsn; mta.example.hr',
  },
  mail: sentMail(to),
});

const complaint = (to: string[]) => ({
  eventType: 'Complaint',
  complaint: {
    complainedRecipients: to.map((emailAddress) => ({ emailAddress })),
    timestamp: '2026-11-20T11:00:00.000Z',
    feedbackId: 'fb-complaint-1',
    userAgent: 'Mozilla/5.0',
    complaintFeedbackType: 'abuse',
    complaintSubType: null,
    arrivalDate: '2026-11-20T10:59:58.000Z',
  },
  mail: sentMail(to),
});

/** What the queue holds: SNS's notification around the event (raw message delivery off). */
const notification = (message: unknown) =>
  JSON.stringify({
    Type: 'Notification',
    MessageId: `sns-${Math.random().toString(36).slice(2)}`,
    TopicArn: 'arn:aws:sns:eu-central-1:123456789012:shop-test-mail-events',
    Message: typeof message === 'string' ? message : JSON.stringify(message),
    Timestamp: '2026-11-20T10:00:02.000Z',
    SignatureVersion: '1',
    Signature: 'c2lnbmF0dXJl',
    SigningCertURL: 'https://sns.eu-central-1.amazonaws.com/SimpleNotificationService-example.pem',
    UnsubscribeURL: 'https://sns.eu-central-1.amazonaws.com/?Action=Unsubscribe',
  });

const batch = (...bodies: string[]): SQSEvent =>
  ({
    Records: bodies.map((body, i) => ({ messageId: `m-${i + 1}`, body, attributes: { ApproximateReceiveCount: '1' } })),
  }) as unknown as SQSEvent;

/** The consumer as its function runs: with the grants routes.ts gives it, refused what IAM would refuse. */
async function consume(event: SQSEvent) {
  const consumer = consumers.find((c) => c.name === 'mailEvents');
  if (!consumer) throw new Error('routes.ts has no mailEvents consumer');
  guardTableAccess(dynamo());
  const scope = functionScope('consumer mailEvents', consumer.uses);
  const answer = await runAsFunction(scope, () => handler(event));
  expect(scope.refused).toEqual([]);
  return answer;
}

describe('the mailEvents consumer', () => {
  it('puts every address of a hard bounce on the suppression list, with the reason, the time and the feedback id', async () => {
    const [ana, iva] = [address('Ana'), address('iva')];
    expect(await consume(batch(notification(bounce([ana, iva]))))).toEqual({ batchItemFailures: [] });
    expect(await findSuppression(ana)).toEqual({
      email: ana.toLowerCase(),
      reason: 'bounce',
      detail: 'Permanent/General',
      at: '2026-11-20T10:00:01.669Z',
      feedbackId: 'fb-bounce-1',
      recordedAt: expect.any(String),
    });
    expect(await findSuppression(iva)).toMatchObject({ reason: 'bounce' });
    expect(countMetric).toHaveBeenCalledWith('MailBounced', 2, { name: 'bounceType', value: 'Permanent' });
  });

  it('keys the entry by the lower-cased address, so any spelling of it is suppressed', async () => {
    const mixed = address('Mixed.Case');
    await consume(batch(notification(bounce([mixed]))));
    const items = (await scanTable('customers')).filter((i) => i.pk === suppressionKey(mixed).pk);
    expect(items.map((i) => i.pk)).toEqual([`SUPPRESSED#${mixed.toLowerCase()}`]);
    expect(await findSuppression(mixed.toUpperCase())).toMatchObject({ email: mixed.toLowerCase() });
  });

  it('suppresses a complaining address', async () => {
    const mia = address('mia');
    expect(await consume(batch(notification(complaint([mia]))))).toEqual({ batchItemFailures: [] });
    expect(await findSuppression(mia)).toMatchObject({ reason: 'complaint', detail: 'abuse', feedbackId: 'fb-complaint-1' });
    expect(countMetric).toHaveBeenCalledWith('MailComplained', 1);
  });

  it('has one effect for the same event delivered twice: the first entry stays as it was', async () => {
    const eva = address('eva');
    const body = notification(bounce([eva]));
    await consume(batch(body));
    const first = (await scanTable('customers')).find((i) => i.pk === suppressionKey(eva).pk);
    expect(await consume(batch(body, notification(complaint([eva]))))).toEqual({ batchItemFailures: [] });
    const items = (await scanTable('customers')).filter((i) => i.pk === suppressionKey(eva).pk);
    expect(items).toEqual([first]);
  });

  it('keeps SES’s word that it took a keyed mail, once, so a retry of that key finds it', async () => {
    const key = `ORD-${run}.confirmation.${Date.now()}`;
    const send = (messageId: string) =>
      notification({
        eventType: 'Send',
        send: {},
        mail: {
          ...sentMail([address('ana')]),
          messageId,
          tags: { 'ses:configuration-set': ['shop-test-mail'], [MAIL_KEY_TAG]: [mailKeyTag(key)] },
        },
      });
    expect(await findSentMail(key)).toBeUndefined();
    expect(await consume(batch(send('ses-1'), send('ses-2')))).toEqual({ batchItemFailures: [] });
    expect(await findSentMail(key)).toEqual({ messageId: 'ses-1', sentAt: '2026-11-20T10:00:00.000Z' });
    expect(await findSentMail(`${key}x`)).toBeUndefined();
  });

  it('takes a send of a mail without a key (an operator’s test mail) and keeps nothing', async () => {
    const before = (await scanTable('customers')).length;
    expect(await consume(batch(notification({ eventType: 'Send', send: {}, mail: sentMail([address('ivo')]) })))).toEqual({
      batchItemFailures: [],
    });
    expect((await scanTable('customers')).length).toBe(before);
  });

  it('counts a soft bounce and keeps the address mailable', async () => {
    const full = address('full');
    expect(await consume(batch(notification(bounce([full], 'Transient'))))).toEqual({ batchItemFailures: [] });
    expect(await findSuppression(full)).toBeUndefined();
    expect(countMetric).toHaveBeenCalledWith('MailBounced', 1, { name: 'bounceType', value: 'Transient' });
  });

  it('logs rejects and delays without suppressing, and lets SES’s setup notice and other event types pass', async () => {
    const late = address('late');
    const info = vi.spyOn(log, 'info');
    const event = batch(
      notification({ eventType: 'Reject', reject: { reason: 'Bad content' }, mail: sentMail([late]) }),
      notification({
        eventType: 'DeliveryDelay',
        deliveryDelay: { delayType: 'MailboxFull', delayedRecipients: [{ emailAddress: late }], timestamp: '2026-11-20T10:05:00.000Z' },
        mail: sentMail([late]),
      }),
      notification('Successfully validated SNS topic for Amazon SES event publishing.'),
      notification({ eventType: 'Delivery', delivery: {}, mail: sentMail([late]) }),
    );
    expect(await consume(event)).toEqual({ batchItemFailures: [] });
    expect(await findSuppression(late)).toBeUndefined();
    expect(countMetric).toHaveBeenCalledWith('MailRejected');
    expect(countMetric).toHaveBeenCalledWith('MailDelayed', 1);
    expect(info).toHaveBeenCalledWith('mail event ignored', { messageId: 'm-3', what: 'the setup notice of SES' });
    expect(info).toHaveBeenCalledWith('mail event ignored', { messageId: 'm-4', what: 'an event of type Delivery' });
  });

  it('reports each malformed message as a failure of its own and logs why, while the rest of the batch is done', async () => {
    const kept = address('kept');
    const error = vi.spyOn(log, 'error');
    const { eventType: _, ...noType } = bounce([kept]);
    const answer = await consume(
      batch(
        'not json at all',
        JSON.stringify({ Type: 'SubscriptionConfirmation', Message: '{}' }),
        notification('{ broken'),
        notification(noType),
        notification({ ...bounce([kept]), bounce: { bounceType: 'Permanent', feedbackId: 'x' } }),
        notification(bounce([kept])),
      ),
    );
    expect(answer.batchItemFailures).toEqual(['m-1', 'm-2', 'm-3', 'm-4', 'm-5'].map((itemIdentifier) => ({ itemIdentifier })));
    expect(await findSuppression(kept)).toMatchObject({ reason: 'bounce' });
    const reasons = error.mock.calls.filter(([line]) => line === 'mail event malformed').map(([, fields]) => fields?.problem);
    expect(reasons).toEqual([
      'Not an SES event in an SNS notification: the message body is not JSON',
      expect.stringMatching(/^Not an SES event in an SNS notification: the SNS notification: Type: /),
      'Not an SES event in an SNS notification: the SNS message is not JSON',
      'Not an SES event in an SNS notification: the SES event has no eventType',
      expect.stringMatching(/^Not an SES event in an SNS notification: the Bounce event: bounce\.bounceSubType: /),
    ]);
    expect(countMetric).toHaveBeenCalledTimes(6);
    expect(vi.mocked(countMetric).mock.calls.filter(([name]) => name === 'QueueMessageMalformed')).toEqual(
      Array(5).fill(['QueueMessageMalformed', 1, { name: 'queue', value: 'mailEvents' }]),
    );
  });
});
