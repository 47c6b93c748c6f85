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
import { handler as giftCardHandler } from '../promotions/handlers/giftCardByCode.ts';
import { handler } from './handlers/checkPreOrder.ts';
import { handler as createOrderHandler } from './handlers/createOrder.ts';

const cardigan = [{ productId: 'merino-cardigan', sizes: [{ size: 'M', quantity: 2 }] }];
// As its function runs in AWS: with only the tables its route grants.
const check = (extra: Record<string, unknown> = {}, sourceIp?: string) =>
  invokeRoute('POST /api/orders/checkPreOrder', handler, {
    body: { deliveryAddress: ZAGREB_ADDRESS, cartProducts: cardigan, userEmail: 'durda@example.hr', ...extra },
    sourceIp,
  });
const placeOrder = (extra: Record<string, unknown>, sourceIp: string) =>
  invokeRoute('POST /api/orders', createOrderHandler, {
    body: { deliveryAddress: ZAGREB_ADDRESS, cartProducts: cardigan, userEmail: 'durda@example.hr', ...extra },
    sourceIp,
  });
const giftCard = (code: string, sourceIp: string) =>
  invokeRoute('POST /api/giftCards/getByName', giftCardHandler, { body: { code }, sourceIp });

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

  it('refuses what neither stock nor pre-order covers with 409, in the page’s language', async () => {
    const tooMany = { cartProducts: [{ productId: 'merino-cardigan', sizes: [{ size: 'M', quantity: 99 }] }] };
    const english = await check(tooMany);
    expect(english.status).toBe(409);
    expect(english.body.message).toMatch(/^Not enough stock: Merino Cable Cardigan \(Ink Blue\), size M × 99: only \d+ available\.$/);
    expect(english.body.code).toBe('orders.notEnoughStock');
    const croatian = await invokeRoute('POST /api/orders/checkPreOrder', handler, {
      body: { deliveryAddress: ZAGREB_ADDRESS, userEmail: 'durda@example.hr', ...tooMany },
      headers: { 'X-Shop-Language': 'hr-HR' },
    });
    expect(croatian.status).toBe(409);
    expect(croatian.headers).toMatchObject({ 'content-language': 'hr' });
    expect(croatian.body.message).toMatch(
      /^Nema dovoljno na zalihi: Merino Cable Cardigan \(Ink Blue\), veličina M × 99: dostupno još samo \d+\.$/,
    );
    expect(croatian.body.code).toBe('orders.notEnoughStock');
    expect(croatian.body.errors.cartProducts).toMatch(/veličina M × 99: dostupno još samo \d+$/);
  });

  it('refuses a code that does not work with 400, as the order would', async () => {
    const { status, body } = await check({ discountCodeName: 'NOSUCHCODE' });
    expect(status).toBe(400);
    expect(body.message).toBe(PROMOTION_MESSAGES.discountRejected);
    expect(body.code).toBe('promotions.discountRejected');
  });
});

describe('guessing codes through the checkout', () => {
  it('counts misses of the pre-order check and the order with those of the look-ups: the 21st guess of an hour is 429', async () => {
    const guesser = '198.51.100.20';
    // 20 misses, through the three doors in turn.
    const doors = [
      async (i: number) => expect((await check({ giftCardCode: `TKANICA-GIFT-${i}` }, guesser)).status).toBe(400),
      async (i: number) => expect((await placeOrder({ discountCodeName: `GUESS${i}` }, guesser)).status).toBe(400),
      async (i: number) => expect((await giftCard(`TKANICA-GIFT-${i}`, guesser)).status).toBe(404),
    ];
    for (let i = 0; i < 20; i++) await doors[i % 3]!(i);
    // The 21st: even the card that exists is refused, through every door, and nothing is held.
    const stopped = await check({ giftCardCode: 'GIFT-2500' }, guesser);
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toMatch(/^Too many codes that did not work\. Please try again in \d+ minutes?\.$/);
    expect((await placeOrder({ giftCardCode: 'GIFT-2500' }, guesser)).status).toBe(429);
    expect((await giftCard('GIFT-2500', guesser)).status).toBe(429);
    // Another shopper is not stopped.
    expect(await check({ giftCardCode: 'GIFT-2500' }, '198.51.100.21')).toMatchObject({ status: 200 });
  });

  it('does not count an order or a check without a code, nor a code that works', async () => {
    for (let i = 0; i < 25; i++) expect((await check({ discountCodeName: 'SLOWFASHION10' }, '198.51.100.22')).status).toBe(200);
    expect((await check({}, '198.51.100.22')).status).toBe(200);
  });
});
