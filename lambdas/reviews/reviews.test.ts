import { REVIEW_MESSAGES } from '@shop/shared/contract/reviewMessages';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables, scanTable } from '../../test/tables.ts';
import { bearer, putAccount } from '../accounts/accountFixture.ts';
import { issueToken } from '../accounts/sessionToken.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { invoke } from '../testing/invoke.ts';
import { handler as addReviewHandler } from './handlers/addReview.ts';
import { handler as searchReviewsHandler } from './handlers/searchReviews.ts';

let token: string;

beforeAll(async () => {
  await clearTables();
  await writeCatalog();
  await putAccount({ id: 'ana-1', email: 'ana@example.hr', firstName: 'Ana', lastName: 'horvat' });
  token = await issueToken({ id: 'ana-1' }, new Date());
});

beforeEach(() => clearTables('content'));

const addReview = (productId: string, body: unknown, headers: Record<string, string> = bearer(token)) =>
  invoke(addReviewHandler, { params: { id: productId }, body, headers });
const searchReviews = (body: unknown) => invoke(searchReviewsHandler, { body });

describe('POST /api/products/{id}/addReview', () => {
  it('stores the review with its creator and time and answers it', async () => {
    const before = Date.now();
    const { status, body } = await addReview('linen-shirt-oat', { stars: 4, description: '  Soft after one wash.  ' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ stars: 4, description: 'Soft after one wash.', meta: { createdBy: 'Ana H.' } });
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
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => addReview('merino-cardigan', { stars: (i % 5) + 1 })));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    const { body } = await searchReviews({ productId: 'merino-cardigan', size: 20, start: 0 });
    expect(body.total).toBe(6);
    expect(new Set(body.data.map((r: { id: string }) => r.id)).size).toBe(6);
  });
});

describe('POST /api/reviews/search', () => {
  it('pages a product’s reviews by 5, newest first, with the total', async () => {
    for (let i = 1; i <= 12; i++) await addReview('linen-shirt-oat', { stars: (i % 5) + 1, description: `Review ${i}` });
    const pages = await Promise.all([0, 1, 2, 3].map((start) => searchReviews({ productId: 'linen-shirt-oat', size: 5, start })));
    expect(pages.map((p) => p.body.total)).toEqual([12, 12, 12, 12]);
    expect(pages.map((p) => p.body.data.map((r: { description: string }) => r.description))).toEqual([
      ['Review 12', 'Review 11', 'Review 10', 'Review 9', 'Review 8'],
      ['Review 7', 'Review 6', 'Review 5', 'Review 4', 'Review 3'],
      ['Review 2', 'Review 1'],
      [],
    ]);
    expect(Object.keys(pages[0]?.body.data[0]).sort()).toEqual(['description', 'id', 'meta', 'stars']);
  });

  it('takes 5 when no size is given, and answers none for a product without reviews', async () => {
    for (let i = 1; i <= 6; i++) await addReview('linen-shirt-oat', { stars: 5 });
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
