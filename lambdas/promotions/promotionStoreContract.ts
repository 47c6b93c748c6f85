import type { DisabledMark, DiscountCode, GiftCardFields } from '@shop/shared/contract/adminPromotions';
import { describe, expect, it } from 'vitest';
import { discountKey, giftCardKey } from './promotionItems.ts';
import type { PromotionStore } from './promotionStore.ts';

/**
 * What every PromotionStore does, run against the DynamoDB adapter (on DynamoDB Local) and the
 * in-memory fake alike (docs/decisions/088): the fake the rule tests run on is proven by these
 * tests, not trusted. `fresh` gives an empty store before each test.
 */
export function describePromotionStore(name: string, fresh: () => Promise<PromotionStore>) {
  const code = (codeName: string, fields: Partial<DiscountCode> = {}): DiscountCode => ({
    name: codeName,
    percent: 10,
    productIds: null,
    used: 0,
    ...fields,
  });
  const card = (cardCode: string, fields: Partial<GiftCardFields> = {}): GiftCardFields => ({
    code: cardCode,
    balance: 2500,
    initialAmount: 2500,
    expiresAt: '2027-05-22T10:00:00.000Z',
    ...fields,
  });
  const mark = (hour: number): DisabledMark => ({
    at: new Date(Date.UTC(2026, 10, 22, hour)).toISOString(),
    by: { id: 'staff-1', email: 'petra@tkanica.hr' },
  });
  const names = (found: { name: string }[]) => found.map((c) => c.name).sort();
  const codes = (found: { code: string }[]) => found.map((c) => c.code).sort();

  describe(`a promotion store: ${name}`, () => {
    it('keeps a new code under its name, found in any letter case, and a second of that name is taken and changes nothing', async () => {
      const store = await fresh();
      expect(await store.discountCode('SPRING')).toBeUndefined();
      const spring = code('SPRING', { productIds: ['linen-shirt-oat'], validFrom: '2026-12-01T00:00:00.000Z', usageLimit: 5 });
      const kept = { ...spring, ...discountKey('SPRING') };
      expect(await store.addDiscountCode(spring)).toEqual(kept);
      expect(await store.addDiscountCode(code('SPRING', { percent: 50 }))).toBe('taken');
      expect(await store.discountCode('SPRING')).toEqual(kept);
      expect(await store.discountCode(' spring ')).toEqual(kept);
      // A card's code is another key: the same word may be both.
      expect(await store.giftCard('SPRING')).toBeUndefined();
    });

    it('keeps a new card under its code, found in any letter case, and a second with that code is taken and changes nothing', async () => {
      const store = await fresh();
      expect(await store.giftCard('GC-AAAA')).toBeUndefined();
      const kept = { ...card('GC-AAAA', { balance: 1250 }), ...giftCardKey('GC-AAAA') };
      expect(await store.addGiftCard(card('GC-AAAA', { balance: 1250 }))).toEqual(kept);
      expect(await store.addGiftCard(card('GC-AAAA', { balance: 9900, initialAmount: 9900 }))).toBe('taken');
      expect(await store.giftCard('gc-aaaa')).toEqual(kept);
      expect(await store.discountCode('GC-AAAA')).toBeUndefined();
    });

    it('takes one of twelve codes of one name made at once, and refuses the other eleven', async () => {
      const store = await fresh();
      const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => store.addDiscountCode(code('RUSH', { percent: i + 1 }))));
      const added = outcomes.filter((outcome) => outcome !== 'taken');
      expect(added).toHaveLength(1);
      expect(await store.discountCode('RUSH')).toEqual(added[0]);
    });

    it('lists every code and every card, each kind on its own', async () => {
      const store = await fresh();
      expect(await store.discountCodes()).toEqual([]);
      expect(await store.giftCards()).toEqual([]);
      for (const name of ['WINTER10', 'LINEN20', 'AUTUMN5']) await store.addDiscountCode(code(name));
      for (const value of ['GC-BBBB', 'GC-AAAA']) await store.addGiftCard(card(value));
      expect(names(await store.discountCodes())).toEqual(['AUTUMN5', 'LINEN20', 'WINTER10']);
      expect(codes(await store.giftCards())).toEqual(['GC-AAAA', 'GC-BBBB']);
      expect((await store.discountCodes()).find((c) => c.name === 'LINEN20')).toEqual({ ...code('LINEN20'), ...discountKey('LINEN20') });
    });

    it('disables a code once, handing back the code as it was; the second time, or for no code, it says why and changes nothing', async () => {
      const store = await fresh();
      await store.addDiscountCode(code('WINTER10'));
      expect(await store.disableDiscountCode('winter10', mark(10))).toEqual({ ...code('WINTER10'), ...discountKey('WINTER10') });
      expect(await store.discountCode('WINTER10')).toMatchObject({ disabled: mark(10) });
      expect(await store.disableDiscountCode('WINTER10', mark(11))).toBe('disabledAlready');
      expect(await store.discountCode('WINTER10')).toMatchObject({ disabled: mark(10) });
      expect(await store.disableDiscountCode('NOPE', mark(11))).toBe('unknown');
      expect(await store.discountCode('NOPE')).toBeUndefined();
      expect(names(await store.discountCodes())).toEqual(['WINTER10']);
    });

    it('disables a card once, handing back the card as it was; the second time, or for no card, it says why and changes nothing', async () => {
      const store = await fresh();
      await store.addGiftCard(card('GC-AAAA'));
      expect(await store.disableGiftCard('gc-aaaa', mark(10))).toEqual({ ...card('GC-AAAA'), ...giftCardKey('GC-AAAA') });
      expect(await store.disableGiftCard('GC-AAAA', mark(11))).toBe('disabledAlready');
      expect(await store.giftCard('GC-AAAA')).toMatchObject({ balance: 2500, disabled: mark(10) });
      expect(await store.disableGiftCard('GC-NOPE', mark(11))).toBe('unknown');
      expect(await store.giftCards()).toHaveLength(1);
    });

    it('disables a code once when two disable it at the same moment', async () => {
      const store = await fresh();
      await store.addDiscountCode(code('WINTER10'));
      const outcomes = await Promise.all([
        store.disableDiscountCode('WINTER10', mark(10)),
        store.disableDiscountCode('WINTER10', mark(10)),
      ]);
      expect(outcomes.filter((outcome) => outcome === 'disabledAlready')).toHaveLength(1);
    });

    it('hands out and takes in copies: changing one changes nothing kept', async () => {
      const store = await fresh();
      const linen = code('LINEN20', { productIds: ['linen-shirt-oat'] });
      const added = await store.addDiscountCode(linen);
      linen.productIds?.push('taken-in');
      if (added !== 'taken') added.productIds?.push('handed-out');
      const read = await store.discountCode('LINEN20');
      read?.productIds?.push('read');
      expect((await store.discountCode('LINEN20'))?.productIds).toEqual(['linen-shirt-oat']);
    });
  });
}
