import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES, missingForFreeDelivery, shippingFor, shippingZone } from './shipping.ts';

describe('shipping zones', () => {
  it('has the 27 EU member states, Croatia among them', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
    expect(EU_COUNTRY_CODES).toContain('HR');
  });
  it('puts Croatia, the EU and the rest of the world apart', () => {
    expect(shippingZone('HR')).toBe('CROATIA');
    expect(shippingZone('de')).toBe('EU');
    expect(shippingZone('SI')).toBe('EU');
    expect(shippingZone('GB')).toBe('WORLD');
    expect(shippingZone('CS')).toBe('WORLD');
    expect(shippingZone('US')).toBe('WORLD');
  });
});

describe('shippingFor', () => {
  const delivery = (country: string, subtotal: number) => shippingFor({ country, method: 'DELIVERY', subtotal });

  it('charges 3,95 € in Croatia up to and including 50 €, free over it', () => {
    expect(delivery('HR', 4999)).toBe(395);
    expect(delivery('HR', 5000)).toBe(395);
    expect(delivery('HR', 5001)).toBe(0);
  });
  it('charges 15 € in the EU up to and including 300 €, free over it', () => {
    expect(delivery('AT', 29999)).toBe(1500);
    expect(delivery('AT', 30000)).toBe(1500);
    expect(delivery('AT', 30001)).toBe(0);
  });
  it('charges 25 € elsewhere up to and including 300 €, free over it', () => {
    expect(delivery('NO', 100)).toBe(2500);
    expect(delivery('NO', 30000)).toBe(2500);
    expect(delivery('NO', 30001)).toBe(0);
  });
  it('never charges for pickup', () => {
    expect(shippingFor({ country: 'HR', method: 'PICK_UP', subtotal: 100 })).toBe(0);
    expect(shippingFor({ country: 'US', method: 'PICK_UP', subtotal: 100 })).toBe(0);
  });
});

describe('missingForFreeDelivery', () => {
  it('is what a Croatian cart lacks to ship free: a cent more than the gap to 50,00 €, none over it', () => {
    expect(missingForFreeDelivery({ country: 'HR', subtotal: 3760 })).toBe(1241);
    expect(missingForFreeDelivery({ country: 'HR', subtotal: 5000 })).toBe(1);
    expect(missingForFreeDelivery({ country: 'HR', subtotal: 5001 })).toBe(0);
    expect(missingForFreeDelivery({ country: 'AT', subtotal: 5001 })).toBe(25000);
    expect(missingForFreeDelivery({ country: 'US', subtotal: 0 })).toBe(30001);
  });

  it('added to any subtotal ships the order free, and a cent less does not', () => {
    fc.assert(
      fc.property(fc.constantFrom('HR', 'SI', 'DE', 'US', 'RS'), fc.integer({ min: 0, max: 1_000_000 }), (country, subtotal) => {
        const missing = missingForFreeDelivery({ country, subtotal });
        expect(Number.isInteger(missing) && missing >= 0).toBe(true);
        expect(shippingFor({ country, method: 'DELIVERY', subtotal: subtotal + missing })).toBe(0);
        if (missing > 0) expect(shippingFor({ country, method: 'DELIVERY', subtotal: subtotal + missing - 1 })).toBeGreaterThan(0);
        else expect(shippingFor({ country, method: 'DELIVERY', subtotal })).toBe(0);
      }),
    );
  });
});
