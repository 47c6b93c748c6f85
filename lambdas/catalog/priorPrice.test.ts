import { describe, expect, it } from 'vitest';
import { DAY_MS, lowestPrice30Days, lowestPriceBefore, priceRecordAfter } from './priorPrice.ts';

const today = Date.parse('2026-03-02T09:00:00Z');
const daysAgo = (days: number) => today - days * DAY_MS;
const iso = (at: number) => new Date(at).toISOString();

describe('the lowest price of the 30 days before a reduction', () => {
  it('counts a price that began before the 30 days but still applied in them', () => {
    // 49,90 for 40 days, then 44,90 for the last 10.
    const applied = [
      { at: daysAgo(50), price: 4990 },
      { at: daysAgo(10), price: 4490 },
    ];
    expect(lowestPriceBefore(applied, today)).toBe(4490);
    // Ten days earlier, the 44,90 had not come yet.
    expect(lowestPriceBefore(applied, daysAgo(10))).toBe(4990);
  });

  it('leaves out a price that ended before the 30 days began, and the prices from the reduction on', () => {
    const applied = [
      { at: daysAgo(60), price: 3990 },
      { at: daysAgo(31), price: 4990 },
      { at: today, price: 2990 },
    ];
    expect(lowestPriceBefore(applied, today)).toBe(4990);
  });

  it('counts a low price of a few days inside the 30, even when it came and went', () => {
    const applied = [
      { at: daysAgo(90), price: 5990 },
      { at: daysAgo(20), price: 3990 },
      { at: daysAgo(17), price: 5990 },
    ];
    expect(lowestPriceBefore(applied, today)).toBe(3990);
  });

  it('for a product on sale less than 30 days, takes the days it was on sale; none before means none', () => {
    expect(lowestPriceBefore([{ at: daysAgo(10), price: 4990 }], today)).toBe(4990);
    expect(lowestPriceBefore([], today)).toBeUndefined();
  });

  it('does not count a price replaced the moment it came', () => {
    const applied = [
      { at: daysAgo(40), price: 4990 },
      { at: daysAgo(5), price: 1000 },
      { at: daysAgo(5), price: 4590 },
    ];
    expect(lowestPriceBefore(applied, today)).toBe(4590);
  });
});

describe('the record a product carries after a change', () => {
  const listed = { price: 4990, discount: 0 };

  it('a price reduced today shows the lowest price of the prior 30 days, not the reduced price itself', () => {
    const history = [
      { at: daysAgo(50), price: 4990 },
      { at: daysAgo(10), price: 4490 },
    ];
    const before = { price: 4490, discount: 0 };
    const after = { price: 4600, discount: 35 }; // 29,90
    expect(priceRecordAfter(before, after, history, today)).toEqual({ priorPrice: 4490, reducedSince: iso(today) });
  });

  it('takes the price just before the change even when the history does not hold it', () => {
    expect(priceRecordAfter({ price: 5990, discount: 0 }, { price: 5990, discount: 20 }, [], today)).toEqual({
      priorPrice: 5990,
      reducedSince: iso(today),
    });
  });

  it('a product offered reduced from its first moment has had no other price than its own', () => {
    expect(priceRecordAfter(undefined, { price: 4990, discount: 20 }, [], today)).toEqual({ priorPrice: 3992, reducedSince: iso(today) });
  });

  it('keeps the first reduction’s prior price while the reduction deepens without a break', () => {
    const first = { price: 4990, discount: 20, priorPrice: 4990, reducedSince: iso(daysAgo(7)) };
    const history = [
      { at: daysAgo(60), price: 4990 },
      { at: daysAgo(7), price: 3992 },
    ];
    expect(priceRecordAfter(first, { price: 4990, discount: 40 }, history, today)).toEqual({
      priorPrice: 4990,
      reducedSince: iso(daysAgo(7)),
    });
  });

  it('starts a new reduction when the reduced price goes up: the lower price of the days before counts', () => {
    const deep = { price: 4990, discount: 40, priorPrice: 4990, reducedSince: iso(daysAgo(7)) };
    const history = [
      { at: daysAgo(60), price: 4990 },
      { at: daysAgo(7), price: 2994 },
    ];
    expect(priceRecordAfter(deep, { price: 4990, discount: 20 }, history, today)).toEqual({ priorPrice: 2994, reducedSince: iso(today) });
  });

  it('counts an earlier reduction of the 30 days when a reduction comes back', () => {
    const history = [
      { at: daysAgo(60), price: 4990 },
      { at: daysAgo(20), price: 3992 },
      { at: daysAgo(15), price: 4990 },
    ];
    expect(priceRecordAfter(listed, { price: 4990, discount: 30 }, history, today)?.priorPrice).toBe(3992);
  });

  it('drops the record when the reduction ends, and leaves it alone when price and discount stay', () => {
    const reduced = { price: 4990, discount: 20, priorPrice: 4990, reducedSince: iso(daysAgo(3)) };
    expect(priceRecordAfter(reduced, listed, [], today)).toBeUndefined();
    expect(priceRecordAfter(reduced, { ...reduced }, [], today)).toEqual({ priorPrice: 4990, reducedSince: iso(daysAgo(3)) });
    // A writer that put the product back without its record: the record it had is kept.
    expect(priceRecordAfter(reduced, { price: 4990, discount: 20 }, [], today)).toEqual({
      priorPrice: 4990,
      reducedSince: iso(daysAgo(3)),
    });
  });

  it('is shown by the API only while the product is reduced', () => {
    expect(lowestPrice30Days({ price: 4990, discount: 20, priorPrice: 4490, reducedSince: iso(today) })).toBe(4490);
    expect(lowestPrice30Days({ price: 4990, discount: 0, priorPrice: 4490, reducedSince: iso(today) })).toBeUndefined();
    expect(lowestPrice30Days({ price: 4990, discount: 20 })).toBeUndefined();
  });
});
