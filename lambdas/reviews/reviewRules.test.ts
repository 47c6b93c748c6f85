import { REVIEW_MESSAGES } from '@shop/shared/contract/reviewMessages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import type { CustomerRecord } from '../accounts/customerRecord.ts';
import { memoryReviewStore } from './memoryReviewStore.ts';
import { recountReviews } from './ratingRecount.ts';
import { hideReview, listReviews, showReview } from './reviewModeration.ts';
import { addReview, REVIEWS_PER_ACCOUNT, type ReviewPorts, searchReviews } from './reviews.ts';
import type { ReviewStore } from './reviewStore.ts';
import { memoryAttemptCounter } from '../testing/memoryThrottle.ts';

/**
 * The reviews' rules on the in-memory store (proven by the same contract as the DynamoDB
 * adapter: reviewStoreContract.ts), so each runs in milliseconds: paging around hidden reviews,
 * one review per account, the throttle, the verified mark, moderation and the recount.
 */

const customer = (id: string, firstName = 'Iva', lastName = 'kovač'): CustomerRecord =>
  ({ id, email: `${id}@example.hr`, firstName, lastName }) as CustomerRecord;

const STAFF = { id: 'staff-1', email: 'petra@tkanica.hr' };

/** The ports of a shop selling `onSale`, where `bought` holds who bought what, and the throttle counts in memory. */
function shop({ onSale = ['linen-shirt', 'wool-socks'], bought = [] as string[] } = {}) {
  const reviews = memoryReviewStore();
  const ports: ReviewPorts = {
    clock: testClock(),
    reviews,
    productOnSale: async (productId) => onSale.includes(productId),
    hasBought: async (email, productId) => bought.includes(`${email}/${productId}`),
    countAttempt: memoryAttemptCounter(),
  };
  return { reviews, ports };
}

/** Every shown review of a product, read page by page of `size` as the product page reads them. */
async function everyPage(store: ReviewStore, productId: string, size: number) {
  const first = await searchReviews({ productId, start: 0, size }, store);
  const pages = [first];
  for (let start = 1; start * size < first.total; start++) pages.push(await searchReviews({ productId, start, size }, store));
  return { total: first.total, reviews: pages.flatMap((page) => page.data), sizes: pages.map((page) => page.data.length) };
}

describe('the reviews of a product, page by page', () => {
  it('are every shown review once, newest first, in full pages but the last, however many are hidden and where', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ stars: fc.integer({ min: 1, max: 5 }), hidden: fc.boolean() }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        async (written, size) => {
          const { reviews, ports } = shop();
          for (const [i, { stars }] of written.entries()) {
            await addReview('linen-shirt', { stars, description: `c${i}` }, customer(`c${i}`), ports);
          }
          for (const [i, { hidden }] of written.entries()) {
            if (hidden) await hideReview(reviews, { productId: 'linen-shirt', position: String(i) }, STAFF, 'spam', ports.clock.now());
          }
          const shown = written.flatMap((review, i) => (review.hidden ? [] : [`c${i}`])).reverse();

          const paged = await everyPage(reviews, 'linen-shirt', size);
          expect(paged.total).toBe(shown.length);
          expect(paged.reviews.map((review) => review.description)).toEqual(shown);
          expect(paged.sizes.slice(0, -1).every((length) => length === size)).toBe(true);
          // The rating counts the shown ones only.
          const counter = await reviews.counter('linen-shirt');
          const shownStars = written.reduce((sum, review) => sum + (review.hidden ? 0 : review.stars), 0);
          expect({ count: counter.count - counter.hidden.length, stars: counter.stars ?? 0 }).toEqual({
            count: shown.length,
            stars: shownStars,
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('name their writers as the shop does, newest first', async () => {
    const { reviews, ports } = shop();
    await addReview('linen-shirt', { stars: 5, description: '' }, customer('a', 'ana-marija  ', 'horvat'), ports);
    await addReview('linen-shirt', { stars: 4, description: '' }, customer('b', 'luka', '  šimić'), ports);
    const { reviews: found } = await everyPage(reviews, 'linen-shirt', 5);
    expect(found.map((review) => review.meta.createdBy)).toEqual(['Luka Š.', 'Ana-marija H.']);
  });
});

describe('writing a review', () => {
  it('takes one per account and product, refuses a second with 409 and leaves the first as it was', async () => {
    const { reviews, ports } = shop();
    await addReview('linen-shirt', { stars: 5, description: 'Lovely.' }, customer('ana'), ports);
    await expect(addReview('linen-shirt', { stars: 1, description: '' }, customer('ana'), ports)).rejects.toMatchObject({
      statusCode: 409,
      message: REVIEW_MESSAGES.alreadyReviewed,
    });
    expect((await searchReviews({ productId: 'linen-shirt', start: 0, size: 5 }, reviews)).data).toMatchObject([
      { stars: 5, description: 'Lovely.' },
    ]);
    await addReview('wool-socks', { stars: 2, description: '' }, customer('ana'), ports);
  });

  it('refuses a product the shop does not sell with 404, writing nothing', async () => {
    const { reviews, ports } = shop({ onSale: [] });
    await expect(addReview('linen-shirt', { stars: 5, description: '' }, customer('ana'), ports)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await reviews.counter('linen-shirt')).toEqual({ count: 0, hidden: [] });
  });

  it(`takes ${REVIEWS_PER_ACCOUNT.limit} an hour from one account, then says 429 with when to try again`, async () => {
    const products = Array.from({ length: REVIEWS_PER_ACCOUNT.limit + 1 }, (_, i) => `product-${i}`);
    const { ports } = shop({ onSale: products });
    for (const productId of products.slice(0, -1)) await addReview(productId, { stars: 5, description: '' }, customer('ana'), ports);
    await expect(addReview(products.at(-1) as string, { stars: 5, description: '' }, customer('ana'), ports)).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(new RegExp(`^${REVIEW_MESSAGES.tooManyReviews} Please try again in \\d+ minutes?\\.$`)),
    });
    await addReview(products.at(-1) as string, { stars: 5, description: '' }, customer('iva'), ports);
  });

  it('marks it a verified purchase when the account bought the product, whatever the request says', async () => {
    const { ports } = shop({ bought: ['ana@example.hr/linen-shirt'] });
    expect(await addReview('linen-shirt', { stars: 5, description: '' }, customer('ana'), ports)).toMatchObject({ verifiedPurchase: true });
    const unverified = await addReview(
      'wool-socks',
      { stars: 5, description: '', verifiedPurchase: true } as never,
      customer('ana'),
      ports,
    );
    expect(unverified.verifiedPurchase).toBe(false);
  });
});

describe('moderation', () => {
  it('hides a review from shoppers and the rating, keeps the reason, and shows it again', async () => {
    const { reviews, ports } = shop();
    await addReview('linen-shirt', { stars: 5, description: '' }, customer('ana'), ports);
    await addReview('linen-shirt', { stars: 1, description: 'Call me on 091 555 0101' }, customer('iva'), ports);
    const target = { productId: 'linen-shirt', position: '000001' };

    const { before, after } = await hideReview(reviews, target, STAFF, 'A phone number', ports.clock.now());
    expect(before.hidden).toBeUndefined();
    expect(after.hidden).toMatchObject({ by: STAFF, reason: 'A phone number' });
    expect(await everyPage(reviews, 'linen-shirt', 5)).toMatchObject({ total: 1 });
    expect((await listReviews({ productId: 'linen-shirt' }, reviews)).map((row) => Boolean(row.hidden))).toEqual([true, false]);

    await expect(hideReview(reviews, target, STAFF, 'again', ports.clock.now())).rejects.toMatchObject({ statusCode: 409 });
    const shown = await showReview(reviews, target, STAFF, 'Number removed by the customer', ports.clock.now());
    expect(shown.after.moderation.map((line) => line.action)).toEqual(['hide', 'show']);
    expect(await everyPage(reviews, 'linen-shirt', 5)).toMatchObject({ total: 2 });
    await expect(showReview(reviews, target, STAFF, '', ports.clock.now())).rejects.toMatchObject({ statusCode: 409 });
    await expect(hideReview(reviews, { productId: 'linen-shirt', position: '7' }, STAFF, 'x', ports.clock.now())).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('leaves hidden reviews out of the recounted rating, which matches the count item', async () => {
    const { reviews, ports } = shop();
    for (const [i, stars] of [5, 4, 1].entries()) await addReview('linen-shirt', { stars, description: '' }, customer(`c${i}`), ports);
    await hideReview(reviews, { productId: 'linen-shirt', position: '2' }, STAFF, 'spam', ports.clock.now());
    expect(await recountReviews('linen-shirt', { dryRun: false }, reviews)).toMatchObject({ count: 2, stars: 9, counterRepaired: false });
  });
});
