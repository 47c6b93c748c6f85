import { describe, expect, it } from 'vitest';
import type { CartLine } from '../cart/cartStore.ts';
import { checkout as english } from '../../i18n/messages/en/checkout.ts';
import { vatExcludedTerritory } from '@shop/shared/vatTerritories';
import { checkoutTotals, checkoutVatNote } from './checkoutTotals.ts';

const lines = [{ id: 'linen-shirt', size: 'M', quantity: 1, price: 4000, discount: 0 } as CartLine];
const territory = (postalCode: string) => vatExcludedTerritory('ES', postalCode)?.name;
const at = (postalCode: string) =>
  checkoutTotals({ lines, code: null, giftCardAmount: undefined, country: 'ES', method: 'DELIVERY', territory: territory(postalCode) });

describe('the checkout by postal code', () => {
  it('prices Las Palmas, outside the EU VAT area, as an export, and Madrid with VAT, before the shopper pays', () => {
    // 40,00 € without 25 % Croatian VAT, and the EU zone's 15,00 € shipping without it.
    expect(at('35001').total).toBe(3200 + 1200);
    expect(at('28001').total).toBe(4000 + 1500);
    expect(checkoutVatNote({ country: 'ES', method: 'DELIVERY', territory: territory('35001') }, english.vat)).toBe(english.vat.export);
    expect(checkoutVatNote({ country: 'ES', method: 'DELIVERY', territory: territory('28001') }, english.vat)).toBe(english.vat.included);
  });
});
