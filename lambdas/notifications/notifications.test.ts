import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { notifyConfirmation } from '@shop/shared/contract/notifications';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables, scanTable } from '../../test/tables.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { invoke } from '../testing/invoke.ts';
import { handler } from './handlers/productNotifications.ts';
import { stockNotificationPartition } from './stockNotificationKeys.ts';
import { NOTIFY_REQUESTS_PER_CLIENT } from './subscribeToStock.ts';

beforeAll(async () => {
  await clearTables();
  await writeCatalog();
});

beforeEach(() => clearTables('content'));

const notify = (body: unknown, headers: Record<string, string> = {}) => invoke(handler, { body, headers });

/** Who waits for a size, as the back-in-stock mail reads them: one Query on the product and size. */
async function subscribers(productId: string, size: string) {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName('content'),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': stockNotificationPartition(productId, size) },
    }),
  );
  return Items ?? [];
}

describe('POST /api/productNotifications', () => {
  it('stores the email for the product and size, with its time', async () => {
    const { status, body } = await notify({ email: ' Ana@Example.hr ', productId: 'merino-cardigan', size: 'M' });
    expect(status).toBe(200);
    expect(body).toEqual({ message: notifyConfirmation('M'), code: 'notifications.subscribed' });
    const found = await subscribers('merino-cardigan', 'M');
    expect(found).toEqual([
      expect.objectContaining({ email: 'ana@example.hr', productId: 'merino-cardigan', size: 'M', createdAt: expect.any(String) }),
    ]);
  });

  it('subscribes once for the same email, product and size, however often asked', async () => {
    const body = { email: 'ana@example.hr', productId: 'merino-cardigan', size: 'M' };
    const first = await notify(body);
    const again = await Promise.all([notify(body), notify({ ...body, email: 'ANA@example.hr' })]);
    expect([first, ...again].map((r) => r.status)).toEqual([200, 200, 200]);
    expect(again[0]?.body).toEqual(first.body);
    const found = await subscribers('merino-cardigan', 'M');
    expect(found).toHaveLength(1);
    await notify({ ...body, size: 'S' });
    await notify({ ...body, email: 'iva@example.hr' });
    expect(await subscribers('merino-cardigan', 'M')).toHaveLength(2);
    expect(await subscribers('merino-cardigan', 'S')).toHaveLength(1);
  });

  it('answers 400 naming the field for a bad email, a missing size or a size the product lacks', async () => {
    const badEmail = await notify({ email: 'not-an-email', productId: 'merino-cardigan', size: 'M' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual({ email: 'Please enter a valid email address.' });
    const noSize = await notify({ email: 'ana@example.hr', productId: 'merino-cardigan' });
    expect(noSize.body.errors).toHaveProperty('size');
    const otherSize = await notify({ email: 'ana@example.hr', productId: 'merino-cardigan', size: 'XXL' });
    expect(otherSize.status).toBe(400);
    expect(otherSize.body).toEqual({
      message: 'This product has no size XXL.',
      code: 'notifications.noSuchSize',
      errors: { size: 'This product has no size XXL.' },
    });
    expect((await notify({ email: 'ana@example.hr', size: 'M' })).body.errors).toHaveProperty('productId');
  });

  it('answers a Croatian page in Croatian, with the same codes', async () => {
    const hr = { 'X-Shop-Language': 'hr' };
    expect((await notify({ email: 'ana@example.hr', productId: 'merino-cardigan', size: 'M' }, hr)).body).toEqual({
      message: 'Hvala! Javit ćemo Vam e-poštom kada veličina M ponovno bude na zalihi.',
      code: 'notifications.subscribed',
    });
    expect((await notify({ email: 'ana@example.hr', productId: 'merino-cardigan', size: 'XXL' }, hr)).body).toEqual({
      message: 'Ovaj proizvod nema veličinu XXL.',
      code: 'notifications.noSuchSize',
      errors: { size: 'Ovaj proizvod nema veličinu XXL.' },
    });
  });

  it('answers 404 for an unknown product', async () => {
    expect(await notify({ email: 'ana@example.hr', productId: 'no-such-thing', size: 'M' })).toMatchObject({
      status: 404,
      body: { code: 'catalog.noSuchProduct' },
    });
  });

  it('limits the requests from one client address, and stores nothing for the refused ones', async () => {
    const body = (i: number) => ({ email: `shopper${i}@example.hr`, productId: 'merino-cardigan', size: 'M' });
    for (let i = 0; i < NOTIFY_REQUESTS_PER_CLIENT.limit; i++) expect((await notify(body(i))).status).toBe(200);
    const refused = await notify(body(99));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
    expect(refused.body.code).toBe('notifications.tooManyRequests');
    expect(await subscribers('merino-cardigan', 'M')).toHaveLength(NOTIFY_REQUESTS_PER_CLIENT.limit);
    const counters = (await scanTable('content')).filter((item) => String(item.pk).startsWith('THROTTLE#'));
    expect(counters[0]?.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });
});
