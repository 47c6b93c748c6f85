import { describe, expect, it } from 'vitest';
import type { DeliveryMethod } from '@shop/shared/shipping';
import { checkoutVatText } from '@shop/shared/vat';
import { checkout as english } from '../../i18n/messages/en/checkout.ts';
import { checkout as croatian } from '../../i18n/messages/hr/checkout.ts';
import { checkoutVatNote } from './checkoutTotals.ts';

const destinations: { country: string; method: DeliveryMethod }[] = [
  { country: '', method: 'DELIVERY' },
  { country: 'HR', method: 'DELIVERY' },
  { country: 'DE', method: 'DELIVERY' },
  { country: 'US', method: 'DELIVERY' },
  { country: 'US', method: 'PICK_UP' },
  { country: ' us ', method: 'DELIVERY' },
];

describe('what the checkout says about VAT', () => {
  it('says on an English page what the shop says everywhere else, word for word', () => {
    for (const destination of destinations) {
      expect(checkoutVatNote(destination, english.vat), JSON.stringify(destination)).toBe(checkoutVatText(destination));
    }
  });

  it('says it in Croatian on a Croatian page', () => {
    expect(checkoutVatNote({ country: 'HR', method: 'DELIVERY' }, croatian.vat)).toBe('Cijene uključuju 25\u00a0% PDV-a.');
    expect(checkoutVatNote({ country: 'DE', method: 'DELIVERY' }, croatian.vat)).toBe('Cijene uključuju PDV.');
    expect(checkoutVatNote({ country: 'US', method: 'DELIVERY' }, croatian.vat)).toBe(croatian.vat.export);
  });
});
