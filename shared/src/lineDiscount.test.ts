import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeCovers, lineDiscountPercent, lineUnitPrice } from './lineDiscount.ts';
import { discountedPrice } from './money.ts';

const shirt = { id: 'linen-shirt', price: 5900, discount: 0 };
const dress = { id: 'wrap-dress', price: 8900, discount: 20 };

describe('the line discount', () => {
  it('is the code’s on the products it names, and on every product when it names none', () => {
    expect(codeCovers({ percent: 10, productIds: ['linen-shirt'] }, 'linen-shirt')).toBe(true);
    expect(codeCovers({ percent: 10, productIds: ['linen-shirt'] }, 'wrap-dress')).toBe(false);
    expect(codeCovers({ percent: 10, productIds: null }, 'wrap-dress')).toBe(true);
    expect(codeCovers(null, 'wrap-dress')).toBe(false);
    expect(lineUnitPrice(shirt, { percent: 10, productIds: null })).toBe(5310);
    expect(lineUnitPrice(shirt, { percent: 10, productIds: ['wrap-dress'] })).toBe(5900);
  });

  it('is the larger of the product’s own and the code’s: discounts do not stack', () => {
    expect(lineDiscountPercent(dress, { percent: 10, productIds: null })).toBe(20);
    expect(lineDiscountPercent(dress, { percent: 30, productIds: null })).toBe(30);
    expect(lineDiscountPercent(dress, { percent: 30, productIds: ['linen-shirt'] })).toBe(20);
    expect(lineUnitPrice(dress, null)).toBe(7120);
  });

  it('stays between 0 and 100 percent, so a line never costs less than nothing or more than its price', () => {
    expect(lineDiscountPercent({ id: 'x', discount: 150 }, null)).toBe(100);
    expect(lineDiscountPercent({ id: 'x', discount: -5 }, null)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -10, max: 110 }),
        fc.option(fc.record({ percent: fc.integer({ min: 0, max: 110 }), productIds: fc.option(fc.constant(['p'])) })),
        (price, discount, code) => {
          const unit = lineUnitPrice({ id: 'p', price, discount }, code);
          expect(unit).toBeGreaterThanOrEqual(0);
          expect(unit).toBeLessThanOrEqual(price);
          expect(unit).toBe(discountedPrice(price, lineDiscountPercent({ id: 'p', discount }, code)));
        },
      ),
    );
  });
});
