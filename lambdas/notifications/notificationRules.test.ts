import { NOTIFICATION_MESSAGES } from '@shop/shared/contract/notificationMessages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductItem } from '../catalog/catalogItems.ts';
import { fixedClock } from '../platform/clock.ts';
import { createFakeMailer, type FakeMailer, type Mailer } from '../platform/mailer.ts';
import { memoryAttemptCounter } from '../testing/memoryThrottle.ts';
import { type AnnouncePorts, announceBackInStock, type SizeBackInStock } from './backInStock.ts';
import { memoryStockNotificationStore } from './memoryStockNotificationStore.ts';
import { stockNotificationKey } from './stockNotificationKeys.ts';
import type { StockNotificationStore } from './stockNotificationStore.ts';
import { NOTIFY_REQUESTS_PER_CLIENT, type NotifyPorts, subscribeToStock } from './subscribeToStock.ts';

/*
 * The back-in-stock rules on the in-memory store (proven by stockNotificationStoreContract.ts):
 * asking for a size, once per email, product and size; the refusals, which keep nothing; the
 * throttle per client; and the news of a size that came back, mailed once to each shopper in
 * their language, whatever fails or races on the way. The handlers and the catalog's stream on
 * DynamoDB Local are notifications.test.ts, backInStock.test.ts and backInStockLanguage.test.ts.
 */

const SHOP_URL = 'https://tkanica.example';
const CARDIGAN: Pick<ProductItem, 'id' | 'active' | 'sizes'> = { id: 'merino-cardigan', active: true, sizes: ['S', 'M', 'L'] };
const RETIRED: Pick<ProductItem, 'id' | 'active' | 'sizes'> = { id: 'old-scarf', active: false, sizes: ['One size'] };
const CARDIGAN_NEWS = { id: 'merino-cardigan', name: 'Merino Cable Cardigan', colorName: 'Oat', price: 14900, discount: 0 };
const back = (size: string): SizeBackInStock => ({ productId: 'merino-cardigan', size, product: CARDIGAN_NEWS });

function shop() {
  const clock = fixedClock('2026-03-02T09:00:00Z');
  const notifications = memoryStockNotificationStore();
  const mailer = createFakeMailer();
  const catalog = new Map([CARDIGAN, RETIRED].map((product) => [product.id, product]));
  const notify: NotifyPorts = { clock, notifications, product: async (id) => catalog.get(id), countAttempt: memoryAttemptCounter() };
  const announce: AnnouncePorts = { clock, notifications, mailer, shopUrl: SHOP_URL };
  const ask = (email: string, size = 'M', client = '203.0.113.7', language: 'en' | 'hr' = 'en') =>
    subscribeToStock({ email, productId: 'merino-cardigan', size }, client, notify, language);
  return { clock, notifications, mailer, notify, announce, ask };
}

async function waiting(store: StockNotificationStore, size: string): Promise<string[]> {
  const emails: string[] = [];
  for await (const shopper of store.waiting('merino-cardigan', size)) emails.push(shopper.sk.slice('E#'.length));
  return emails;
}

describe('asking to hear when a size is back', () => {
  it('remembers the email, size, time and language, and thanks the shopper naming the size', async () => {
    const { notifications, ask } = shop();
    expect((await ask('ana@example.hr', 'M', '203.0.113.7', 'hr')).message.text).toEqual({
      en: NOTIFICATION_MESSAGES.subscribed({ size: 'M' }),
      hr: expect.stringContaining('M'),
    });
    expect(await notifications.claim(stockNotificationKey('merino-cardigan', 'M', 'ana@example.hr'))).toMatchObject({
      email: 'ana@example.hr',
      productId: 'merino-cardigan',
      size: 'M',
      createdAt: '2026-03-02T09:00:00.000Z',
      language: 'hr',
    });
  });

  it('keeps the first request when asked again, answering the same: a double click subscribes once', async () => {
    const { clock, notifications, ask } = shop();
    const first = await ask('ana@example.hr');
    clock.advance(60_000);
    expect(await ask('ana@example.hr', 'M', '203.0.113.7', 'hr')).toEqual(first);
    expect(await waiting(notifications, 'M')).toEqual(['ana@example.hr']);
    expect(await notifications.claim(stockNotificationKey('merino-cardigan', 'M', 'ana@example.hr'))).toMatchObject({
      createdAt: '2026-03-02T09:00:00.000Z',
      language: 'en',
    });
  });

  it('refuses a product the shop does not sell (404) and a size it lacks (400, naming the field), keeping nothing', async () => {
    const { notifications, notify } = shop();
    await expect(subscribeToStock({ email: 'ana@example.hr', productId: 'no-such', size: 'M' }, 'a', notify)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      subscribeToStock({ email: 'ana@example.hr', productId: 'old-scarf', size: 'One size' }, 'a', notify),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      subscribeToStock({ email: 'ana@example.hr', productId: 'merino-cardigan', size: 'XL' }, 'a', notify),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: NOTIFICATION_MESSAGES.noSuchSize({ size: 'XL' }),
      errors: { size: expect.objectContaining({ code: 'notifications.noSuchSize' }) },
    });
    for (const size of ['M', 'XL']) expect(await waiting(notifications, size)).toEqual([]);
  });

  it(`takes ${NOTIFY_REQUESTS_PER_CLIENT.limit} requests an hour from one client, refuses the next with 429 keeping nothing, and takes others'`, async () => {
    const { clock, notifications, ask } = shop();
    for (let i = 0; i < NOTIFY_REQUESTS_PER_CLIENT.limit; i++) await ask(`shopper-${i}@example.hr`, 'S');
    await expect(ask('one-more@example.hr', 'S')).rejects.toMatchObject({ statusCode: 429 });
    expect(await waiting(notifications, 'S')).not.toContain('one-more@example.hr');
    await ask('neighbour@example.hr', 'S', '198.51.100.4');
    clock.advance(NOTIFY_REQUESTS_PER_CLIENT.windowSeconds * 1000);
    await ask('one-more@example.hr', 'S');
    expect(await waiting(notifications, 'S')).toHaveLength(NOTIFY_REQUESTS_PER_CLIENT.limit + 2);
  });
});

describe('the news that a size is back', () => {
  it('mails everyone waiting for that size once, each in the language they asked in, and closes their requests', async () => {
    const { mailer, notifications, announce, ask } = shop();
    await ask('ana@example.hr', 'M', 'a', 'hr');
    await ask('iva@example.hr', 'M', 'b', 'en');
    await ask('marko@example.hr', 'L');
    expect(await announceBackInStock([back('M')], announce)).toEqual({ sent: 2 });
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ana@example.hr', expect.stringMatching(/veličina M/i)],
      ['iva@example.hr', 'Back in stock: Merino Cable Cardigan, size M'],
    ]);
    expect(await waiting(notifications, 'M')).toEqual([]);
    expect(await waiting(notifications, 'L')).toEqual(['marko@example.hr']);
    expect(await announceBackInStock([back('M')], announce)).toEqual({ sent: 0 });
    expect(mailer.sent).toHaveLength(2);
  });

  it('puts back the request whose mail failed and says so by throwing; the retry mails only who was not mailed', async () => {
    const { mailer, notifications, announce, ask } = shop();
    await ask('ana@example.hr');
    await ask('iva@example.hr');
    let calls = 0;
    const flaky: Mailer = { ...mailer, send: (mail) => (++calls === 2 ? Promise.reject(new Error('throttled')) : mailer.send(mail)) };
    await expect(announceBackInStock([back('M')], { ...announce, mailer: flaky })).rejects.toThrow('throttled');
    expect(await waiting(notifications, 'M')).toEqual(['iva@example.hr']);
    await announceBackInStock([back('M')], announce);
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['ana@example.hr', 'iva@example.hr']);
  });

  it('keeps a request the shopper made again while their failed mail was on its way, as they made it', async () => {
    const { mailer, notifications, announce, ask } = shop();
    await ask('ana@example.hr', 'M', 'a', 'en');
    const askingAgain: Mailer = {
      ...mailer,
      send: async () => {
        await ask('ana@example.hr', 'M', 'a', 'hr');
        throw new Error('SES is down');
      },
    };
    await expect(announceBackInStock([back('M')], { ...announce, mailer: askingAgain })).rejects.toThrow('SES is down');
    expect(await notifications.claim(stockNotificationKey('merino-cardigan', 'M', 'ana@example.hr'))).toMatchObject({ language: 'hr' });
  });

  it('mails nobody twice when the same news is delivered twice at once', async () => {
    const { mailer, announce, ask } = shop();
    for (const email of ['ana@example.hr', 'iva@example.hr', 'luka@example.hr']) await ask(email);
    const results = await Promise.all([announceBackInStock([back('M')], announce), announceBackInStock([back('M')], announce)]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(3);
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual(['ana@example.hr', 'iva@example.hr', 'luka@example.hr']);
  });

  it('mails each request once in the end, however the mails fail and the news is delivered again', async () => {
    const email = fc.constantFrom('ana@example.hr', 'iva@example.hr', 'luka@example.hr', 'petra@example.hr', 'Marko@example.hr');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ email, size: fc.constantFrom('S', 'M') }), { maxLength: 12 }),
        fc.array(fc.boolean(), { maxLength: 40 }),
        async (requests, failures) => {
          const { mailer, notifications, announce, ask } = shop();
          for (const [i, request] of requests.entries()) await ask(request.email, request.size, `client-${i}`);
          const attempts = [...failures];
          const sometimesDown: FakeMailer = {
            ...mailer,
            send: (mail) => (attempts.shift() ? Promise.reject(new Error('SES is down')) : mailer.send(mail)),
          };
          // The stream delivers the record again until it goes through.
          for (let delivery = 0; delivery < 50; delivery++) {
            const done = await announceBackInStock([back('S'), back('M')], { ...announce, mailer: sometimesDown }).then(
              () => true,
              () => false,
            );
            if (done) break;
          }
          const asked = [...new Set(requests.map((request) => `${request.size} ${request.email}`))].sort();
          const mailed = mailer.sent.map((mail) => `${mail.subject.endsWith('size S') ? 'S' : 'M'} ${mail.to}`).sort();
          expect(mailed).toEqual(asked);
          expect([...(await waiting(notifications, 'S')), ...(await waiting(notifications, 'M'))]).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
