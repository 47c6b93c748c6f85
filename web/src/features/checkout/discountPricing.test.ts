import { describe, expect, it } from 'vitest';
import { checkout as english } from '../../i18n/messages/en/checkout.ts';
import { checkout as croatian } from '../../i18n/messages/hr/checkout.ts';
import type { CartLine } from '../cart/cartStore.ts';
import { type AppliedDiscountCode, checkoutSubtotal, codeAppliedMessage } from './discountPricing.ts';

const SLOWFASHION10: AppliedDiscountCode = { name: 'SLOWFASHION10', discount: 10, productIds: null };
const line = (id: string, price: number, discount: number) =>
  ({ id, size: 'M', quantity: 1, price, discount, discounted: discount > 0 }) as CartLine;
const onSale = line('linen-dress', 8000, 20);
const fullPrice = line('wool-socks', 900, 0);
const saidIn = (lines: CartLine[], messages = english.codes.discount) =>
  codeAppliedMessage(messages, 'SLOWFASHION10', SLOWFASHION10, lines);

describe('what the shopper is told when a discount code is applied', () => {
  it('says the code is applied when it lowers every line it covers', () => {
    expect(saidIn([fullPrice])).toBe('Code SLOWFASHION10 applied: 10% off.');
    // A sale of less than the code's percent gives way to the code.
    expect(saidIn([fullPrice, line('scarf', 2000, 5)])).toBe('Code SLOWFASHION10 applied: 10% off.');
  });

  it('says it does not lower a cart of sale items only, as the sum does not change', () => {
    expect(checkoutSubtotal([onSale], SLOWFASHION10)).toBe(checkoutSubtotal([onSale], null));
    expect(saidIn([onSale])).toBe('Code SLOWFASHION10 lowers nothing here. Sale items keep their sale price.');
  });

  it('says sale items keep their sale price when the code lowers only the full-price ones', () => {
    expect(checkoutSubtotal([onSale, fullPrice], SLOWFASHION10)).toBe(6400 + 810);
    expect(saidIn([onSale, fullPrice])).toBe('Code SLOWFASHION10 applied: 10% off. Sale items keep their sale price.');
  });

  it('does not count a sale item the code does not cover', () => {
    const socksOnly: AppliedDiscountCode = { ...SLOWFASHION10, productIds: ['wool-socks'] };
    expect(codeAppliedMessage(english.codes.discount, 'SOCKS10', socksOnly, [onSale, fullPrice])).toBe('Code SOCKS10 applied: 10% off.');
  });

  it('says the same in Croatian', () => {
    expect(saidIn([fullPrice], croatian.codes.discount)).toBe('Kod SLOWFASHION10 je primijenjen: 10 % popusta.');
    expect(saidIn([onSale, fullPrice], croatian.codes.discount)).toBe(
      'Kod SLOWFASHION10 je primijenjen: 10 % popusta. Proizvodi na sniženju zadržavaju sniženu cijenu.',
    );
    expect(saidIn([onSale], croatian.codes.discount)).toBe(
      'Kod SLOWFASHION10 ovdje ništa ne snižava. Proizvodi na sniženju zadržavaju sniženu cijenu.',
    );
  });
});
