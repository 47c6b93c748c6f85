import { COUNTRIES } from '@shop/shared/countries';
import { describe, expect, it } from 'vitest';
import { countryNameIn, countryOptions } from './countryNames.ts';

describe('country names', () => {
  it('keeps the shop’s own English list and placeholder', () => {
    expect(countryOptions('en')).toBe(COUNTRIES);
    expect(countryNameIn('en', 'HR')).toBe('Croatia');
    expect(countryNameIn('en', 'CS')).toBe('Serbia and Montenegro');
  });
  it('names every country in Croatian, Hrvatska first, the others in Croatian order', () => {
    const list = countryOptions('hr');
    expect(list.map((c) => c.code).sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
    expect(list[0]).toEqual({ code: '', name: 'Odaberite državu' });
    expect(list[1]).toEqual({ code: 'HR', name: 'Hrvatska' });
    expect(countryNameIn('hr', 'DE')).toBe('Njemačka');
    expect(countryNameIn('hr', 'CS')).toBe('Srbija i Crna Gora');
    const names = list.slice(2).map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('hr').compare));
    expect(names.indexOf('Čile')).toBeGreaterThan(names.indexOf('Cipar'));
  });
  it('shows an unknown code as it is', () => {
    expect(countryNameIn('hr', 'XX')).toBe('XX');
  });
});
