import { describe, expect, it } from 'vitest';
import type { ReviewStore } from './reviewStore.ts';
import type { NewReview } from './reviewStore.ts';

/**
 * What every ReviewStore does, run against the DynamoDB adapter (on DynamoDB Local) and the
 * in-memory fake alike: the fake the rule tests run on is proven by these tests, not trusted.
 * `fresh` gives an empty store before each test.
 */
export function describeReviewStore(name: string, fresh: () => Promise<ReviewStore>) {
  let minute = 0;
  /** A review by `customerId` of `productId`, each one a minute after the one before. */
  const review = (productId: string, customerId: string, stars: number): NewReview => ({
    id: `${productId}-${customerId}`,
    productId,
    stars,
    description: `${stars} stars from ${customerId}`,
    customerId,
    createdBy: 'Ana H.',
    verifiedPurchase: false,
    createdAt: new Date(Date.UTC(2026, 10, 1, 8, minute++)).toISOString(),
  });
  const moderation = (action: 'hide' | 'show') => ({
    action,
    at: '2026-11-30T10:00:00.000Z',
    by: { id: 'staff-1', email: 'petra@tkanica.hr' },
    reason: action === 'hide' ? 'Shares an address' : 'Checked again',
  });

  describe(`a review store: ${name}`, () => {
    it('has, for a product never reviewed, a count of 0 and no reviews', async () => {
      const store = await fresh();
      expect(await store.counter('linen-shirt', { consistent: true })).toEqual({ count: 0, hidden: [] });
      expect(await store.between('linen-shirt', 0, 4)).toEqual([]);
      expect(await store.upTo('linen-shirt', 0)).toEqual([]);
      expect(await store.at('linen-shirt', '000000')).toBeUndefined();
      expect(await store.at('linen-shirt', 'not-a-position')).toBeUndefined();
    });

    it('puts reviews at dense positions, oldest first, with the count, the stars’ sum and a revision that rises', async () => {
      const store = await fresh();
      const written = [];
      for (const [customer, stars] of [
        ['ana', 5],
        ['iva', 3],
        ['luka', 4],
      ] as const) {
        written.push(await store.append(review('linen-shirt', customer, stars)));
      }
      expect(written.map((item) => typeof item === 'object' && item.sk)).toEqual(['000000', '000001', '000002']);
      const counter = await store.counter('linen-shirt', { consistent: true });
      expect(counter).toMatchObject({ count: 3, stars: 12, hidden: [] });
      expect(counter.revision).toBeGreaterThanOrEqual(3);
      expect((await store.between('linen-shirt', 1, 2)).map((item) => item.customerId)).toEqual(['luka', 'iva']);
      expect((await store.upTo('linen-shirt', 3)).map((item) => item.stars)).toEqual([5, 3, 4]);
      expect(await store.at('linen-shirt', '1')).toMatchObject({ customerId: 'iva', stars: 3, sk: '000001' });
      expect(await store.counter('wool-socks')).toEqual({ count: 0, hidden: [] });
    });

    it('keeps one review per account and product: a second is refused and changes nothing', async () => {
      const store = await fresh();
      await store.append(review('linen-shirt', 'ana', 5));
      expect(await store.append(review('linen-shirt', 'ana', 1))).toBe('alreadyReviewed');
      expect(await store.counter('linen-shirt', { consistent: true })).toMatchObject({ count: 1, stars: 5 });
      expect(await store.upTo('linen-shirt', 2)).toHaveLength(1);
      // The same account reviews another product.
      expect(await store.append(review('wool-socks', 'ana', 4))).toMatchObject({ sk: '000000' });
    });

    it('gives twelve reviews sent at once twelve positions of their own, none lost', async () => {
      const store = await fresh();
      const customers = Array.from({ length: 12 }, (_, i) => `reviewer-${i}`);
      const written = await Promise.all(customers.map((customer, i) => store.append(review('merino-cardigan', customer, (i % 5) + 1))));
      const positions = written.map((item) => (typeof item === 'object' ? item.sk : item));
      expect(new Set(positions).size).toBe(12);
      expect(positions.toSorted()).toEqual(customers.map((_, i) => String(i).padStart(6, '0')));
      expect(await store.counter('merino-cardigan', { consistent: true })).toMatchObject({ count: 12, stars: 33 });
    });

    it('hides a review and shows it again with its count item; a hiding or showing of a review changed meanwhile is refused', async () => {
      const store = await fresh();
      await store.append(review('linen-shirt', 'ana', 5));
      const second = await store.append(review('linen-shirt', 'iva', 2));
      if (typeof second !== 'object') throw new Error('not written');
      const before = await store.counter('linen-shirt', { consistent: true });

      expect(await store.moderate(second, moderation('hide'), 7)).toBe('done');
      const hidden = await store.at('linen-shirt', second.sk);
      expect(hidden?.hidden).toEqual({
        at: '2026-11-30T10:00:00.000Z',
        by: { id: 'staff-1', email: 'petra@tkanica.hr' },
        reason: 'Shares an address',
      });
      expect(hidden?.moderation).toEqual([moderation('hide')]);
      const after = await store.counter('linen-shirt', { consistent: true });
      expect(after).toMatchObject({ count: 2, stars: 5, hidden: ['000001'] });
      expect(after.revision).toBeGreaterThan(before.revision ?? 0);
      // As it was read before the hiding: hidden meanwhile.
      expect(await store.moderate(second, moderation('hide'), 7)).toBe('changed');

      expect(await store.moderate(hidden as NonNullable<typeof hidden>, moderation('show'), 5)).toBe('done');
      const shown = await store.at('linen-shirt', second.sk);
      expect(shown?.hidden).toBeUndefined();
      expect(shown?.moderation).toEqual([moderation('hide'), moderation('show')]);
      expect(await store.counter('linen-shirt', { consistent: true })).toMatchObject({ count: 2, stars: 7, hidden: [] });
      expect(await store.moderate(hidden as NonNullable<typeof hidden>, moderation('show'), 5)).toBe('changed');
    });

    it('lists the latest reviews newest first, of one product or of every product, as many as asked', async () => {
      const store = await fresh();
      await store.append(review('linen-shirt', 'ana', 5));
      await store.append(review('wool-socks', 'iva', 4));
      await store.append(review('linen-shirt', 'luka', 3));
      expect((await store.latest({ productId: 'linen-shirt' }, 50)).map((item) => item.customerId)).toEqual(['luka', 'ana']);
      expect((await store.latest({}, 50)).map((item) => `${item.productId}/${item.customerId}`)).toEqual([
        'linen-shirt/luka',
        'wool-socks/iva',
        'linen-shirt/ana',
      ]);
      expect(await store.latest({}, 2)).toHaveLength(2);
    });

    it('writes a stars’ sum onto the count item only while its count and revision are those counted', async () => {
      const store = await fresh();
      expect(await store.repairStars('linen-shirt', 5, { count: 0 })).toBe(false);
      await store.append(review('linen-shirt', 'ana', 5));
      const counted = await store.counter('linen-shirt', { consistent: true });
      await store.append(review('linen-shirt', 'iva', 4));
      expect(await store.repairStars('linen-shirt', 99, counted)).toBe(false);
      const now = await store.counter('linen-shirt', { consistent: true });
      expect(now.stars).toBe(9);
      expect(await store.repairStars('linen-shirt', 8, now)).toBe(true);
      expect(await store.counter('linen-shirt', { consistent: true })).toMatchObject({ count: 2, stars: 8 });
    });
  });
}
