import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PROMOTION_MESSAGES } from '@shop/shared/contract/promotions';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { bearer, putAccount } from '../accounts/accountFixture.ts';
import { issueToken } from '../accounts/sessionToken.ts';
import { handler as getProductHandler } from '../catalog/handlers/getProduct.ts';
import { sendContactMessage } from '../content/contactForm.ts';
import { shopContactPorts, shopContentMailPorts, shopNewsletterPorts } from '../content/contentAdapters.ts';
import { performDueContentMails } from '../content/contentMailWorker.ts';
import { confirmSubscription, inviteSubscriber, unsubscribe } from '../content/newsletter.ts';
import { systemClock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer, type FakeMailer } from '../platform/mailer.ts';
import { handler as validateDiscountCode } from '../promotions/handlers/validateDiscountCode.ts';
import { handler as giftCardByCode } from '../promotions/handlers/giftCardByCode.ts';
import { handler as addReviewHandler } from '../reviews/handlers/addReview.ts';
import { handler as searchReviewsHandler } from '../reviews/handlers/searchReviews.ts';
import { reviewCounterKey } from '../reviews/reviewKeys.ts';
import { handler as productRatings } from '../reviews/streams/productRatings.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader } from '../staff/staffAdapters.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { catalogStreamRecord } from '../testing/streamRecords.ts';
import { handler as messageDesk } from './handlers/messageDesk.ts';
import { handler as newsletterDesk } from './handlers/newsletterDesk.ts';
import { handler as promotionDesk } from './handlers/promotionDesk.ts';
import { handler as reviewDesk } from './handlers/reviewDesk.ts';

let staff: Record<string, string>;
let owner: Record<string, string>;
beforeEach(async () => {
  await clearTables('promotions', 'catalog', 'content', 'customers', 'staff', 'audit');
  await writeCatalog();
  staff = (await activeStaff({ email: 'vesna@tkanica.hr' })).headers;
  owner = (await activeStaff({ email: 'marta@tkanica.hr', role: 'owner' })).headers;
});

const actions = async () =>
  (await readAudit(shopAuditReader, {}, new Date())).data.map((e) => `${e.action} ${e.subject.id} ${e.staff.email}`);

describe('the codes and gift cards desk', () => {
  it('creates a code with the command line’s checks, lists it with its use, and disables it so the checkout refuses it as an unknown one', async () => {
    const create = (body: unknown) => invokeRoute('POST /api/admin/discountCodes', promotionDesk, { headers: staff, body });
    expect(await create({ name: 'x', percent: 0, validFrom: '2026-12-31', validUntil: '2026-12-01' })).toMatchObject({
      status: 400,
      body: { errors: { name: expect.any(String), percent: 'The percent is a whole number from 1 to 100.' } },
    });
    expect(await create({ name: 'LINEN', percent: 20, usageLimit: 50, productIds: ['linen-shirt-oat', 'ghost'] })).toMatchObject({
      status: 400,
      body: { errors: { productIds: 'There is no product ghost.' } },
    });
    expect(await create({ name: 'winter10', percent: 10, usageLimit: 100, validUntil: '2099-12-31' })).toMatchObject({
      status: 200,
      body: {
        name: 'WINTER10',
        percent: 10,
        productIds: null,
        validUntil: '2099-12-31T23:59:59.999Z',
        usageLimit: 100,
        used: 0,
        state: 'valid',
      },
    });
    expect(await create({ name: 'WINTER10', percent: 20, usageLimit: 5 })).toMatchObject({ status: 409 });
    const validate = () =>
      invokeRoute('POST /api/discountCodes/validation', validateDiscountCode, { body: { name: 'winter10' }, sourceIp: '203.0.113.77' });
    expect(await validate()).toMatchObject({ status: 200, body: { discount: 10 } });

    const disable = () =>
      invokeRoute('POST /api/admin/discountCodes/{id}/disable', promotionDesk, { headers: staff, params: { id: 'winter10' } });
    expect(await disable()).toMatchObject({ status: 200, body: { state: 'disabled', disabled: { by: { email: 'vesna@tkanica.hr' } } } });
    expect(await disable()).toMatchObject({ status: 409, body: { message: 'The discount code WINTER10 is disabled already.' } });
    expect(
      await invokeRoute('POST /api/admin/discountCodes/{id}/disable', promotionDesk, { headers: staff, params: { id: 'NOPE' } }),
    ).toMatchObject({ status: 404 });
    expect(await validate()).toMatchObject({ status: 404, body: { message: PROMOTION_MESSAGES.discountRejected } });
    const listed = await invokeRoute('GET /api/admin/discountCodes', promotionDesk, { headers: staff });
    expect(listed.body.data).toEqual([expect.objectContaining({ name: 'WINTER10', used: 0, state: 'disabled' })]);
    expect(await actions()).toEqual(['codes.disable WINTER10 vesna@tkanica.hr', 'codes.create WINTER10 vesna@tkanica.hr']);
  });

  it('creates a gift card with its balance (an owner only), and a disabled card is not valid', async () => {
    expect(await invokeRoute('POST /api/admin/giftCards', promotionDesk, { headers: staff, body: { amount: 2500 } })).toMatchObject({
      status: 403,
      body: { message: 'Only an owner may do this.', code: 'staff.ownerOnly' },
    });
    const created = await invokeRoute('POST /api/admin/giftCards', promotionDesk, { headers: owner, body: { amount: 2500 } });
    expect(created).toMatchObject({ status: 200, body: { balance: 2500, initialAmount: 2500, state: 'valid' } });
    expect(created.body.code).toMatch(/^GC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(
      await invokeRoute('POST /api/admin/giftCards', promotionDesk, { headers: owner, body: { amount: 100, expiresAt: '2020-01-01' } }),
    ).toMatchObject({ status: 400, body: { errors: { expiresAt: 'The end must be in the future.' } } });
    expect((await invokeRoute('GET /api/admin/giftCards', promotionDesk, { headers: staff })).body.data).toEqual([
      expect.objectContaining({ code: created.body.code, balance: 2500 }),
    ]);
    await invokeRoute('POST /api/admin/giftCards/{id}/disable', promotionDesk, { headers: staff, params: { id: created.body.code } });
    expect(
      await invokeRoute('POST /api/giftCards/getByName', giftCardByCode, { body: { code: created.body.code }, sourceIp: '203.0.113.78' }),
    ).toMatchObject({ status: 404, body: { message: PROMOTION_MESSAGES.giftCardInvalid } });
    expect(await actions()).toEqual([
      `giftCards.disable ${created.body.code} vesna@tkanica.hr`,
      `giftCards.create ${created.body.code} marta@tkanica.hr`,
    ]);
  });
});

const PRODUCT = 'linen-shirt-oat';

async function review(n: number, stars: number, description = `Review ${n}`) {
  const id = `rater-${n}`;
  await putAccount({ id, email: `rater${n}@example.hr`, firstName: 'Iva', lastName: 'Kovač' });
  const token = await issueToken({ id }, new Date());
  const answer = await invokeRoute('POST /api/products/{id}/addReview', addReviewHandler, {
    params: { id: PRODUCT },
    body: { stars, description },
    headers: bearer(token),
  });
  expect(answer.status).toBe(201);
}

/** The stream's record of the count item as it is now, handed to the rating's consumer. */
async function deliverCount() {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('content'), Key: reviewCounterKey(PRODUCT) }));
  return productRatings({ Records: [catalogStreamRecord('MODIFY', undefined, Item)] });
}

const shopReviews = async (start = 0, size = 2) =>
  (await invokeRoute('POST /api/reviews/search', searchReviewsHandler, { body: { productId: PRODUCT, start, size } })).body;
const product = async () => (await invokeRoute('GET /api/products/{id}', getProductHandler, { params: { id: PRODUCT } })).body;

describe('the reviews desk', () => {
  it('hides a review with its reason: gone from the shop’s pages and rating; shown again, back in both', async () => {
    await review(1, 5);
    await review(2, 1, 'Rude words');
    await review(3, 4);
    await review(4, 4);
    const latest = await invokeRoute('GET /api/admin/reviews', reviewDesk, { headers: staff });
    expect(latest.body.data.map((r: { description: string }) => r.description)).toEqual(['Review 4', 'Review 3', 'Rude words', 'Review 1']);
    const byProduct = await invokeRoute('GET /api/admin/reviews', reviewDesk, { headers: staff, query: { productId: PRODUCT } });
    expect(byProduct.body.data).toHaveLength(4);
    const rude = { productId: PRODUCT, position: '000001' };

    const hide = (body: unknown) => invokeRoute('POST /api/admin/reviews/hide', reviewDesk, { headers: staff, body });
    expect(await hide({ ...rude, reason: ' ' })).toMatchObject({ status: 400, body: { errors: { reason: expect.any(String) } } });
    expect(await hide({ ...rude, reason: 'Insults another customer.' })).toMatchObject({
      status: 200,
      body: { hidden: { reason: 'Insults another customer.', by: { email: 'vesna@tkanica.hr' } }, moderation: [{ action: 'hide' }] },
    });
    expect(await hide({ ...rude, reason: 'Again' })).toMatchObject({ status: 409 });
    expect(await hide({ productId: PRODUCT, position: '000009', reason: 'x' })).toMatchObject({ status: 404 });

    const pages = [await shopReviews(0), await shopReviews(1), await shopReviews(2)];
    expect(pages.map((p) => p.data.map((r: { description: string }) => r.description))).toEqual([
      ['Review 4', 'Review 3'],
      ['Review 1'],
      [],
    ]);
    expect(pages[0].total).toBe(3);
    expect(await deliverCount()).toEqual({ batchItemFailures: [] });
    expect(await product()).toMatchObject({ ratingCount: 3, ratingAverage: 4.33 });

    const shown = await invokeRoute('POST /api/admin/reviews/show', reviewDesk, {
      headers: staff,
      body: { ...rude, reason: 'Apologised.' },
    });
    expect(shown.body).not.toHaveProperty('hidden');
    expect(shown.body.moderation.map((m: { action: string; reason: string }) => `${m.action}: ${m.reason}`)).toEqual([
      'hide: Insults another customer.',
      'show: Apologised.',
    ]);
    expect((await shopReviews(1)).data.map((r: { description: string }) => r.description)).toEqual(['Rude words', 'Review 1']);
    expect(await deliverCount()).toEqual({ batchItemFailures: [] });
    expect(await product()).toMatchObject({ ratingCount: 4, ratingAverage: 3.5 });
    // A review written after the hiding and showing counts on top of them.
    await review(5, 5);
    expect(await deliverCount()).toEqual({ batchItemFailures: [] });
    expect(await product()).toMatchObject({ ratingCount: 5, ratingAverage: 3.8 });
    expect(await actions()).toEqual([`reviews.show ${PRODUCT}/000001 vesna@tkanica.hr`, `reviews.hide ${PRODUCT}/000001 vesna@tkanica.hr`]);
  });
});

describe('the messages desk', () => {
  it('shows the inbox newest first, opens a message, and marks it handled once', async () => {
    const ports = shopContactPorts(systemClock);
    for (const text of ['First question', 'Second question']) {
      await sendContactMessage({ email: 'ana@example.hr', firstName: 'Ana', lastName: 'Horvat', text }, { client: '203.0.113.9' }, ports);
      await new Promise((r) => setTimeout(r, 5));
    }
    const inbox = await invokeRoute('GET /api/admin/messages', messageDesk, { headers: staff });
    expect(inbox.body.data.map((m: { text: string }) => m.text)).toEqual(['Second question', 'First question']);
    const [newest] = inbox.body.data;
    expect(await invokeRoute('GET /api/admin/messages/{id}', messageDesk, { headers: staff, params: { id: newest.id } })).toMatchObject({
      status: 200,
      body: { email: 'ana@example.hr', text: 'Second question' },
    });
    const handled = () => invokeRoute('POST /api/admin/messages/{id}/handled', messageDesk, { headers: staff, params: { id: newest.id } });
    expect(await handled()).toMatchObject({ status: 200, body: { handled: { by: { email: 'vesna@tkanica.hr' } } } });
    expect(await handled()).toMatchObject({ status: 409 });
    expect(
      await invokeRoute('GET /api/admin/messages/{id}', messageDesk, { headers: staff, params: { id: '1700000000000-nosuch' } }),
    ).toMatchObject({ status: 404 });
    expect(await invokeRoute('GET /api/admin/messages/{id}', messageDesk, { headers: staff, params: { id: 'CM#2026' } })).toMatchObject({
      status: 400,
    });
    expect((await invokeRoute('GET /api/admin/messages', messageDesk, { headers: staff })).body.data).toHaveLength(1);
    expect((await invokeRoute('GET /api/admin/messages', messageDesk, { headers: staff, query: { show: 'all' } })).body.data).toHaveLength(
      2,
    );
    expect(await actions()).toEqual([`messages.handled ${newest.id} vesna@tkanica.hr`]);
  });
});

describe('the newsletter desk', () => {
  let mailer: FakeMailer;
  const ports = () => shopNewsletterPorts(systemClock);
  /** Sends what the content's outbox holds, as its stream's consumer does after each answer. */
  const sendMails = () => performDueContentMails(shopContentMailPorts({ clock: systemClock, mailer, shopUrl: 'https://shop.example' }));
  const tokenIn = (path: string) =>
    [
      ...mailer.sent
        .map((m) => m.text)
        .join('\n')
        .matchAll(new RegExp(`/newsletter/${path}/([A-Za-z0-9_-]+)`, 'g')),
    ].at(-1)?.[1] as string;

  it('lists the confirmed subscribers and gives owners, not staff, their CSV', async () => {
    mailer = createFakeMailer();
    for (const email of ['ana@example.hr', 'iva@example.hr', 'pending@example.hr']) {
      await inviteSubscriber(email, '203.0.113.10', ports());
      await sendMails();
      if (email !== 'pending@example.hr') {
        await confirmSubscription(tokenIn('confirm'), ports());
        await sendMails();
      }
    }
    await unsubscribe(tokenIn('unsubscribe'), ports());
    const list = await invokeRoute('GET /api/admin/newsletter/subscribers', newsletterDesk, { headers: owner });
    expect(list.body.data.map((s: { email: string }) => s.email)).toEqual(['ana@example.hr']);
    expect((await invokeRoute('GET /api/admin/newsletter/export', newsletterDesk, { headers: staff })).status).toBe(403);
    const exported = await invokeRoute('GET /api/admin/newsletter/export', newsletterDesk, { headers: owner });
    expect(exported.body).toMatchObject({ count: 1, filename: expect.stringMatching(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/) });
    expect(exported.body.csv).toMatch(/^email,confirmedAt\r\nana@example\.hr,\d{4}-.+Z\r\n$/);
    expect(await actions()).toEqual(['newsletter.export subscribers marta@tkanica.hr']);
  });
});
