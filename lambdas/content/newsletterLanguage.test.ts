import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables } from '../../test/tables.ts';
import { createFakeMailer, type FakeMailer } from '../platform/mailer.ts';
import { invoke } from '../testing/invoke.ts';
import { handler as invitationHandler } from './handlers/newsletterInvitation.ts';
import { shopContentMailPorts, shopNewsletter, shopNewsletterPorts } from './contentAdapters.ts';
import { performDueContentMails } from './contentMailWorker.ts';
import { confirmSubscription, inviteSubscriber } from './newsletter.ts';

const SHOP_URL = 'https://shop.example';
const clock = testClock();
let mailer: FakeMailer;
const ports = () => shopNewsletterPorts(clock);
/** Sends what the content's outbox holds, as its stream's consumer does after each answer. */
const sendMails = () => performDueContentMails(shopContentMailPorts({ clock, mailer, shopUrl: SHOP_URL }));
const getSubscriber = (email: string) => shopNewsletter.subscriber(email);

const confirmToken = () => /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mailer.sent.at(-1)?.text ?? '')?.[1] as string;

beforeEach(async () => {
  await clearTables('content');
  mailer = createFakeMailer();
  clock.set(TEST_START);
});

describe('a newsletter subscription in Croatian', () => {
  it('is confirmed and welcomed in Croatian, with links to the /hr pages', async () => {
    await inviteSubscriber('ana@example.hr', '10.0.0.1', ports(), 'hr');
    await sendMails();
    expect(await getSubscriber('ana@example.hr')).toMatchObject({ status: 'PENDING', language: 'hr' });
    const [confirmation] = mailer.sent;
    expect(confirmation?.subject).toBe('Potvrdite svoju prijavu na newsletter trgovine Tkanica');
    expect(confirmation?.text).toContain('Molimo Vas da potvrdite da je ovo Vaša e-mail adresa.');
    expect(confirmation?.text).toContain('Poveznica vrijedi 7 dana.');
    expect(confirmation?.text).toContain(`Potvrdite prijavu:\n${SHOP_URL}/hr/newsletter/confirm/`);
    expect(confirmation?.html).toContain('<html lang="hr">');

    await confirmSubscription(confirmToken(), ports());
    await sendMails();
    const welcome = mailer.sent[1];
    expect(welcome?.subject).toBe('Dobro došli u newsletter trgovine Tkanica');
    expect(welcome?.text).toContain(`na našem blogu čeka Vas nekoliko priča za početak: ${SHOP_URL}/hr/blog`);
    expect(welcome?.text).toMatch(new RegExp(`Odjavite se jednim klikom: ${SHOP_URL}/hr/newsletter/unsubscribe/[A-Za-z0-9_-]+$`));
  });

  it('takes the language from the X-Shop-Language header, and the latest request decides it', async () => {
    const ask = (language?: string) =>
      invoke(invitationHandler, {
        method: 'POST',
        body: { email: 'ana@example.hr' },
        sourceIp: '10.0.0.2',
        ...(language ? { headers: { 'x-shop-language': language } } : {}),
      });
    expect((await ask('hr')).status).toBe(200);
    await sendMails();
    expect((await getSubscriber('ana@example.hr'))?.language).toBe('hr');
    expect((await ask()).status).toBe(200);
    await sendMails();
    expect((await getSubscriber('ana@example.hr'))?.language).toBe('en');
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      'Potvrdite svoju prijavu na newsletter trgovine Tkanica',
      'Please confirm your Tkanica newsletter subscription',
    ]);
  });

  it('stays English in English', async () => {
    await inviteSubscriber('ana@example.hr', '10.0.0.1', ports());
    await sendMails();
    expect(mailer.sent[0]?.subject).toBe('Please confirm your Tkanica newsletter subscription');
    await confirmSubscription(confirmToken(), ports());
    await sendMails();
    expect(mailer.sent[1]?.subject).toBe('Welcome to the Tkanica newsletter');
    expect(mailer.sent[1]?.text).toContain(`${SHOP_URL}/blog`);
  });
});
