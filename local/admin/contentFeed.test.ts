import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriberKey } from '../../lambdas/content/contentKeys.ts';
import { shopNewsletter } from '../../lambdas/content/contentAdapters.ts';
import { confirmedSubscribers } from '../../lambdas/content/subscriberList.ts';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo } from '../../lambdas/platform/dynamo.ts';
import { reviewCounterKey, reviewKey } from '../../lambdas/reviews/reviewKeys.ts';
import { shopReviews } from '../../lambdas/reviews/reviewAdapters.ts';
import { listReviews } from '../../lambdas/reviews/reviewModeration.ts';
import { clearTables } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';

const put = (Item: Record<string, unknown>) => dynamo().send(new PutCommand({ TableName: tableName('content'), Item }));

beforeEach(async () => {
  await clearTables('content');
  // As the shop kept them before the back office's lists.
  await put({ ...reviewCounterKey('linen-shirt-oat'), count: 1, stars: 4 });
  await put({
    ...reviewKey('linen-shirt-oat', 0),
    id: 'r1',
    productId: 'linen-shirt-oat',
    stars: 4,
    description: 'Soft.',
    customerId: 'c1',
    createdBy: 'Ana H.',
    createdAt: '2026-10-01T08:00:00.000Z',
  });
  for (const [email, status] of [
    ['mia@example.hr', 'CONFIRMED'],
    ['iva@example.hr', 'PENDING'],
  ] as const) {
    await put({ ...subscriberKey(email), email, status, createdAt: '2026-10-01T08:00:00.000Z', confirmedAt: '2026-10-02T08:00:00.000Z' });
  }
});

describe('content feed', () => {
  it('puts older reviews and confirmed subscribers on the back office’s lists, once', async () => {
    const { run, io } = adminTest();
    expect(await listReviews({}, shopReviews)).toEqual([]);
    expect(await run(['content', 'feed', '--dry-run'])).toBe(0);
    expect(io.stdout.at(-1)).toBe("1 review and 1 subscriber to be put on the back office's lists.");
    expect(await confirmedSubscribers(shopNewsletter)).toEqual([]);
    expect(await run(['content', 'feed'])).toBe(0);
    expect(io.stdout.at(-1)).toBe("1 review and 1 subscriber put on the back office's lists.");
    expect((await listReviews({}, shopReviews)).map((r) => r.id)).toEqual(['r1']);
    expect(await confirmedSubscribers(shopNewsletter)).toEqual([{ email: 'mia@example.hr', confirmedAt: '2026-10-02T08:00:00.000Z' }]);
    expect(await run(['content', 'feed'])).toBe(0);
    expect(io.stdout.at(-1)).toBe("0 reviews and 0 subscribers put on the back office's lists.");
  });
});
