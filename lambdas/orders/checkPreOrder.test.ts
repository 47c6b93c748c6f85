import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { PROMOTION_MESSAGES } from '@shop/shared/contract/promotions';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { discountKey, giftCardKey } from '../promotions/promotionItems.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { handler } from './handlers/checkPreOrder.ts';

const cardigan = [{ productId: 'merino-cardigan', sizes: [{ size: 'M', quantity: 2 }] }];
// As its function runs in AWS: with only the tables its route grants.
const check = (extra: Record<string, unknown> = {}) =>
  invokeRoute('POST /api/orders/checkPreOrder', handler, {
    body: { deliveryAddress: ZAGREB_ADDRESS, cartProducts: cardigan, userEmail: 'durda@example.hr', ...extra },
  });

beforeEach(async () => {
  await clearTables('catalog', 'promotions');
  await writeCatalog();
  await dynamo().send(
    new PutCommand({
      TableName: tableName('promotions'),
      Item: { ...discountKey('SLOWFASHION10'), name: 'SLOWFASHION10', percent: 10, productIds: null, used: 0 },
    }),
  );
  await dynamo().send(
    new PutCommand({
      TableName: tableName('promotions'),
      Item: { ...giftCardKey('GIFT-2500'), code: 'GIFT-2500', balance: 2500, initialAmount: 2500, expiresAt: '2099-01-01T00:00:00.000Z' },
    }),
  );
});

describe('POST /api/orders/checkPreOrder', () => {
  it('says which lines are pre-ordered when the shopper brings a discount code and a gift card', async () => {
    const { status, body } = await check({ discountCodeName: 'slowfashion10', giftCardCode: 'GIFT-2500' });
    expect(status).toBe(200);
    expect(body).toEqual({ productsMissing: ['Merino Cable Cardigan (Ink Blue), size M × 2'] });
  });

  it('refuses a code that does not work with 400, as the order would', async () => {
    const { status, body } = await check({ discountCodeName: 'NOSUCHCODE' });
    expect(status).toBe(400);
    expect(body.message).toBe(PROMOTION_MESSAGES.discountRejected);
  });
});
