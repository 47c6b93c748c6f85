import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { createSesApi } from '../lambdas/platform/sesApi.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionScope } from '../lambdas/grants.ts';
import { awsClientOptions } from '../lambdas/platform/aws.ts';
import { dynamo } from '../lambdas/platform/dynamo.ts';
import { runAsFunction } from '../lambdas/platform/functionScope.ts';
import { createSesMailer, type Mail } from '../lambdas/platform/mailer.ts';
import { findSuppression } from '../lambdas/platform/mailSuppression.ts';
import { findSentMail, MAIL_KEY_TAG, mailKeyTag } from '../lambdas/platform/sentMails.ts';
import { guardTableAccess } from '../lambdas/platform/tableAccess.ts';
import { consumers, jobs } from '../lambdas/routes.ts';
import { testStage } from '../test/stage.ts';
import { localMailFeedback, type LocalMail, readInbox, startMailServer } from './mail.ts';
import { rawRecipients, simulatedFeedback } from './mailSimulator.ts';
import { type LocalQueue, startLocalQueue } from './queue.ts';

/**
 * SES's mailbox simulator on the local stack: the real mailer sends to the local SES server,
 * which takes the mail; the configuration set's event comes back through the local SNS → SQS
 * path to the real mailEvents consumer, which keeps the suppression list the next send checks.
 */
const stage = testStage();
let mail: LocalMail;
let queue: LocalQueue;
let ses: SESv2Client;
const notifications: string[] = [];

beforeAll(async () => {
  const mailEvents = consumers.filter((c) => c.queue === 'mailEvents');
  queue = await startLocalQueue({ port: 0, stage, consumers: mailEvents, retryDelaysMs: [10], quiet: true });
  mail = await startMailServer({
    port: 0,
    feedback: localMailFeedback(stage, (notification) => {
      notifications.push(notification);
      queue.send('mailEvents', notification);
    }),
  });
  ses = new SESv2Client(awsClientOptions(mail.url));
});
afterAll(async () => {
  ses?.destroy();
  await mail?.stop();
  await queue?.stop();
});

/**
 * A function that mails, as the local stack runs it: its variables and table access only. This
 * one's uses name no customers table: the mail grant alone lets it read the suppression list.
 */
const sender = jobs.find((j) => j.name === 'acknowledgeWithdrawals');
async function send(to: string) {
  if (!sender) throw new Error('routes.ts has no job acknowledgeWithdrawals');
  expect(sender.uses.tables).not.toHaveProperty('customers');
  guardTableAccess(dynamo());
  const scope = functionScope(`job ${sender.name}`, sender.uses);
  const letter: Mail = { to, subject: 'We received your withdrawal', text: 'Thank you.', idempotencyKey: `test-${to}` };
  const result = await runAsFunction(scope, () => createSesMailer(createSesApi(awsClientOptions(mail.url))).send(letter));
  expect(scope.refused).toEqual([]);
  return result;
}

/** Each run its own label: the list lives in the worker's customers table. */
const label = (box: string) => `${box}+${Date.now()}-${Math.random().toString(36).slice(2, 8)}@simulator.amazonses.com`;

describe('the mailbox simulator on the local stack', () => {
  it('takes a mail to bounce@, bounces it through the mailEvents queue, and the next mail to it is not sent', async () => {
    const bounce = label('bounce');
    const first = await send(bounce);
    expect(first.status).toBe('sent');
    await queue.drain(10_000);
    expect(await findSuppression(bounce)).toMatchObject({ email: bounce, reason: 'bounce', detail: 'Permanent/General' });

    const inboxBefore = (await readInbox(mail.url)).filter((m) => m.destination.to.includes(bounce));
    expect(inboxBefore).toHaveLength(1);
    const second = await send(bounce);
    expect(second).toMatchObject({ status: 'suppressed', suppression: { reason: 'bounce' } });
    expect((await readInbox(mail.url)).filter((m) => m.destination.to.includes(bounce))).toHaveLength(1);
    expect(queue.deadLetters()).toEqual([]);
  });

  it('brings a complaint for complaint@, a hard bounce of SES’s list for suppressionlist@, and nothing for success@', async () => {
    const [complaint, suppressed, success] = [label('complaint'), label('suppressionlist'), label('success')];
    for (const to of [complaint, suppressed, success]) expect((await send(to)).status).toBe('sent');
    await queue.drain(10_000);
    expect(await findSuppression(complaint)).toMatchObject({ reason: 'complaint', detail: 'abuse' });
    expect(await findSuppression(suppressed)).toMatchObject({ reason: 'bounce', detail: 'Permanent/Suppressed' });
    expect(await findSuppression(success)).toBeUndefined();
  });

  it('publishes SES’s events as SES does to SNS: the Send with the mail’s key tag first, then the bounce', async () => {
    const bounce = label('bounce');
    notifications.length = 0;
    const sent = await send(bounce);
    await queue.drain(10_000);
    expect(notifications).toHaveLength(2);
    const [sendEnvelope, bounceEnvelope] = notifications.map((n) => JSON.parse(n));
    expect(bounceEnvelope).toMatchObject({
      Type: 'Notification',
      TopicArn: `arn:aws:sns:eu-central-1:000000000000:shop-${stage}-mail-events`,
    });
    const mail = {
      messageId: sent.status === 'sent' ? sent.messageId : '',
      destination: [bounce],
      tags: { 'ses:configuration-set': [`shop-${stage}-mail`], [MAIL_KEY_TAG]: [mailKeyTag(`test-${bounce}`)] },
    };
    expect(JSON.parse(sendEnvelope.Message)).toMatchObject({ eventType: 'Send', send: {}, mail });
    expect(JSON.parse(bounceEnvelope.Message)).toMatchObject({
      eventType: 'Bounce',
      bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: bounce, status: '5.1.1' }] },
      mail,
    });
    // The consumer kept the Send: a retry of that key would send nothing.
    expect(await findSentMail(`test-${bounce}`)).toEqual({ messageId: mail.messageId, sentAt: expect.any(String) });
  });

  it('refuses a message tag SES would refuse, and takes nothing', async () => {
    const to = label('success');
    const refused = ses.send(
      new SendEmailCommand({
        ConfigurationSetName: `shop-${stage}-mail`,
        FromEmailAddress: 'shop@slow-fashion.example',
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Hi.' } } } },
        EmailTags: [{ Name: 'shop-mail-key', Value: 'ORD-1.invoice.17/ZG1/1' }],
      }),
    );
    await expect(refused).rejects.toMatchObject({ name: 'BadRequestException' });
    expect((await readInbox(mail.url)).filter((m) => m.destination.to.includes(to))).toEqual([]);
  });

  it('refuses a send naming a configuration set that does not exist, as SES does', async () => {
    const refused = ses.send(
      new SendEmailCommand({
        ConfigurationSetName: 'shop-nowhere-mail',
        FromEmailAddress: 'shop@slow-fashion.example',
        Destination: { ToAddresses: ['ana@example.com'] },
        Content: { Simple: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Hi.' } } } },
      }),
    );
    await expect(refused).rejects.toMatchObject({
      name: 'NotFoundException',
      message: 'Configuration set <shop-nowhere-mail> does not exist.',
    });
  });

  it('knows the simulator’s addresses and their labels, and reads recipients from raw MIME', () => {
    expect(simulatedFeedback('Bounce+order-17@Simulator.AmazonSES.com')).toBe('bounce');
    expect(simulatedFeedback('ooto@simulator.amazonses.com')).toBeUndefined();
    expect(simulatedFeedback('bounce@example.com')).toBeUndefined();
    expect(simulatedFeedback('toString@simulator.amazonses.com')).toBeUndefined();
    const raw = Buffer.from(
      'From: "Tkanica" <shop@x.hr>\r\nTo: Ana <ana@x.hr>,\r\n bounce@simulator.amazonses.com\r\nSubject: Hi\r\n\r\nTo: body@x.hr\r\n',
    );
    expect(rawRecipients(raw)).toEqual(['ana@x.hr', 'bounce@simulator.amazonses.com']);
  });
});
