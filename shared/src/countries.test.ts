import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, isCountryCode } from './countries.ts';
import { EU_COUNTRY_CODES } from './shipping.ts';

describe('countries', () => {
  it('starts with the placeholder and lists about 240 countries', () => {
    expect(COUNTRIES[0]).toEqual({ code: '', name: 'Select a country' });
    expect(COUNTRIES.length - 1).toBeGreaterThanOrEqual(235);
    expect(COUNTRIES.length - 1).toBeLessThanOrEqual(250);
  });
  it('uses unique two-letter codes', () => {
    const codes = COUNTRIES.slice(1).map((c) => c.code);
    expect(codes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
  it('lists Serbia and Montenegro under one shared code', () => {
    expect(countryName('CS')).toBe('Serbia and Montenegro');
  });
  it('knows every EU country and Croatia by name', () => {
    for (const code of EU_COUNTRY_CODES) expect(isCountryCode(code)).toBe(true);
    expect(countryName('HR')).toBe('Croatia');
    expect(isCountryCode('')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
  });
});
