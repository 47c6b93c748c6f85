import type { DiscountCode, GiftCardFields } from '@shop/shared/contract/adminPromotions';
import { PROMOTION_MESSAGES } from '@shop/shared/contract/promotions';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { handler as giftCardHandler } from './handlers/giftCardByCode.ts';
import { handler as discountHandler } from './handlers/validateDiscountCode.ts';
import { shopPromotions } from './promotionAdapters.ts';

/**
 * The two look-up calls through their handlers on DynamoDB Local, as their functions run in AWS:
 * with only what their routes grant (the misses are counted in promotions). Which codes and cards
 * are usable, and the misses a client may make, are promotionRules.test.ts's, on the fake.
 */

const code = (name: string, fields: Partial<DiscountCode> = {}) =>
  shopPromotions.addDiscountCode({ name, percent: 10, productIds: null, used: 0, ...fields });
const card = (value: string, fields: Partial<GiftCardFields> = {}) =>
  shopPromotions.addGiftCard({ code: value, balance: 2500, initialAmount: 2500, expiresAt: '2099-01-01T00:00:00.000Z', ...fields });

const validate = (name: unknown, sourceIp = '203.0.113.5') =>
  invokeRoute('POST /api/discountCodes/validation', discountHandler, { body: { name }, headers: { saleSpotId: 'web' }, sourceIp });
const giftCard = (value: unknown, sourceIp = '203.0.113.5') =>
  invokeRoute('POST /api/giftCards/getByName', giftCardHandler, { body: { code: value }, sourceIp });

beforeEach(() => clearTables('promotions'));

describe('POST /api/discountCodes/validation', () => {
  it('answers the percent and the products of a code usable now, in any letter case', async () => {
    await code('LINEN20', { percent: 20, productIds: ['linen-shirt-oat'] });
    expect(await validate(' linen20 ')).toMatchObject({ status: 200, body: { discount: 20, productIds: ['linen-shirt-oat'] } });
  });

  it('answers 404 with the spec message for an unknown or expired code', async () => {
    await code('GONE', { validUntil: '2020-01-01T00:00:00.000Z' });
    for (const name of ['NOPE', 'GONE']) {
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
  it('answers what is left on a card, in cents, and 404 with the spec message for a spent one', async () => {
    await card('TKANICA-GIFT-25', { balance: 1250 });
    await card('SPENT', { balance: 0 });
    expect(await giftCard('tkanica-gift-25')).toMatchObject({ status: 200, body: { amount: 1250 } });
    expect(await giftCard('SPENT')).toMatchObject({
      status: 404,
      body: { message: PROMOTION_MESSAGES.giftCardInvalid, code: 'promotions.giftCardInvalid' },
    });
  });
});

describe('guessing codes', () => {
  it('stops a client after 20 misses in an hour, counted in the table, also for codes that exist, and leaves other clients alone', async () => {
    await card('REAL');
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
});
