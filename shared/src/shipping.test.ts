import { describe, expect, it } from 'vitest';
import { EU_COUNTRY_CODES, shippingFor, shippingZone } from './shipping.ts';

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
