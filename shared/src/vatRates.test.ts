import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from './ages.ts';
import { EU_COUNTRY_CODES } from './shipping.ts';
import { checkoutVatText, EU_STANDARD_VAT_RATES, lineVatRate, prorateByRate, vatTreatment } from './vat.ts';
import { EU_CLASS_VAT_RATES, VAT_CLASSES, vatClassOf } from './vatRates.ts';
import { vatExcludedTerritory } from './vatTerritories.ts';

const above = { oss: true };
const below = { oss: false };

describe('territories outside the EU VAT area', () => {
  // Each with a real postal code inside, and a neighbour of the same country that is not.
  const cases: [country: string, inside: string, name: string, neighbour: string][] = [
    ['ES', '35001', 'Canary Islands', '28001'], // Las Palmas de Gran Canaria; Madrid
    ['ES', '38001', 'Canary Islands', '39001'], // Santa Cruz de Tenerife; Santander
    ['ES', '51001', 'Ceuta', '11201'], // Ceuta; Algeciras across the strait
    ['ES', '52001', 'Melilla', '29001'], // Melilla; Málaga
    ['GR', '630 86', 'Mount Athos', '63088'], // Karyes; Ouranoupoli at its border
    ['DE', '27498', 'Heligoland', '27472'], // Heligoland; Cuxhaven
    ['DE', '78266', 'Büsingen am Hochrhein', '78262'], // Büsingen; Gailingen next to it
    ['IT', '23041', 'Livigno', '23030'], // Livigno; Valdidentro next door
    ['IT', '22061', 'Campione d’Italia', '22100'], // Campione; Como
    ['FR', '97110', 'Guadeloupe', '75001'], // Pointe-à-Pitre; Paris
    ['FR', '97150', 'Guadeloupe', '97000'], // Saint-Martin (an outermost region like Guadeloupe); not a code
    ['FR', '97200', 'Martinique', '69001'], // Fort-de-France; Lyon
    ['FR', '97300', 'Guyane', '13001'], // Cayenne; Marseille
    ['FR', '97400', 'La Réunion', '98000'], // Saint-Denis; Monaco's French-VAT postal code
    ['FR', '97600', 'Mayotte', '06000'], // Mamoudzou; Nice
    ['FI', 'AX-22100', 'Åland Islands', '20100'], // Mariehamn; Turku
  ];

  it.each(cases)('%s %s is an export (%s), %s next to it is not', (country, inside, name, neighbour) => {
    for (const settings of [below, above]) {
      expect(vatTreatment({ country, method: 'DELIVERY', territory: vatExcludedTerritory(country, inside)?.name }, settings)).toEqual({
        scheme: 'EXPORT',
        country,
        rate: 0,
        territory: name,
      });
      expect(
        vatTreatment({ country, method: 'DELIVERY', territory: vatExcludedTerritory(country, neighbour)?.name }, settings).scheme,
      ).toBe(settings.oss ? 'OSS' : 'DOMESTIC');
    }
    expect(checkoutVatText({ country, method: 'DELIVERY', territory: vatExcludedTerritory(country, inside)?.name })).toMatch(
      /^Delivery outside the EU: prices without VAT/,
    );
  });

  it('looks at the postal code only for its own country, and a pickup is Croatian whatever the address', () => {
    expect(vatExcludedTerritory('PT', '35001')).toBeUndefined();
    expect(vatExcludedTerritory('ES', undefined)).toBeUndefined();
    expect(vatTreatment({ country: 'ES', method: 'PICK_UP', territory: vatExcludedTerritory('ES', '35001')?.name }, above).scheme).toBe(
      'DOMESTIC',
    );
    expect(vatTreatment({ country: 'HR', method: 'DELIVERY', territory: vatExcludedTerritory('HR', '35001')?.name }, above).scheme).toBe(
      'DOMESTIC',
    );
  });
});

describe('rates by class', () => {
  const ie = vatTreatment({ country: 'IE', method: 'DELIVERY' }, above);

  it('charges Irish consumers 0 % on children’s clothing and footwear through OSS, 23 % on the rest', () => {
    expect(lineVatRate(ie, 'CHILDREN_CLOTHING')).toBe(0);
    expect(lineVatRate(ie, 'CHILDREN_FOOTWEAR')).toBe(0);
    expect(lineVatRate(ie, 'STANDARD')).toBe(2300);
    expect(lineVatRate(vatTreatment({ country: 'LU', method: 'DELIVERY' }, above), 'CHILDREN_CLOTHING')).toBe(300);
    expect(lineVatRate(vatTreatment({ country: 'DE', method: 'DELIVERY' }, above), 'CHILDREN_CLOTHING')).toBe(1900);
  });

  it('charges Croatian VAT on everything below the threshold and in Croatia, nothing on an export', () => {
    for (const vatClass of VAT_CLASSES) {
      expect(lineVatRate(vatTreatment({ country: 'IE', method: 'DELIVERY' }, below), vatClass)).toBe(2500);
      expect(lineVatRate(vatTreatment({ country: 'HR', method: 'DELIVERY' }, above), vatClass)).toBe(2500);
      expect(lineVatRate(vatTreatment({ country: 'US', method: 'DELIVERY' }, above), vatClass)).toBe(0);
    }
  });

  it('reads a product without a class by its range: every children’s range is children’s clothing', () => {
    expect(AGE_GROUPS.map((age) => vatClassOf({ age }))).toEqual([
      'STANDARD',
      'CHILDREN_CLOTHING',
      'CHILDREN_CLOTHING',
      'CHILDREN_CLOTHING',
    ]);
    expect(vatClassOf({ age: 'KID', vatClass: 'STANDARD' })).toBe('STANDARD');
  });

  it('has class rates only for member states, each below their standard rate', () => {
    for (const [country, rates] of Object.entries(EU_CLASS_VAT_RATES)) {
      expect(EU_COUNTRY_CODES).toContain(country);
      for (const rate of Object.values(rates)) expect(rate).toBeLessThan(EU_STANDARD_VAT_RATES[country] ?? 0);
    }
  });
});

describe('prorateByRate', () => {
  it('splits shipping by the lines’ value: 15,00 € over 60,00 € at 0 % and 40,00 € at 23 %', () => {
    const lines = [
      { amount: 6000, vatRate: 0 },
      { amount: 4000, vatRate: 2300 },
    ];
    expect(prorateByRate(1500, lines, 2300)).toEqual([
      [600, 2300],
      [900, 0],
    ]);
    // 1 cent over two equal rates: the higher rate takes it.
    expect(prorateByRate(1, [lines[0] ?? { amount: 0, vatRate: 0 }, { amount: 6000, vatRate: 2300 }], 2300)).toEqual([
      [1, 2300],
      [0, 0],
    ]);
    expect(prorateByRate(1500, [{ amount: 100, vatRate: 2500 }], 2300)).toEqual([[1500, 2500]]);
    expect(prorateByRate(1500, [], 2300)).toEqual([[1500, 2300]]);
  });

  it('always adds up to the cent, and each rate’s share is within a cent of its exact part', () => {
    const rate = fc.constantFrom(0, 300, 1700, 1900, 2300, 2500, 2550);
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 1_000_000 }),
        fc.array(fc.record({ amount: fc.integer({ min: 0, max: 5_000_000 }), vatRate: rate }), { maxLength: 8 }),
        rate,
        (amount, lines, fallback) => {
          const shares = prorateByRate(amount, lines, fallback);
          expect(shares.reduce((sum, [cents]) => sum + cents, 0)).toBe(amount);
          const total = lines.reduce((sum, l) => sum + l.amount, 0);
          if (total > 0 && new Set(lines.filter((l) => l.amount > 0).map((l) => l.vatRate)).size > 1) {
            for (const [cents, r] of shares) {
              const value = lines.filter((l) => l.vatRate === r).reduce((sum, l) => sum + l.amount, 0);
              expect(Math.abs(cents - (amount * value) / total)).toBeLessThan(1);
            }
          }
        },
      ),
    );
  });
});
