import { OrderRequest } from '@shop/shared/contract/orders';
import { REVIEW_MESSAGES } from '@shop/shared/contract/reviewMessages';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { bearer, putAccount } from '../accounts/accountFixture.ts';
import { issueToken } from '../accounts/sessionToken.ts';
import { statesTaking } from '../orders/orderLifecycle.ts';
import { getOrder, transition } from '../orders/orderStore.ts';
import { placeOrder } from '../orders/placeOrder.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { handler as addReviewHandler } from './handlers/addReview.ts';
import { handler as searchReviewsHandler } from './handlers/searchReviews.ts';
import { REVIEWS_PER_ACCOUNT, reviewerName } from './reviews.ts';
import { BOUGHT_STATES } from './verifiedPurchase.ts';

const ANA = { id: 'ana-1', email: 'ana@example.hr' };
let token: string;
/** Other customers, for more than one review of a product. */
const reviewers: string[] = [];

beforeAll(async () => {
  await clearTables();
  await writeCatalog();
  await putAccount({ ...ANA, firstName: 'Ana', lastName: 'horvat' });
  token = await issueToken({ id: ANA.id }, new Date());
  for (let i = 1; i <= 12; i++) {
    await putAccount({ id: `reviewer-${i}`, email: `reviewer${i}@example.hr`, firstName: 'Iva', lastName: 'Kovač' });
    reviewers.push(await issueToken({ id: `reviewer-${i}` }, new Date()));
  }
});

beforeEach(() => clearTables('content', 'orders'));
afterEach(() => vi.useRealTimers());

const addReview = (productId: string, body: unknown, headers: Record<string, string> = bearer(token)) =>
  invokeRoute('POST /api/products/{id}/addReview', addReviewHandler, { params: { id: productId }, body, headers });
const searchReviews = (body: unknown) => invokeRoute('POST /api/reviews/search', searchReviewsHandler, { body });
const storedReviews = async (productId: string) =>
  (await scanTable('content')).filter((item) => item.pk === `R#${productId}` && /^\d+$/.test(String(item.sk)));

/** Rate-limit windows are whole hours: the shop's clock is put at the start of one. */
function atStartOfAnHour() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(TEST_START) });
}

/** An order of `productIds` (one piece each) by ana@example.hr, logged in unless said, paid unless said. */
async function orderOf(productIds: string[], { loggedIn = true, paid = true } = {}) {
  const payments = fakePayments();
  const clock = testClock();
  const request = OrderRequest.parse({
    deliveryAddress: ZAGREB_ADDRESS,
    cartProducts: productIds.map((productId) => ({ productId, sizes: [{ size: productId.startsWith('dress') ? 'S' : 'M', quantity: 1 }] })),
    userEmail: ANA.email,
  });
  const { url } = await placeOrder(
    request,
    { payments: payments.gateway, clock, shopUrl: 'https://shop.example' },
    loggedIn ? { customerEmail: ANA.email } : {},
  );
  const orderId = payments.sessions.get(url.split('/').pop() as string)?.orderId as string;
  const order = await getOrder(orderId);
  if (!order) throw new Error('the order was not written');
  if (paid) {
    const moved = await transition(order, { type: 'paid', method: 'CARD', amount: order.total }, clock.now());
    expect(moved.status).toBe('moved');
  }
}

describe('POST /api/products/{id}/addReview', () => {
  it('stores the review with its creator and time and answers it', async () => {
    const before = Date.now();
    const { status, body } = await addReview('linen-shirt-oat', { stars: 4, description: '  Soft after one wash.  ' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ stars: 4, description: 'Soft after one wash.', verifiedPurchase: false, meta: { createdBy: 'Ana H.' } });
    expect(Date.parse(body.meta.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const stored = (await scanTable('content')).filter((item) => item.pk === 'R#linen-shirt-oat');
    expect(stored).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sk: '000000', customerId: 'ana-1', createdBy: 'Ana H.', stars: 4, createdAt: body.meta.createdAt }),
        expect.objectContaining({ sk: '#', count: 1 }),
      ]),
    );
  });

  it('refuses visitors and bad tokens with 401', async () => {
    expect((await addReview('linen-shirt-oat', { stars: 5 }, {})).status).toBe(401);
    expect((await addReview('linen-shirt-oat', { stars: 5 }, bearer('not.a.token'))).status).toBe(401);
  });

  it("asks for a star: 'Please select a star.' for none, 0, 6 or a half", async () => {
    for (const body of [{ description: 'Lovely' }, { stars: 0 }, { stars: 6 }, { stars: 3.5 }, { stars: '5' }]) {
      const { status, body: answer } = await addReview('linen-shirt-oat', body);
      expect(status).toBe(400);
      expect(answer.errors).toEqual({ stars: REVIEW_MESSAGES.starRequired });
    }
  });

  it('answers 404 for an unknown product and 400 for a description too long', async () => {
    expect((await addReview('no-such-product', { stars: 5 })).status).toBe(404);
    const long = await addReview('linen-shirt-oat', { stars: 5, description: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('description');
  });

  it('gives reviews written at the same time positions of their own', async () => {
    const results = await Promise.all(
      reviewers.slice(0, 6).map((reviewer, i) => addReview('merino-cardigan', { stars: (i % 5) + 1 }, bearer(reviewer))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    const { body } = await searchReviews({ productId: 'merino-cardigan', size: 20, start: 0 });
    expect(body.total).toBe(6);
    expect(new Set(body.data.map((r: { id: string }) => r.id)).size).toBe(6);
  });
});

describe('one review per customer and product', () => {
  it('keeps one of 30 reviews sent at once by one account; the others are told why', async () => {
    atStartOfAnHour();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => addReview('linen-shirt-oat', { stars: (i % 5) + 1, description: `Spam ${i}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // Ten pass the hour's limit: one is stored, nine find it there; the other twenty are over the limit.
    expect(statuses.filter((s) => s === 409)).toHaveLength(REVIEWS_PER_ACCOUNT.limit - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - REVIEWS_PER_ACCOUNT.limit);
    for (const refused of results.filter((r) => r.status === 409)) expect(refused.body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(await storedReviews('linen-shirt-oat')).toHaveLength(1);
    expect((await searchReviews({ productId: 'linen-shirt-oat' })).body.total).toBe(1);
  });

  it('answers a second review 409 and leaves the first as it was; another customer still reviews the product', async () => {
    const first = await addReview('linen-shirt-oat', { stars: 5, description: 'Lovely.' });
    const second = await addReview('linen-shirt-oat', { stars: 1, description: 'Changed my mind.' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You have already reviewed this product.');
    expect((await addReview('linen-shirt-oat', { stars: 4 }, bearer(reviewers[0] as string))).status).toBe(201);
    const { body } = await searchReviews({ productId: 'linen-shirt-oat' });
    expect(body.total).toBe(2);
    expect(body.data[1]).toEqual(first.body);
  });
});

describe('reviews per account', () => {
  it(`takes ${REVIEWS_PER_ACCOUNT.limit} reviews an hour from one account, then answers 429 saying when to try again`, async () => {
    atStartOfAnHour();
    const products = Array.from({ length: REVIEWS_PER_ACCOUNT.limit + 1 }, (_, i) => `dress-${String(i + 1).padStart(2, '0')}`);
    const statuses = [];
    for (const productId of products.slice(0, -1)) statuses.push((await addReview(productId, { stars: 5 })).status);
    expect(statuses).toEqual(Array(REVIEWS_PER_ACCOUNT.limit).fill(201));
    const over = await addReview(products.at(-1) as string, { stars: 5 });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('You have sent many reviews in a short time. Please try again in 60 minutes.');
    expect(await storedReviews(products.at(-1) as string)).toEqual([]);
    // Another account is not held back by this one.
    expect((await addReview(products.at(-1) as string, { stars: 5 }, bearer(reviewers[0] as string))).status).toBe(201);
  });
});

describe('the verified purchase mark', () => {
  it('marks a review only when the customer has a paid order, placed logged in, with the product', async () => {
    await orderOf(['dress-02'], { paid: false });
    await orderOf(['dress-03'], { loggedIn: false });
    await orderOf(['dress-04', 'linen-shirt-oat']);
    const mark = async (productId: string) => {
      const { status, body } = await addReview(productId, { stars: 5, verifiedPurchase: true });
      expect(status).toBe(201);
      return body.verifiedPurchase;
    };
    expect(await mark('dress-01')).toBe(false); // never ordered
    expect(await mark('dress-02')).toBe(false); // ordered, not paid
    expect(await mark('dress-03')).toBe(false); // paid at a guest checkout with the same email
    expect(await mark('dress-04')).toBe(true);
    expect(await mark('linen-shirt-oat')).toBe(true);
    const { body } = await searchReviews({ productId: 'dress-04' });
    expect(body.data[0].verifiedPurchase).toBe(true);
    expect((await searchReviews({ productId: 'dress-03' })).body.data[0].verifiedPurchase).toBe(false);
  });

  it('counts the states the order lifecycle holds as paid for and not all given back', () => {
    expect([...BOUGHT_STATES].sort()).toEqual([...statesTaking('refund')].sort());
  });
});

describe('the name shown with a review', () => {
  it('is derived by the shop from the account, whatever the request says', async () => {
    await putAccount({
      id: 'spammer-1',
      email: 'spammer@example.hr',
      firstName: 'ana — visit cheap-linen.example for 50% off',
      lastName: ' šimić',
    });
    const { status, body } = await addReview(
      'linen-shirt-oat',
      { stars: 5, createdBy: 'Tkanica Shop', meta: { createdBy: 'Tkanica Shop' }, customerId: 'ana-1' },
      bearer(await issueToken({ id: 'spammer-1' }, new Date())),
    );
    expect(status).toBe(201);
    expect(body.meta.createdBy).toBe('Ana Š.');
    expect(await storedReviews('linen-shirt-oat')).toEqual([expect.objectContaining({ customerId: 'spammer-1', createdBy: 'Ana Š.' })]);
  });

  it("takes the first name's first word of letters and the last name's first letter", () => {
    const cases: [string, string, string][] = [
      ['Ana', 'horvat', 'Ana H.'],
      ['Ana Marija', 'Kovač', 'Ana K.'],
      ['ana-marija', 'Kovač', 'Ana-marija K.'],
      ['D’Arcy', "O'Neil", 'D’Arcy O.'],
      ['đurđa', 'šimić', 'Đurđa Š.'],
      ['www.cheap-linen.example', 'Horvat', 'Www H.'],
      ['Maximilianaaaaaaaaaaaaaaaaa', 'Horvat', 'Maximilianaaaaaaaaaa H.'],
      ['12345', '-Horvat', 'Customer H.'],
      ['🙂', '42', 'Customer'],
    ];
    expect(cases.map(([firstName, lastName]) => reviewerName({ firstName, lastName }))).toEqual(cases.map(([, , shown]) => shown));
  });
});

describe('POST /api/reviews/search', () => {
  it('pages a product’s reviews by 5, newest first, with the total', async () => {
    for (const [i, reviewer] of reviewers.entries()) {
      expect((await addReview('linen-shirt-oat', { stars: (i % 5) + 1, description: `Review ${i + 1}` }, bearer(reviewer))).status).toBe(
        201,
      );
    }
    const pages = await Promise.all([0, 1, 2, 3].map((start) => searchReviews({ productId: 'linen-shirt-oat', size: 5, start })));
    expect(pages.map((p) => p.body.total)).toEqual([12, 12, 12, 12]);
    expect(pages.map((p) => p.body.data.map((r: { description: string }) => r.description))).toEqual([
      ['Review 12', 'Review 11', 'Review 10', 'Review 9', 'Review 8'],
      ['Review 7', 'Review 6', 'Review 5', 'Review 4', 'Review 3'],
      ['Review 2', 'Review 1'],
      [],
    ]);
    expect(Object.keys(pages[0]?.body.data[0]).sort()).toEqual(['description', 'id', 'meta', 'stars', 'verifiedPurchase']);
    expect(pages[0]?.body.data[0].meta).toEqual({ createdBy: 'Iva K.', createdAt: expect.any(String) });
  });

  it('takes 5 when no size is given, and answers none for a product without reviews', async () => {
    for (const reviewer of reviewers.slice(0, 6)) await addReview('linen-shirt-oat', { stars: 5 }, bearer(reviewer));
    expect((await searchReviews({ productId: 'linen-shirt-oat' })).body.data).toHaveLength(5);
    expect((await searchReviews({ productId: 'merino-cardigan', start: 0 })).body).toEqual({ data: [], total: 0 });
  });

  it('answers 400 naming the field for a missing product id or a bad page', async () => {
    const missing = await searchReviews({ size: 5, start: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('productId');
    const bad = await searchReviews({ productId: 'linen-shirt-oat', size: 0, start: -1 });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['size', 'start']);
  });
});
