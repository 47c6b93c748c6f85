import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables, scanTable } from '../../test/tables.ts';
import { createFakeMailer, type FakeMailer } from '../platform/mailer.ts';
import { invoke } from '../testing/invoke.ts';
import { handler as confirmHandler } from './handlers/confirmNewsletter.ts';
import { handler as invitationHandler } from './handlers/newsletterInvitation.ts';
import { handler as unsubscribeHandler } from './handlers/unsubscribeNewsletter.ts';
import {
  CONFIRMATION_LINK_DAYS,
  NEWSLETTER_MAILS_PER_EMAIL,
  NEWSLETTER_REQUESTS_PER_CLIENT,
  confirmSubscription,
  inviteSubscriber,
  unsubscribe,
} from './newsletter.ts';
import { shopContentMailPorts, shopNewsletter, shopNewsletterPorts } from './contentAdapters.ts';
import { CONTENT_MAIL_RETRY_MINUTES, performDueContentMails } from './contentMailWorker.ts';
import { TEST_START, testClock } from '../../test/clock.ts';

/** The answer to an invitation, whoever asks: its code, and its English. */
const CONFIRMATION_SENT = {
  message: {
    code: 'content.confirmationSent',
    text: { en: 'Please confirm your subscription through the link we sent to your email.', hr: expect.any(String) },
  },
};

const SHOP_URL = 'https://shop.example';
const clock = testClock();
let mailer: FakeMailer;
const ports = () => shopNewsletterPorts(clock);
const getSubscriber = (email: string) => shopNewsletter.subscriber(email);

/** Sends what the content's outbox holds, as its stream's consumer does after each answer. */
const sendMails = () => performDueContentMails(shopContentMailPorts({ clock, mailer, shopUrl: SHOP_URL }));
/** An invitation and the mail it asked for. */
const invite = async (email: string, client = '10.0.0.1') => {
  const answer = await inviteSubscriber(email, client, ports());
  await sendMails();
  return answer;
};
/** A confirmation and the welcome it asked for. */
const confirm = async (token: string) => {
  const answer = await confirmSubscription(token, ports());
  await sendMails();
  return answer;
};
/** The token of the last link to `path` in the mails sent so far. */
function tokenIn(path: 'confirm' | 'unsubscribe'): string {
  const text = mailer.sent.map((m) => m.text).join('\n');
  const all = [...text.matchAll(new RegExp(`${SHOP_URL}/newsletter/${path}/([A-Za-z0-9_-]+)`, 'g'))];
  const token = all.at(-1)?.[1];
  if (!token) throw new Error(`no ${path} link in the mails`);
  return token;
}
const subscribers = async () => (await scanTable('content')).filter((item) => String(item.pk).startsWith('NL#'));

beforeEach(async () => {
  await clearTables('content');
  mailer = createFakeMailer();
  clock.set(TEST_START);
});

describe('POST /api/newsletters/invitation', () => {
  it('keeps the email as PENDING and mails a confirmation link; it does not count until confirmed', async () => {
    expect(await invite('Ana@Example.HR')).toEqual(CONFIRMATION_SENT);
    const subscriber = await getSubscriber('ana@example.hr');
    expect(subscriber).toMatchObject({ email: 'ana@example.hr', status: 'PENDING' });
    // An address nobody confirms is deleted by DynamoDB's TTL when its link stops working.
    expect(subscriber?.expiresAt).toBe(Date.parse(TEST_START) / 1000 + CONFIRMATION_LINK_DAYS * 86_400);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'ana@example.hr', subject: 'Please confirm your Tkanica newsletter subscription' });
    expect(mailer.sent[0]?.html).toContain(`${SHOP_URL}/newsletter/confirm/${tokenIn('confirm')}`);
    // Only the token's hash is stored.
    const stored = JSON.stringify(await scanTable('content'));
    expect(stored).not.toContain(tokenIn('confirm'));
  });

  it('keeps one subscriber per email however often it is asked', async () => {
    await invite('ana@example.hr');
    await invite('ANA@example.hr ');
    expect(await subscribers()).toHaveLength(1);
    expect(mailer.sent).toHaveLength(2);
    await confirm(tokenIn('confirm'));
    // Confirmed: same answer, one subscriber, no more mail.
    expect(await invite('ana@example.hr')).toEqual(CONFIRMATION_SENT);
    expect(await subscribers()).toHaveLength(1);
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      'Please confirm your Tkanica newsletter subscription',
      'Please confirm your Tkanica newsletter subscription',
      'Welcome to the Tkanica newsletter',
    ]);
  });

  it('answers 400 naming the email when it is empty or not an email', async () => {
    const empty = await invoke(invitationHandler, { method: 'POST', body: { email: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ email: 'Email is required' });
    const bad = await invoke(invitationHandler, { method: 'POST', body: { email: 'ana(at)example.hr' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: 'Please enter a valid email address.' });
    expect((await invoke(invitationHandler, { method: 'POST', body: {} })).body.errors).toEqual({ email: 'Email is required' });
    expect(await subscribers()).toEqual([]);
  });

  it('limits the requests per client address and the mails per email', async () => {
    for (let i = 0; i < NEWSLETTER_MAILS_PER_EMAIL.limit; i++) await invite('ana@example.hr', `10.0.0.${i}`);
    await expect(invite('ana@example.hr', '10.0.1.1')).rejects.toMatchObject({ statusCode: 429 });

    for (let i = 0; i < NEWSLETTER_REQUESTS_PER_CLIENT.limit; i++) await invite(`reader${i}@example.hr`, '10.0.9.9');
    await expect(invite('one.more@example.hr', '10.0.9.9')).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many subscription requests\. Please try again in \d+ minutes?\.$/),
      said: { code: 'content.tooManySubscriptions' },
    });
    clock.advance(60 * 60 * 1000);
    await expect(invite('one.more@example.hr', '10.0.9.9')).resolves.toBeDefined();
  });

  it('answers the same while the mail service is down, and the confirmation comes with its retry', async () => {
    mailer.failWith(new Error('SES is down'));
    expect(await invite('ana@example.hr')).toEqual(CONFIRMATION_SENT);
    expect(await getSubscriber('ana@example.hr')).toMatchObject({ status: 'PENDING' });
    expect(mailer.sent).toEqual([]);
    mailer.failWith(undefined);
    clock.advance((CONTENT_MAIL_RETRY_MINUTES[0] as number) * 60_000);
    await sendMails();
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Please confirm your Tkanica newsletter subscription']);
    expect(await confirm(tokenIn('confirm'))).toMatchObject({ message: { code: 'content.confirmed' } });
  });
});

describe('confirming and unsubscribing', () => {
  it('confirms through the emailed link, welcomes with an unsubscribe link, and unsubscribes through it', async () => {
    await invite('ana@example.hr');
    const confirmed = await invoke(confirmHandler, { method: 'POST', body: { token: tokenIn('confirm') } });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { message: 'Your subscription is confirmed. Welcome to the Tkanica newsletter!', code: 'content.confirmed' },
    });
    const subscriber = await getSubscriber('ana@example.hr');
    expect(subscriber).toMatchObject({ status: 'CONFIRMED', confirmedAt: expect.any(String) });
    expect(subscriber?.expiresAt).toBeUndefined();

    const again = await invoke(confirmHandler, { method: 'POST', body: { token: tokenIn('confirm') } });
    expect(again.body).toEqual({ message: 'Your subscription was already confirmed. Thank you!', code: 'content.alreadyConfirmed' });

    const unsubscribeUrl = `${SHOP_URL}/newsletter/unsubscribe/${subscriber?.unsubscribeToken}`;
    const gone = await invoke(unsubscribeHandler, { method: 'POST', body: { token: subscriber?.unsubscribeToken } });
    expect(gone).toMatchObject({
      status: 200,
      body: { message: 'You have been unsubscribed. You will not get our newsletter any more.', code: 'content.unsubscribed' },
    });
    expect(await getSubscriber('ana@example.hr')).toMatchObject({ status: 'UNSUBSCRIBED' });
    expect((await invoke(unsubscribeHandler, { method: 'POST', body: { token: subscriber?.unsubscribeToken } })).status).toBe(200);
    expect(unsubscribeUrl).toMatch(/^https:\/\/shop\.example\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
  });

  it('puts the unsubscribe link into every newsletter email, in the body and the List-Unsubscribe header', async () => {
    await invite('ana@example.hr');
    await confirm(tokenIn('confirm'));
    const welcome = mailer.sent.at(-1);
    const token = tokenIn('unsubscribe');
    expect(welcome?.html).toContain(`${SHOP_URL}/newsletter/unsubscribe/${token}`);
    expect(welcome?.headers?.['List-Unsubscribe']).toBe(
      `<${SHOP_URL}/newsletter/unsubscribe/${token}>, <mailto:hello@tkanica.hr?subject=unsubscribe>`,
    );
    await unsubscribe(token, ports());
    expect(await getSubscriber('ana@example.hr')).toMatchObject({ status: 'UNSUBSCRIBED' });

    // Subscribing again goes through the confirmation again, and keeps the one subscriber.
    await invite('ana@example.hr');
    expect(await getSubscriber('ana@example.hr')).toMatchObject({ status: 'PENDING' });
    await confirm(tokenIn('confirm'));
    expect(await getSubscriber('ana@example.hr')).toMatchObject({ status: 'CONFIRMED', unsubscribeToken: token });
    expect(await subscribers()).toHaveLength(1);
  });

  it('refuses an unknown, mistyped or expired link, and an unsubscribe token used to confirm', async () => {
    const unknown = await invoke(confirmHandler, { method: 'POST', body: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('content.newsletterLinkInvalid');
    expect(unknown.body.errors).toEqual({
      token: 'This link is not valid or has expired. Please subscribe again from the footer of any page.',
    });
    expect((await invoke(unsubscribeHandler, { method: 'POST', body: { token: 'short' } })).status).toBe(400);

    await invite('ana@example.hr');
    const token = tokenIn('confirm');
    clock.advance(CONFIRMATION_LINK_DAYS * 86_400_000);
    await expect(confirmSubscription(token, ports())).rejects.toMatchObject({
      statusCode: 400,
      said: { code: 'content.newsletterLinkInvalid' },
    });
    expect(await getSubscriber('ana@example.hr')).toMatchObject({ status: 'PENDING' });
    await expect(unsubscribe(token, ports())).rejects.toMatchObject({ statusCode: 400, said: { code: 'content.newsletterLinkInvalid' } });
  });
});
