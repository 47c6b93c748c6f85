import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lambdas/platform/clock.ts';
import { shopPromotionReader } from '../../lambdas/promotions/promotionAdapters.ts';
import { writeCatalog } from '../../lambdas/testing/catalogFixture.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';
import { newGiftCardCode } from './giftcards.ts';

const clock = fixedClock('2026-11-22T10:00:00Z');

beforeEach(async () => {
  await clearTables('promotions', 'catalog');
  await writeCatalog();
});

describe('codes', () => {
  it('creates a code that the shop then finds, and lists it with its use', async () => {
    const { run, io } = adminTest({ clock });
    expect(await run(['codes', 'create', 'winter10', '--percent', '10', '--until', '2026-12-31'])).toBe(0);
    expect(
      await run([
        'codes',
        'create',
        'LINEN20',
        '--percent',
        '20',
        '--products',
        'linen-shirt-oat,dress-01',
        '--from',
        '2027-01-01',
        '--limit',
        '5',
      ]),
    ).toBe(0);
    expect(await shopPromotionReader.discountCode('Winter10')).toEqual({
      pk: 'D#WINTER10',
      sk: 'D',
      name: 'WINTER10',
      percent: 10,
      productIds: null,
      validUntil: '2026-12-31T23:59:59.999Z',
      used: 0,
    });
    expect(await shopPromotionReader.discountCode('LINEN20')).toMatchObject({
      productIds: ['linen-shirt-oat', 'dress-01'],
      usageLimit: 5,
      validFrom: '2027-01-01T00:00:00.000Z',
    });

    io.stdout.length = 0;
    expect(await run(['codes', 'list'])).toBe(0);
    expect(io.stdout[0]).toMatch(/^NAME\s+PERCENT\s+PRODUCTS\s+FROM\s+UNTIL\s+USED\s+STATE$/);
    expect(io.stdout[1]).toMatch(/^LINEN20\s+20%\s+linen-shirt-oat,dress-01\s+2027-01-01T00:00:00.000Z\s+-\s+0\/5\s+not yet valid$/);
    expect(io.stdout[2]).toMatch(/^WINTER10\s+10%\s+all\s+-\s+2026-12-31T23:59:59.999Z\s+0\s+valid$/);
  });

  it('refuses bad input, unknown products and a name taken, writing nothing', async () => {
    const { run, io } = adminTest({ clock });
    expect(await run(['codes', 'create', 'X', '--percent', '0', '--from', '2026-12-31', '--until', '2026-12-01', '--limit', 'many'])).toBe(
      1,
    );
    // Each option said with what was typed and the rule the back office's desk holds it to (one schema for both).
    expect(io.stderr).toEqual([
      'NAME "X": Enter a name of 3 to 40 letters, digits, - or _.',
      '--percent "0": The percent is a whole number from 1 to 100.',
      '--limit "many": The limit is a whole number, 1 or more.',
    ]);
    io.stderr.length = 0;
    expect(await run(['codes', 'create', 'SPRING', '--percent', '15', '--from', '2026-12-31', '--until', '2026-12-01'])).toBe(1);
    expect(io.stderr).toEqual(['--until "2026-12-01": The start must be before the end.']);
    io.stderr.length = 0;
    expect(await run(['codes', 'create', 'SPRING', '--until', 'next week'])).toBe(1);
    expect(io.stderr).toEqual([
      '--percent is missing.',
      '--until "next week": Enter a date like 2026-12-31, or a time with its zone like 2026-12-31T18:00:00Z.',
    ]);
    io.stderr.length = 0;
    expect(await run(['codes', 'create', 'SPRING', '--percent', '15', '--products', 'linen-shirt-oat,ghost,phantom'])).toBe(1);
    expect(io.stderr).toEqual(['--products: there is no product ghost.', '--products: there is no product phantom.']);
    expect(await scanTable('promotions')).toEqual([]);

    expect(await run(['codes', 'create', 'SPRING', '--percent', '15'])).toBe(0);
    io.stderr.length = 0;
    expect(await run(['codes', 'create', 'spring', '--percent', '50'])).toBe(1);
    expect(io.stderr).toEqual(['A discount code SPRING exists already; codes are not changed, create one with another name.']);
    expect(await shopPromotionReader.discountCode('SPRING')).toMatchObject({ percent: 15 });
  });
});

describe('giftcards', () => {
  it('creates a card with an unguessable code worth the amount in cents for six months, and lists it', async () => {
    const { run, io } = adminTest({ clock });
    expect(await run(['giftcards', 'create', '--amount', '25.00'])).toBe(0);
    const [code] = io.stdout;
    expect(code).toMatch(/^GC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await shopPromotionReader.giftCard(code as string)).toMatchObject({
      balance: 2500,
      initialAmount: 2500,
      expiresAt: '2027-05-22T10:00:00.000Z',
    });
    expect(await run(['giftcards', 'create', '--amount', '7,5', '--code', 'ana-birthday', '--expires', '2027-03-31'])).toBe(0);
    expect(await shopPromotionReader.giftCard('ANA-BIRTHDAY')).toMatchObject({
      code: 'ANA-BIRTHDAY',
      balance: 750,
      expiresAt: '2027-03-31T23:59:59.999Z',
    });

    io.stdout.length = 0;
    expect(await run(['giftcards', 'list'])).toBe(0);
    expect(io.stdout).toHaveLength(3);
    expect(io.stdout[1]).toMatch(/^ANA-BIRTHDAY\s+7,50\u00a0€\s+7,50\u00a0€\s+2027-03-31T23:59:59.999Z\s+valid$/);
    expect(io.stdout[2]).toContain(code);
  });

  it('makes a different code every time', () => {
    const codes = new Set(Array.from({ length: 1000 }, newGiftCardCode));
    expect(codes.size).toBe(1000);
  });

  it('refuses bad amounts, codes and dates and a code taken, writing nothing', async () => {
    const { run, io } = adminTest({ clock });
    for (const amount of ['0', '-5', '25.001', '1.234,00', 'twenty']) {
      expect(await run(['giftcards', 'create', '--amount', amount])).toBe(1);
    }
    expect(await run(['giftcards', 'create', '--amount', '10', '--expires', '2026-01-01'])).toBe(1);
    expect(await run(['giftcards', 'create'])).toBe(1);
    expect(await run(['giftcards', 'create', '--amount', '10', '--code', 'a b'])).toBe(1);
    expect(io.stderr).toEqual([
      '--amount "0": The amount is more than 0 €.',
      ...['-5', '25.001', '1.234,00', 'twenty'].map((a) => `--amount "${a}": Enter the amount in euros, like 25.00.`),
      '--expires must be in the future, not 2026-01-01T23:59:59.999Z.',
      '--amount is missing.',
      '--code "a b": Enter a name of 3 to 40 letters, digits, - or _.',
    ]);
    expect(await scanTable('promotions')).toEqual([]);

    expect(await run(['giftcards', 'create', '--amount', '10', '--code', 'TAKEN'])).toBe(0);
    expect(await run(['giftcards', 'create', '--amount', '99', '--code', 'taken'])).toBe(1);
    expect(await shopPromotionReader.giftCard('TAKEN')).toMatchObject({ balance: 1000 });
  });
});
