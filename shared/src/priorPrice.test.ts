import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountedPrice } from './money.ts';
import { announcedPercent, priorPriceOf } from './priorPrice.ts';

describe('a reduction as the shop announces it', () => {
  it('reckons the percentage from the lowest price of the 30 days before, not from the list price (C-330/23)', () => {
    // 129,00 € listed, 20 % off = 103,20 €; it sold at 119,00 € in the 30 days before: a 13,3 % cut.
    const dress = { price: 12900, discount: 20, lowestPrice30Days: 11900 };
    expect(announcedPercent(dress)).toBe(13);
    expect(priorPriceOf(dress)).toBe(11900);
  });

  it('announces nothing when the offered price is no lower than the 30-day low, or there is no reduction', () => {
    expect(announcedPercent({ price: 10000, discount: 10, lowestPrice30Days: 9000 })).toBe(0);
    expect(announcedPercent({ price: 10000, discount: 0, lowestPrice30Days: 8000 })).toBe(0);
    expect(priorPriceOf({ price: 10000, discount: 0 })).toBeUndefined();
  });

  it('falls back to the list price where no history is known', () => {
    expect(announcedPercent({ price: 10000, discount: 25 })).toBe(25);
  });

  it('never says more than the shopper saves against the prior price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 50, max: 1_000_000 }),
        (price, discount, low) => {
          const product = { price, discount, lowestPrice30Days: Math.min(low, price) };
          const percent = announcedPercent(product);
          const offered = discountedPrice(price, discount);
          const prior = product.lowestPrice30Days;
          expect(percent).toBeGreaterThanOrEqual(0);
          expect((prior * percent) / 100).toBeLessThanOrEqual(Math.max(0, prior - offered));
          if (prior > offered) expect((prior * (percent + 1)) / 100).toBeGreaterThan(prior - offered);
        },
      ),
    );
  });
});
