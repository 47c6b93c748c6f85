import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { PROMOTION_MESSAGES } from '@shop/shared/contract/promotions';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { handler as giftCardHandler } from './handlers/giftCardByCode.ts';
import { handler as discountHandler } from './handlers/validateDiscountCode.ts';
import { type DiscountCodeItem, type GiftCardItem, discountKey, giftCardKey } from './promotionItems.ts';

const put = (Item: DiscountCodeItem | GiftCardItem) => dynamo().send(new PutCommand({ TableName: tableName('promotions'), Item }));
const code = (name: string, fields: Partial<DiscountCodeItem> = {}): DiscountCodeItem => ({
  ...discountKey(name),
  name,
  percent: 10,
  productIds: null,
  used: 0,
  ...fields,
});
const card = (value: string, fields: Partial<GiftCardItem> = {}): GiftCardItem => ({
  ...giftCardKey(value),
  code: value,
  balance: 2500,
  initialAmount: 2500,
  expiresAt: '2099-01-01T00:00:00.000Z',
  ...fields,
});

// As their functions run in AWS: with only what their routes grant (the misses are counted in promotions).
const validate = (name: unknown, sourceIp = '203.0.113.5') =>
  invokeRoute('POST /api/discountCodes/validation', discountHandler, { body: { name }, headers: { saleSpotId: 'web' }, sourceIp });
const giftCard = (value: unknown, sourceIp = '203.0.113.5') =>
  invokeRoute('POST /api/giftCards/getByName', giftCardHandler, { body: { code: value }, sourceIp });

beforeEach(() => clearTables('promotions'));

describe('POST /api/discountCodes/validation', () => {
  it('answers the percent and the products of a code usable now, in any letter case', async () => {
    await put(code('SLOWFASHION10'));
    await put(code('LINEN20', { percent: 20, productIds: ['linen-shirt-oat'] }));
    expect(await validate('slowfashion10')).toMatchObject({ status: 200, body: { discount: 10, productIds: null } });
    expect(await validate(' LINEN20 ')).toMatchObject({ status: 200, body: { discount: 20, productIds: ['linen-shirt-oat'] } });
  });

  it('answers 404 with the spec message for an unknown, future, expired or used-up code', async () => {
    await put(code('SOON', { validFrom: '2099-01-01T00:00:00.000Z' }));
    await put(code('GONE', { validUntil: '2020-01-01T00:00:00.000Z' }));
    await put(code('USED', { usageLimit: 3, used: 3 }));
    for (const name of ['NOPE', 'SOON', 'GONE', 'USED']) {
      expect(await validate(name), name).toMatchObject({
        status: 404,
        body: { message: PROMOTION_MESSAGES.discountRejected, code: 'promotions.discountRejected' },
      });
    }
  });

  it('answers 400 naming the field for a missing or blank name', async () => {
    expect(await validate('  ')).toMatchObject({ status: 400, body: { errors: { name: 'Please enter a discount code.' } } });
    expect(await validate(undefined)).toMatchObject({ status: 400, body: { errors: { name: expect.any(String) } } });
  });
});

describe('POST /api/giftCards/getByName', () => {
  it('answers what is left on a card, in cents', async () => {
    await put(card('TKANICA-GIFT-25', { balance: 1250 }));
    expect(await giftCard('tkanica-gift-25')).toMatchObject({ status: 200, body: { amount: 1250 } });
  });

  it('answers 404 with the spec message for an unknown, expired or spent card', async () => {
    await put(card('OLD', { expiresAt: '2020-01-01T00:00:00.000Z' }));
    await put(card('SPENT', { balance: 0 }));
    for (const value of ['NOPE', 'OLD', 'SPENT']) {
      expect(await giftCard(value), value).toMatchObject({
        status: 404,
        body: { message: PROMOTION_MESSAGES.giftCardInvalid, code: 'promotions.giftCardInvalid' },
      });
    }
  });
});

describe('guessing codes', () => {
  it('stops a client after 20 misses in an hour, also for codes that exist, and leaves other clients alone', async () => {
    await put(card('REAL'));
    for (let i = 0; i < 10; i++) {
      expect((await giftCard(`GUESS-${i}`, '198.51.100.9')).status).toBe(404);
      expect((await validate(`GUESS-${i}`, '198.51.100.9')).status).toBe(404);
    }
    const stopped = await giftCard('REAL', '198.51.100.9');
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toMatch(/^Too many codes that did not work\. Please try again in \d+ minutes?\.$/);
    expect(stopped.body.code).toBe('promotions.tooManyMisses');
    const inCroatian = await invokeRoute('POST /api/giftCards/getByName', giftCardHandler, {
      body: { code: 'REAL' },
      headers: { 'X-Shop-Language': 'hr' },
      sourceIp: '198.51.100.9',
    });
    expect(inCroatian.body).toEqual({
      message: expect.stringMatching(/^Previše kodova koji nisu vrijedili\. Pokušajte ponovno za \d+ minut[aue]\.$/),
      code: 'promotions.tooManyMisses',
    });
    expect(await giftCard('REAL', '198.51.100.10')).toMatchObject({ status: 200, body: { amount: 2500 } });
  });

  it('does not count codes that work', async () => {
    await put(code('SLOWFASHION10'));
    for (let i = 0; i < 25; i++) expect((await validate('SLOWFASHION10', '198.51.100.11')).status).toBe(200);
  });
});
