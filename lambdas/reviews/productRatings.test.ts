import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { bearer, putAccount } from '../accounts/accountFixture.ts';
import { issueToken } from '../accounts/sessionToken.ts';
import { handler as getProductHandler } from '../catalog/handlers/getProduct.ts';
import { handler as searchProductsHandler } from '../catalog/handlers/searchProducts.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { catalogStreamRecord } from '../testing/streamRecords.ts';
import { handler as addReviewHandler } from './handlers/addReview.ts';
import { reviewCounterKey, reviewKey } from './reviewKeys.ts';
import { shopReviews } from './reviewAdapters.ts';
import { reviewTotals } from './reviewStore.ts';
import { handler as productRatings } from './streams/productRatings.ts';

/** The rating cards and the product page show: kept on the product from the reviews' count (docs/decisions/037). */

const PRODUCT = 'linen-shirt-oat';

async function review(n: number, stars: number) {
  const id = `rater-${n}`;
  await putAccount({ id, email: `rater${n}@example.hr`, firstName: 'Iva', lastName: 'Kovač' });
  const token = await issueToken({ id }, new Date());
  const answer = await invokeRoute('POST /api/products/{id}/addReview', addReviewHandler, {
    params: { id: PRODUCT },
    body: { stars },
    headers: bearer(token),
  });
  expect(answer.status).toBe(201);
}

/** The content stream's record of the count as it now is, handed to the consumer. */
async function deliverCount(productId = PRODUCT) {
  const totals = await reviewTotals(shopReviews, productId, true);
  const image = { ...reviewCounterKey(productId), count: totals.count, stars: totals.stars };
  return productRatings({ Records: [catalogStreamRecord('MODIFY', undefined, image)] });
}

const product = async () => (await invokeRoute('GET /api/products/{id}', getProductHandler, { params: { id: PRODUCT } })).body;

beforeEach(async () => {
  await clearTables('content', 'catalog', 'customers');
  await writeCatalog();
});

describe('a product rating', () => {
  it('is absent until the product has reviews', async () => {
    const shown = await product();
    expect(shown).not.toHaveProperty('ratingAverage');
    expect(shown).not.toHaveProperty('ratingCount');
  });

  it('is the average of the stars and their number, on the product and in listings, once the stream has passed', async () => {
    await review(1, 5);
    await review(2, 4);
    await review(3, 4);
    expect(await reviewTotals(shopReviews, PRODUCT)).toEqual({ count: 3, stars: 13 });
    expect(await deliverCount()).toEqual({ batchItemFailures: [] });
    expect(await product()).toMatchObject({ ratingAverage: 4.33, ratingCount: 3 });
    const listing = await invokeRoute('POST /api/products/search', searchProductsHandler, { body: { name: 'linen shirt' } });
    expect(listing.body.data.find((p: { id: string }) => p.id === PRODUCT)).toMatchObject({ ratingAverage: 4.33, ratingCount: 3 });
  });

  it('never goes back to an older count delivered late, nor lands on a product that is gone', async () => {
    await review(1, 2);
    await review(2, 4);
    await deliverCount();
    const old = { ...reviewCounterKey(PRODUCT), count: 1, stars: 2 };
    await productRatings({ Records: [catalogStreamRecord('MODIFY', undefined, old)] });
    expect(await product()).toMatchObject({ ratingAverage: 3, ratingCount: 2 });

    const gone = { ...reviewCounterKey('no-such-product'), count: 1, stars: 5 };
    expect(await productRatings({ Records: [catalogStreamRecord('INSERT', undefined, gone)] })).toEqual({ batchItemFailures: [] });
  });

  it('counts the stars of reviews written before the sum was kept', async () => {
    // Two reviews as the shop stored them before: a count without the stars' sum.
    const table = tableName('content');
    await dynamo().send(new PutCommand({ TableName: table, Item: { ...reviewCounterKey(PRODUCT), count: 2 } }));
    for (const [position, stars] of [3, 5].entries()) {
      await dynamo().send(
        new PutCommand({
          TableName: table,
          Item: {
            ...reviewKey(PRODUCT, position),
            id: `old-${position}`,
            productId: PRODUCT,
            stars,
            description: '',
            customerId: 'x',
            createdBy: 'Ana H.',
            createdAt: '2026-01-01T00:00:00Z',
          },
        }),
      );
    }
    await review(1, 1);
    expect(await reviewTotals(shopReviews, PRODUCT)).toEqual({ count: 3, stars: 9 });
    await deliverCount();
    expect(await product()).toMatchObject({ ratingAverage: 3, ratingCount: 3 });
  });
});
