import { describe, expect, it } from 'vitest';
import { checkout as en } from '../../i18n/messages/en/checkout.ts';
import { checkout as hr } from '../../i18n/messages/hr/checkout.ts';
import { checkoutLineWords } from './lineWords.ts';

/** Two colours of one piece in one cart, as the catalog named them when they were added. */
const OAT = { name: 'Linen Shirt', size: 'M', colorName: 'Oat', color: { name: 'Oat' } };
const SAGE = { name: 'Lanena košulja', size: '5/6y', colorName: 'Kadulja', color: { name: 'Kadulja' } };

describe('a checkout line names the product, its colour and its size', () => {
  it('in English', () => {
    expect(checkoutLineWords(OAT, en.line)).toEqual({
      name: 'Linen Shirt',
      meta: 'Oat · Size M',
      label: 'Linen Shirt, Oat, size M',
    });
    expect(en.line.increase(checkoutLineWords(OAT, en.line).label)).toBe('Increase quantity of Linen Shirt, Oat, size M');
  });

  it('in Croatian, the size in its words', () => {
    expect(checkoutLineWords(SAGE, hr.line)).toEqual({
      name: 'Lanena košulja',
      meta: 'Kadulja · Veličina 5/6 god.',
      label: 'Lanena košulja, Kadulja, veličina 5/6 god.',
    });
  });

  it('takes the colour from the colour itself when the line has no colour name, and names none when it has neither', () => {
    expect(checkoutLineWords({ ...OAT, colorName: '', color: { name: 'Rust' } }, en.line).meta).toBe('Rust · Size M');
    expect(checkoutLineWords({ ...OAT, colorName: '', color: { name: '' } }, en.line).meta).toBe('Size M');
  });

  it('tells two colours of one piece apart', () => {
    const sage = { ...OAT, colorName: 'Sage', color: { name: 'Sage' } };
    expect(checkoutLineWords(OAT, en.line).label).not.toBe(checkoutLineWords(sage, en.line).label);
  });
});
