import { describe, expect, it } from 'vitest';
import { shippingFor } from '@shop/shared/shipping';
import { panels as english } from '../../i18n/messages/en/panels.ts';
import { panels as croatian } from '../../i18n/messages/hr/panels.ts';
import { freeDeliveryHint } from './freeDelivery.ts';

const euro = (text: string) => text.replace(/ €/g, '\u00a0€');
/** The amount a hint asks for, in cents: "Add 41,01 € more …" is 4101. */
const centsAskedIn = (text: string) => {
  const [, euros, cents] = /^Add (\d+),(\d\d)/.exec(text) ?? [];
  return Number(euros) * 100 + Number(cents);
};
const fee = (subtotal: number) => shippingFor({ country: 'HR', method: 'DELIVERY', subtotal });

describe('the cart’s free-delivery hint', () => {
  it('names the threshold it is strictly over, so the cent more reads as the rule', () => {
    expect(freeDeliveryHint(english.cart, 900).text).toBe(euro('Add 41,01 € more for free delivery to Croatia (orders over 50,00 €)'));
    expect(freeDeliveryHint(english.cart, 5000).text).toBe(euro('Add 0,01 € more for free delivery to Croatia (orders over 50,00 €)'));
    expect(freeDeliveryHint(croatian.cart, 900).text).toBe(
      euro('Dodajte još 41,01 € za besplatnu dostavu unutar Hrvatske (za narudžbe iznad 50,00 €)'),
    );
  });

  it('asks for exactly what checkout needs to deliver free, and says so once it does', () => {
    for (const subtotal of [0, 900, 3760, 4999, 5000]) {
      const asked = centsAskedIn(freeDeliveryHint(english.cart, subtotal).text);
      expect(fee(subtotal + asked), String(subtotal)).toBe(0);
      expect(fee(subtotal + asked - 1), String(subtotal)).toBe(395);
    }
    expect(fee(5001)).toBe(0);
    expect(freeDeliveryHint(english.cart, 5001)).toEqual({ text: 'Your cart ships free to Croatia', reached: true, filled: 100 });
    expect(freeDeliveryHint(english.cart, 5000).reached).toBe(false);
  });
});
