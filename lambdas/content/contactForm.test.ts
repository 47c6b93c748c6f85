import { BRAND } from '@shop/shared/brand';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { ScheduledEvent } from 'aws-lambda';
import { recordSes } from '../testing/sesRecorder.ts';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables, scanTable } from '../../test/tables.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { invoke } from '../testing/invoke.ts';
import { sentMail } from '../testing/sentMail.ts';
import { CONTACT_MESSAGES_PER_CLIENT, sendContactMessage } from './contactForm.ts';
import { shopContactPorts, shopContentMailPorts } from './contentAdapters.ts';
import { CONTENT_MAIL_RETRY_MINUTES, performDueContentMails } from './contentMailWorker.ts';
import { handler as contactForm } from './handlers/contactForm.ts';
import { handler as dueContentMails } from './jobs/performDueContentMails.ts';
import { TEST_START, testClock } from '../../test/clock.ts';

const ses = recordSes();
const clock = testClock();

const message = (overrides: Record<string, unknown> = {}) => ({
  email: 'Ana.Horvat@Example.HR',
  firstName: 'Ana',
  lastName: 'Horvat',
  text: 'Hello! Do you make the Linen Wrap Dress in size XL?\nThank you, Ana',
  ...overrides,
});

const storedMessages = async () => (await scanTable('content')).filter((item) => String(item.pk).startsWith('CM#'));
/** The due job of the content's outbox as the schedule runs it (its mailer is SES's, mocked here). */
const runDueJob = () => dueContentMails({ id: 'due-content-mails', time: clock.now().toISOString() } as ScheduledEvent);
/** Sends what the outbox holds with `mailer`, as the stream's consumer does after each answer. */
const sendMails = (mailer: ReturnType<typeof createFakeMailer>) =>
  performDueContentMails(shopContentMailPorts({ clock, mailer, shopUrl: 'https://shop.example' }));

beforeEach(async () => {
  await clearTables('content');
  ses.reset();
  clock.set(TEST_START);
});

afterAll(() => ses.restore());

describe('POST /api/contactForm', () => {
  it('answers OK in the spec’s shape, keeps the message and forwards it to the shop with the visitor as reply-to', async () => {
    ses.resolves({ MessageId: 'ses-contact-1' });
    const { status, body } = await invoke(contactForm, { method: 'POST', body: message(), headers: { saleSpotId: 'web' } });
    expect(status).toBe(200);
    expect(body).toEqual({ statusCode: 'OK', statusCodeValue: 200 });
    // The forward goes after the answer, through the content's outbox.
    expect(ses.calls).toHaveLength(0);
    expect((await storedMessages())[0]?.forwardedAt).toBeUndefined();
    expect(await runDueJob()).toMatchObject({ done: 1 });

    const [stored, ...more] = await storedMessages();
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      email: 'ana.horvat@example.hr',
      firstName: 'Ana',
      lastName: 'Horvat',
      text: message().text,
      saleSpotId: 'web',
    });
    expect(stored?.forwardedAt).toEqual(expect.any(String));
    // Kept for a year, then DynamoDB's TTL deletes it.
    expect(stored?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 360 * 86_400);

    const mail = sentMail(ses.calls[0]);
    expect(mail.to).toEqual([BRAND.email]);
    expect(mail.replyTo).toEqual(['ana.horvat@example.hr']);
    expect(mail.subject).toBe('Contact form: Ana Horvat');
    expect(mail.text).toContain('Do you make the Linen Wrap Dress in size XL?');
  });

  it('never lets what the visitor wrote become markup or a header', async () => {
    const mailer = createFakeMailer();
    await sendContactMessage(
      message({
        firstName: 'Ana\r\nBcc: everyone@example.com',
        lastName: '<b>Horvat</b>',
        text: '<script>alert("hi")</script> & <img src=x onerror=alert(1)>',
      }),
      { client: '10.0.0.1' },
      shopContactPorts(clock),
    );
    await sendMails(mailer);
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('Contact form: Ana Bcc: everyone@example.com <b>Horvat</b>');
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).not.toContain('<b>Horvat');
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.text).toContain('<script>alert("hi")</script>');
  });

  it('answers 400 naming every empty field, and a bad email, and keeps nothing', async () => {
    const empty = await invoke(contactForm, { method: 'POST', body: { email: '', firstName: ' ', lastName: '', text: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      email: 'Email is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      text: 'Message is required',
    });
    const missing = await invoke(contactForm, { method: 'POST', body: {} });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'firstName', 'lastName', 'text']);
    const badEmail = await invoke(contactForm, { method: 'POST', body: message({ email: 'ana@horvat' }) });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({
      message: 'email: Please enter a valid email address.',
      code: 'http.invalid',
      errors: { email: 'Please enter a valid email address.' },
    });
    const tooLong = await invoke(contactForm, { method: 'POST', body: message({ text: 'x'.repeat(5001) }) });
    expect(tooLong.body.errors).toEqual({ text: 'At most 5000 characters.' });
    expect(await storedMessages()).toEqual([]);
    expect(ses.calls).toHaveLength(0);
  });

  it(`takes ${CONTACT_MESSAGES_PER_CLIENT.limit} messages an hour from one client address, then answers 429`, async () => {
    const mailer = createFakeMailer();
    const send = (client: string) => sendContactMessage(message(), { client }, shopContactPorts(clock));
    for (let i = 0; i < CONTACT_MESSAGES_PER_CLIENT.limit; i++) await send('10.0.0.7');
    await expect(send('10.0.0.7')).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many messages/),
      said: { code: 'content.tooManyMessages' },
    });
    await expect(send('10.0.0.8')).resolves.toEqual({ statusCode: 'OK', statusCodeValue: 200 });
    clock.advance(60 * 60 * 1000);
    await expect(send('10.0.0.7')).resolves.toEqual({ statusCode: 'OK', statusCodeValue: 200 });
    await sendMails(mailer);
    expect(mailer.sent).toHaveLength(CONTACT_MESSAGES_PER_CLIENT.limit + 2);
  });

  it('keeps the message and answers OK while the mail service is down; the forward goes with a retry, once', async () => {
    ses.rejects(new Error('SES is down'));
    const { status, body } = await invoke(contactForm, { method: 'POST', body: message() });
    expect(status).toBe(200);
    expect(body).toEqual({ statusCode: 'OK', statusCodeValue: 200 });
    expect(await runDueJob()).toMatchObject({ failed: 1 });
    const [kept] = await storedMessages();
    expect(kept).toMatchObject({ text: message().text });
    expect(kept?.forwardedAt).toBeUndefined();

    ses.reset();
    ses.resolves({ MessageId: 'ses-contact-2' });
    // Not before its retry is due.
    expect(await runDueJob()).toMatchObject({ done: 0 });
    clock.advance(CONTENT_MAIL_RETRY_MINUTES[0] * 60_000);
    expect(await runDueJob()).toMatchObject({ done: 1 });
    expect(await runDueJob()).toMatchObject({ done: 0 });
    expect(ses.calls).toHaveLength(1);
    expect((await storedMessages())[0]?.forwardedAt).toEqual(expect.any(String));
  });

  it('forwards nothing of a message erased before its forward went', async () => {
    ses.rejects(new Error('SES is down'));
    await invoke(contactForm, { method: 'POST', body: message() });
    expect(await runDueJob()).toMatchObject({ failed: 1 });
    const [kept] = await storedMessages();
    await dynamo().send(new DeleteCommand({ TableName: tableName('content'), Key: { pk: kept?.pk, sk: kept?.sk } }));
    ses.reset();
    ses.resolves({ MessageId: 'ses-contact-3' });
    clock.advance(CONTENT_MAIL_RETRY_MINUTES[0] * 60_000);
    expect(await runDueJob()).toMatchObject({ done: 1 });
    expect(ses.calls).toHaveLength(0);
    expect(await storedMessages()).toEqual([]);
  });
});
