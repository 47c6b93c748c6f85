import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES } from './shipping.ts';
import {
  CROATIAN_VAT_RATE,
  chargedPrice,
  chargedShipping,
  checkoutVatText,
  EU_STANDARD_VAT_RATES,
  formatVatRate,
  splitGross,
  vatTreatment,
} from './vat.ts';

const below = { oss: false };
const above = { oss: true };

describe('vatTreatment', () => {
  it('charges Croatian VAT in Croatia and on every pickup, whatever the address', () => {
    expect(vatTreatment({ country: 'HR', method: 'DELIVERY' }, above)).toEqual({ scheme: 'DOMESTIC', country: 'HR', rate: 2500 });
    expect(vatTreatment({ country: 'US', method: 'PICK_UP' }, above)).toEqual({ scheme: 'DOMESTIC', country: 'HR', rate: 2500 });
    expect(vatTreatment({ country: 'DE', method: 'PICK_UP' }, above)).toEqual({ scheme: 'DOMESTIC', country: 'HR', rate: 2500 });
  });

  it('charges EU consumers Croatian VAT below the threshold and their own country’s above it', () => {
    expect(vatTreatment({ country: 'DE', method: 'DELIVERY' }, below)).toEqual({ scheme: 'DOMESTIC', country: 'HR', rate: 2500 });
    expect(vatTreatment({ country: 'DE', method: 'DELIVERY' }, above)).toEqual({ scheme: 'OSS', country: 'DE', rate: 1900 });
    expect(vatTreatment({ country: 'FI', method: 'DELIVERY' }, above)).toEqual({ scheme: 'OSS', country: 'FI', rate: 2550 });
    expect(vatTreatment({ country: 'HU', method: 'DELIVERY' }, above).rate).toBe(2700);
  });

  it('exports outside the EU at 0 %: Switzerland, the US, the UK, Norway', () => {
    for (const country of ['CH', 'US', 'GB', 'NO', 'AX', 'CS'])
      for (const settings of [below, above])
        expect(vatTreatment({ country, method: 'DELIVERY' }, settings)).toEqual({ scheme: 'EXPORT', country, rate: 0 });
  });

  it('knows a standard rate for each of the 27 member states, none below the EU minimum of 15 %', () => {
    expect(Object.keys(EU_STANDARD_VAT_RATES).sort()).toEqual([...EU_COUNTRY_CODES].sort());
    for (const rate of Object.values(EU_STANDARD_VAT_RATES)) {
      expect(Number.isInteger(rate)).toBe(true);
      expect(rate).toBeGreaterThanOrEqual(1500);
    }
    expect(EU_STANDARD_VAT_RATES.HR).toBe(CROATIAN_VAT_RATE);
  });
});

describe('splitGross', () => {
  it('splits to the cent', () => {
    expect(splitGross(12500, 2500)).toEqual({ base: 10000, tax: 2500 });
    expect(splitGross(999, 2500)).toEqual({ base: 799, tax: 200 });
    expect(splitGross(11900, 1900)).toEqual({ base: 10000, tax: 1900 });
    expect(splitGross(12550, 2550)).toEqual({ base: 10000, tax: 2550 });
    expect(splitGross(0, 2500)).toEqual({ base: 0, tax: 0 });
    expect(splitGross(500, 0)).toEqual({ base: 500, tax: 0 });
  });

  it('always adds up, and the base is the nearest cent to gross / (1 + rate)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...Object.values(EU_STANDARD_VAT_RATES), 0), (gross, rate) => {
        const { base, tax } = splitGross(gross, rate);
        expect(base + tax).toBe(gross);
        expect(Math.abs(base - (gross * 10_000) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('what is charged', () => {
  const us = vatTreatment({ country: 'US', method: 'DELIVERY' }, below);
  const de = vatTreatment({ country: 'DE', method: 'DELIVERY' }, above);

  it('charges an export the price without Croatian VAT, the EU the shop price', () => {
    expect(chargedPrice(32500, us)).toBe(26000);
    expect(chargedPrice(32500, de)).toBe(32500);
    expect(chargedPrice(32500, vatTreatment({ country: 'HR', method: 'DELIVERY' }, below))).toBe(32500);
  });

  it('taxes shipping like the goods, free over the zone’s threshold at shop prices', () => {
    expect(chargedShipping({ country: 'US', method: 'DELIVERY', shopPriceSubtotal: 30000 }, us)).toBe(2000);
    expect(chargedShipping({ country: 'US', method: 'DELIVERY', shopPriceSubtotal: 30001 }, us)).toBe(0);
    expect(chargedShipping({ country: 'DE', method: 'DELIVERY', shopPriceSubtotal: 5000 }, de)).toBe(1500);
    expect(chargedShipping({ country: 'HR', method: 'DELIVERY', shopPriceSubtotal: 5000 }, de)).toBe(395);
  });
});

describe('texts', () => {
  it('writes rates as Croatian invoices do', () => {
    expect(formatVatRate(2500)).toBe('25\u00a0%');
    expect(formatVatRate(2550)).toBe('25,5\u00a0%');
    expect(formatVatRate(1900)).toBe('19\u00a0%');
    expect(formatVatRate(0)).toBe('0\u00a0%');
  });

  it('tells the shopper before paying what VAT the price holds', () => {
    expect(checkoutVatText({ country: 'US', method: 'DELIVERY' })).toBe(
      'Delivery outside the EU: prices without VAT (export, 0 % VAT). Import VAT and duties may be charged on delivery.',
    );
    expect(checkoutVatText({ country: 'HR', method: 'DELIVERY' })).toBe('Prices include 25\u00a0% VAT.');
    expect(checkoutVatText({ country: 'US', method: 'PICK_UP' })).toBe('Prices include 25\u00a0% VAT.');
    expect(checkoutVatText({ country: 'DE', method: 'DELIVERY' })).toBe('Prices include VAT.');
    expect(checkoutVatText({ country: '', method: 'DELIVERY' })).toBe('Prices include VAT.');
  });
});
