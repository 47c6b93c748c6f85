import type { DiscountCode, GiftCardFields } from '@shop/shared/contract/adminPromotions';
import { PROMOTION_MESSAGES } from '@shop/shared/contract/promotions';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { fixedClock } from '../platform/clock.ts';
import { memoryCounters } from '../testing/memoryThrottle.ts';
import {
  giftCardByCode,
  lookUpDiscountCode,
  lookUpGiftCard,
  PROMOTION_MISSES_PER_CLIENT,
  validateDiscountCode,
} from './lookUpPromotion.ts';
import { memoryPromotionStore } from './memoryPromotionStore.ts';
import { PROMOTIONS } from './messages.ts';
import {
  createDiscountCode,
  createGiftCard,
  disableDiscountCode,
  disableGiftCard,
  discountCodeRow,
  giftCardRow,
  listDiscountCodes,
  listGiftCards,
  type PromotionDeskPorts,
} from './promotionDesk.ts';
import { sixMonthsFrom } from './promotionItems.ts';
import type { PromotionPorts } from './promotionStore.ts';

/**
 * The promotions' rules on the in-memory store (proven by the same contract as the DynamoDB
 * adapter: promotionStoreContract.ts), in milliseconds: which codes and cards are usable, one
 * answer for every one that is not, the misses a client may make, and the desk's making,
 * listing and disabling.
 */

const STAFF = { id: 'staff-1', email: 'petra@tkanica.hr' };
const CLIENT = '198.51.100.9';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The shop's ports with the codes and cards in memory, a catalog of `products`, and the throttle counting in memory. */
function shop({ products = ['linen-shirt-oat', 'dress-01'], now = testClock().now() } = {}) {
  const promotions = memoryPromotionStore();
  const clock = fixedClock(now);
  const { countAttempt, reachedLimit } = memoryCounters();
  const ports: PromotionPorts = { clock, promotions, countAttempt, reachedLimit };
  const desk: PromotionDeskPorts = { promotions, knownProducts: async (ids) => ids.filter((id) => products.includes(id)) };
  const code = (name: string, fields: Partial<DiscountCode> = {}) =>
    promotions.addDiscountCode({ name, percent: 10, productIds: null, used: 0, ...fields });
  const card = (value: string, fields: Partial<GiftCardFields> = {}) =>
    promotions.addGiftCard({ code: value, balance: 2500, initialAmount: 2500, expiresAt: at(clock.now(), 30 * DAY), ...fields });
  const validate = (name: string, client = CLIENT) => validateDiscountCode({ name }, client, ports);
  const giftCard = (value: string, client = CLIENT) => giftCardByCode({ code: value }, client, ports);
  return { promotions, clock, ports, desk, code, card, validate, giftCard };
}

/** The instant `ms` from `from`, as the table keeps instants. */
const at = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();

const rejected = { statusCode: 404, said: PROMOTIONS.discountRejected };
const invalidCard = { statusCode: 404, said: PROMOTIONS.giftCardInvalid };

/** An offset from now: now itself and a millisecond either side as often as anywhere within a year. */
const offset = fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -365 * DAY, max: 365 * DAY }));

describe('a discount code at the checkout', () => {
  it('answers its percent and products while it is valid, used below its limit and not disabled, and the same 404 otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(offset, { nil: undefined }),
        fc.option(offset, { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        async (from, until, usageLimit, used, disabled) => {
          const { clock, code, promotions, validate } = shop();
          const now = clock.now();
          await code('LINEN20', {
            percent: 20,
            productIds: ['linen-shirt-oat'],
            ...(from !== undefined ? { validFrom: at(now, from) } : {}),
            ...(until !== undefined ? { validUntil: at(now, until) } : {}),
            ...(usageLimit !== undefined ? { usageLimit } : {}),
            used,
          });
          if (disabled) await promotions.disableDiscountCode('LINEN20', { at: now.toISOString(), by: STAFF });
          const usable =
            !disabled &&
            (from === undefined || from <= 0) &&
            (until === undefined || until >= 0) &&
            (usageLimit === undefined || used < usageLimit);
          if (usable) expect(await validate('LINEN20')).toEqual({ discount: 20, productIds: ['linen-shirt-oat'] });
          else await expect(validate('LINEN20')).rejects.toMatchObject(rejected);
        },
      ),
    );
  });

  it('is found whatever the letter case and the spaces around it; an unknown name gets the same 404', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 13, maxLength: 13 }), fc.nat(3), fc.nat(3), async (upper, before, after) => {
        const { code, validate } = shop();
        await code('SLOWFASHION10');
        const typed = [...'slowfashion10'].map((letter, i) => (upper[i] ? letter.toUpperCase() : letter)).join('');
        expect(await validate(`${' '.repeat(before)}${typed}${' '.repeat(after)}`)).toEqual({ discount: 10, productIds: null });
        await expect(validate(`${typed}X`)).rejects.toMatchObject(rejected);
      }),
    );
  });

  it('says the spec’s words, in English and in Croatian, with the code of the message', async () => {
    const { validate } = shop();
    const refusal = await validate('NOPE').catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      statusCode: 404,
      message: PROMOTION_MESSAGES.discountRejected,
      said: { code: 'promotions.discountRejected' },
    });
  });
});

describe('a gift card at the checkout', () => {
  it('answers what is left while it has not expired, has a balance and is not disabled, and the same 404 otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(
        offset,
        fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -100, max: 5000 })),
        fc.boolean(),
        async (expiresIn, balance, disabled) => {
          const { card, clock, giftCard, promotions } = shop();
          const now = clock.now();
          await card('GC-AAAA-BBBB', { balance, expiresAt: at(now, expiresIn) });
          if (disabled) await promotions.disableGiftCard('GC-AAAA-BBBB', { at: now.toISOString(), by: STAFF });
          if (!disabled && expiresIn >= 0 && balance > 0) expect(await giftCard('gc-aaaa-bbbb')).toEqual({ amount: balance });
          else await expect(giftCard('gc-aaaa-bbbb')).rejects.toMatchObject(invalidCard);
        },
      ),
    );
    await expect(shop().giftCard('NOPE')).rejects.toMatchObject(invalidCard);
  });
});

describe('guessing codes', () => {
  const { limit } = PROMOTION_MISSES_PER_CLIENT;

  it(`stops a client after ${limit} misses in an hour, of codes and cards and at the order alike, even for a good code; other clients and the next hour go on`, async () => {
    const { card, clock, code, giftCard, ports, validate } = shop();
    await card('REAL');
    await code('SLOWFASHION10');
    const now = clock.now();
    // Misses through the look-up calls and through the order's look-ups count together.
    for (let i = 0; i < limit / 4; i++) {
      await expect(giftCard(`GUESS-${i}`)).rejects.toMatchObject({ statusCode: 404 });
      await expect(validate(`GUESS-${i}`)).rejects.toMatchObject({ statusCode: 404 });
      expect(await lookUpDiscountCode(`GUESS-${i}`, CLIENT, now, ports)).toBeUndefined();
      expect(await lookUpGiftCard(`GUESS-${i}`, CLIENT, now, ports)).toBeUndefined();
    }
    const tooMany = {
      statusCode: 429,
      message: expect.stringMatching(/^Too many codes that did not work\. Please try again in \d+ minutes?\.$/),
      said: { code: 'promotions.tooManyMisses' },
    };
    await expect(giftCard('REAL')).rejects.toMatchObject(tooMany);
    await expect(validate('SLOWFASHION10')).rejects.toMatchObject(tooMany);
    await expect(lookUpGiftCard('REAL', CLIENT, now, ports)).rejects.toMatchObject(tooMany);
    expect(await giftCard('REAL', '198.51.100.10')).toEqual({ amount: 2500 });

    clock.advance(HOUR);
    expect(await giftCard('REAL')).toEqual({ amount: 2500 });
  });

  it(`does not count codes that work: after any number of them a client still has its ${limit} misses`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 60 }), async (hits) => {
        const { code, validate } = shop();
        await code('SLOWFASHION10');
        for (let i = 0; i < hits; i++) expect(await validate('slowfashion10')).toMatchObject({ discount: 10 });
        for (let i = 0; i < limit; i++) await expect(validate(`GUESS-${i}`)).rejects.toMatchObject({ statusCode: 404 });
        await expect(validate('SLOWFASHION10')).rejects.toMatchObject({ statusCode: 429 });
      }),
      { numRuns: 30 },
    );
  });
});

describe('the codes desk', () => {
  it('keeps a new code upper-case with no use yet, and the checkout finds it', async () => {
    const { desk, promotions, validate } = shop();
    const kept = await createDiscountCode(desk, {
      name: ' winter10 ',
      percent: 10,
      productIds: [],
      validUntil: '2099-12-31T23:59:59.999Z',
    });
    expect(kept).toMatchObject({ name: 'WINTER10', percent: 10, productIds: null, used: 0, validUntil: '2099-12-31T23:59:59.999Z' });
    expect(kept).not.toHaveProperty('validFrom');
    expect(kept).not.toHaveProperty('usageLimit');
    expect(await promotions.discountCode('WINTER10')).toEqual(kept);
    expect(await validate('Winter10')).toEqual({ discount: 10, productIds: null });
  });

  it('refuses products the catalog does not have, naming each, and a name taken in any case; writing nothing', async () => {
    const { desk, promotions } = shop();
    await expect(
      createDiscountCode(desk, { name: 'SPRING', percent: 15, productIds: ['linen-shirt-oat', 'ghost', 'phantom'] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      problems: [{ operator: '--products: there is no product ghost.' }, { operator: '--products: there is no product phantom.' }],
      errors: { productIds: { code: 'promotionDesk.noSuchProduct' } },
    });
    expect(await promotions.discountCodes()).toEqual([]);

    const spring = await createDiscountCode(desk, { name: 'SPRING', percent: 15, productIds: ['linen-shirt-oat'] });
    await expect(createDiscountCode(desk, { name: 'spring', percent: 50, productIds: null })).rejects.toMatchObject({
      statusCode: 409,
      said: { code: 'promotionDesk.discountCodeTaken' },
      problems: [
        { field: 'name', operator: 'A discount code SPRING exists already; codes are not changed, create one with another name.' },
      ],
    });
    expect(await promotions.discountCodes()).toEqual([spring]);
  });

  it('lists the codes by name with their state now', async () => {
    const { clock, desk, promotions } = shop();
    const now = clock.now();
    await createDiscountCode(desk, { name: 'WINTER10', percent: 10, productIds: null });
    await createDiscountCode(desk, { name: 'AUTUMN5', percent: 5, productIds: null, validUntil: at(now, -DAY) });
    await createDiscountCode(desk, { name: 'LINEN20', percent: 20, productIds: null, validFrom: at(now, DAY) });
    await promotions.addDiscountCode({ name: 'USED', percent: 5, productIds: null, usageLimit: 2, used: 2 });
    const rows = (await listDiscountCodes(promotions)).map((c) => discountCodeRow(c, now));
    expect(rows.map((row) => `${row.name} ${row.state}`)).toEqual([
      'AUTUMN5 expired',
      'LINEN20 not yet valid',
      'USED used up',
      'WINTER10 valid',
    ]);
    expect(rows[0]).not.toHaveProperty('pk');
  });

  it('disables a code once: still listed with its use, refused at the checkout as an unknown one; again, or an unknown one, refused', async () => {
    const { clock, promotions, validate } = shop();
    const now = clock.now();
    await promotions.addDiscountCode({ name: 'WINTER10', percent: 10, productIds: null, used: 3 });
    const { before, after } = await disableDiscountCode(promotions, 'winter10', { ...STAFF, role: 'staff' } as typeof STAFF, now);
    expect(before).not.toHaveProperty('disabled');
    expect(after).toEqual({ ...before, disabled: { at: now.toISOString(), by: STAFF } });
    expect(await promotions.discountCode('WINTER10')).toEqual(after);
    expect(discountCodeRow(after, now)).toMatchObject({ used: 3, state: 'disabled' });
    await expect(validate('WINTER10')).rejects.toMatchObject(rejected);

    clock.advance(HOUR);
    await expect(disableDiscountCode(promotions, 'WINTER10', STAFF, clock.now())).rejects.toMatchObject({
      statusCode: 409,
      message: 'The discount code WINTER10 is disabled already.',
    });
    await expect(disableDiscountCode(promotions, 'nope', STAFF, clock.now())).rejects.toMatchObject({
      statusCode: 404,
      message: 'There is no discount code NOPE.',
    });
    expect(await listDiscountCodes(promotions)).toEqual([after]);
  });
});

describe('the gift cards desk', () => {
  it('makes a card worth the amount, with an unguessable code, that lasts six months', async () => {
    const { giftCard, promotions } = shop({ now: new Date('2026-11-22T10:00:00Z') });
    const kept = await createGiftCard(promotions, { amount: 2500 }, new Date('2026-11-22T10:00:00Z'));
    expect(kept).toMatchObject({ balance: 2500, initialAmount: 2500, expiresAt: '2027-05-22T10:00:00.000Z' });
    expect(kept.code).toMatch(/^GC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await giftCard(kept.code.toLowerCase())).toEqual({ amount: 2500 });
  });

  it('gives a card made at any moment six months, to the same time of day, usable until then and not after', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }),
        async (now) => {
          const { clock, giftCard, promotions } = shop({ now });
          const { code, expiresAt } = await createGiftCard(promotions, { amount: 100, code: 'GIFT' }, now);
          expect(expiresAt).toBe(sixMonthsFrom(now));
          const lasts = new Date(expiresAt).getTime() - now.getTime();
          expect(lasts).toBeGreaterThanOrEqual(181 * DAY);
          expect(lasts).toBeLessThanOrEqual(184 * DAY);
          expect(lasts % DAY).toBe(0);
          clock.set(expiresAt);
          expect(await giftCard(code)).toEqual({ amount: 100 });
          clock.advance(1);
          await expect(giftCard(code)).rejects.toMatchObject(invalidCard);
        },
      ),
    );
  });

  it('refuses an end that is not in the future, and a code taken in any case; writing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -400 * DAY, max: 0 }), async (endsIn) => {
        const { clock, promotions } = shop();
        const now = clock.now();
        await expect(createGiftCard(promotions, { amount: 1000, expiresAt: at(now, endsIn) }, now)).rejects.toMatchObject({
          statusCode: 400,
          problems: [{ field: 'expiresAt', operator: `--expires must be in the future, not ${at(now, endsIn)}.` }],
        });
        expect(await promotions.giftCards()).toEqual([]);
      }),
      { numRuns: 30 },
    );
    const { clock, promotions } = shop();
    const taken = await createGiftCard(promotions, { amount: 1000, code: 'ana-birthday' }, clock.now());
    expect(taken.code).toBe('ANA-BIRTHDAY');
    await expect(createGiftCard(promotions, { amount: 9900, code: 'Ana-Birthday' }, clock.now())).rejects.toMatchObject({
      statusCode: 409,
      said: { code: 'promotionDesk.giftCardTaken' },
      problems: [{ field: 'code', operator: 'A gift card ANA-BIRTHDAY exists already; choose another --code.' }],
    });
    expect(await promotions.giftCards()).toEqual([taken]);
  });

  it('lists the cards soonest to expire first; a disabled one keeps its balance, is refused at the checkout, and is disabled once', async () => {
    const { clock, giftCard, promotions } = shop();
    const now = clock.now();
    const later = await createGiftCard(promotions, { amount: 5000, code: 'LATER' }, now);
    const sooner = await createGiftCard(promotions, { amount: 1000, code: 'SOONER', expiresAt: at(now, DAY) }, now);
    expect(await listGiftCards(promotions)).toEqual([sooner, later]);

    const { after } = await disableGiftCard(promotions, 'sooner', STAFF, now);
    expect(giftCardRow(after, now)).toMatchObject({ code: 'SOONER', balance: 1000, state: 'disabled' });
    await expect(giftCard('SOONER')).rejects.toMatchObject(invalidCard);
    await expect(disableGiftCard(promotions, 'SOONER', STAFF, now)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The gift card SOONER is disabled already.',
    });
    await expect(disableGiftCard(promotions, 'NOPE', STAFF, now)).rejects.toMatchObject({
      statusCode: 404,
      message: 'There is no gift card NOPE.',
    });
    expect((await listGiftCards(promotions)).map((c) => giftCardRow(c, now).state)).toEqual(['disabled', 'valid']);
  });
});
