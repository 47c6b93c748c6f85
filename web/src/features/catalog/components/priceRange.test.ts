import { describe, expect, it } from 'vitest';
import { catalog as english } from '../../../i18n/messages/en/catalog.ts';
import { catalog as croatian } from '../../../i18n/messages/hr/catalog.ts';
import { filteredSearchKey, NO_CHOICE } from '../api/searchProducts.ts';
import { choiceFromParams, paramsWithChoice } from './listingChoice.ts';
import { priceLabel } from './ListingFilters.tsx';
import { parseEuros, rangeFromInputs } from './priceRange.ts';

describe('a price typed in the "From" and "To" boxes', () => {
  it('is read as euros, whole or with cents, with a decimal comma or a point, thousands dotted as de-DE and Croatian write them', () => {
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros(' 12,5 ')).toBe(1250);
    expect(parseEuros('12,50')).toBe(1250);
    expect(parseEuros('12.50')).toBe(1250);
    expect(parseEuros('12,50 €')).toBe(1250);
    expect(parseEuros('0,99')).toBe(99);
    expect(parseEuros('1.234,56')).toBe(123456);
    expect(parseEuros('1.234')).toBe(123400);
    expect(parseEuros('1,234.56')).toBe(123456);
    expect(parseEuros('')).toBeUndefined();
    expect(parseEuros('   ')).toBeUndefined();
  });

  it('is refused when it is not a price, negative or past what the shop takes', () => {
    for (const text of ['abc', '12a', '12,505', '1,500', '1.2.3', '12,', ',5', '1.234,567', '1.23.456', '-'])
      expect(parseEuros(text)).toBe('notAPrice');
    expect(parseEuros('-5')).toBe('negative');
    expect(parseEuros('-0,50')).toBe('negative');
    expect(parseEuros('1000000,01')).toBe('tooHigh');
    expect(parseEuros('1.000.000,00')).toBe(100_000_000);
  });

  it('makes a range with both ends included, refuses "To" below "From", and is no filter when both are blank', () => {
    expect(rangeFromInputs('12,50', '30')).toEqual({ range: { min: 1250, max: 3000 } });
    expect(rangeFromInputs('', '30')).toEqual({ range: { min: 0, max: 3000 } });
    expect(rangeFromInputs('40', '')).toEqual({ range: { min: 4000, max: null } });
    expect(rangeFromInputs('30', '30')).toEqual({ range: { min: 3000, max: 3000 } });
    expect(rangeFromInputs('', '')).toEqual({ range: undefined });
    expect(rangeFromInputs('0', '')).toEqual({ range: undefined });
    expect(rangeFromInputs('50', '20')).toEqual({ problem: 'toBelowFrom', field: 'to' });
    expect(rangeFromInputs('abc', '-3')).toEqual({ problem: 'notAPrice', field: 'from' });
    expect(rangeFromInputs('10', '-3')).toEqual({ problem: 'negative', field: 'to' });
  });

  it('has a message for every refusal, in English and Croatian', () => {
    for (const problem of ['notAPrice', 'negative', 'tooHigh', 'toBelowFrom'] as const) {
      expect(english.filters.priceProblems[problem]).toMatch(/\S/);
      expect(croatian.filters.priceProblems[problem]).toMatch(/\S/);
      expect(croatian.filters.priceProblems[problem]).not.toBe(english.filters.priceProblems[problem]);
    }
  });
});

describe('a typed price range in the address', () => {
  const at = (query: string) => choiceFromParams(new URLSearchParams(query));

  it('is kept as priceFrom and priceTo in euros, read back as the same range, and asked of the API in cents', () => {
    const choice = { ...NO_CHOICE, sizes: ['M'], price: { min: 1250, max: 3000 } };
    const params = paramsWithChoice(new URLSearchParams('q=linen'), choice);
    expect(params.toString()).toBe('q=linen&size=M&priceFrom=12.5&priceTo=30');
    expect(choiceFromParams(params)).toEqual({ sizes: ['M'], colors: [], price: { min: 1250, max: 3000 } });
    const [, body] = filteredSearchKey({ categoryId: 'adult-tops' }, choiceFromParams(params), 0);
    expect(body).toMatchObject({ priceMin: 1250, priceMax: 3000 });
  });

  it('keeps an open end open, and a fixed band as the band it is', () => {
    expect(paramsWithChoice(new URLSearchParams(), { ...NO_CHOICE, price: { min: 4000, max: null } }).toString()).toBe('priceFrom=40');
    expect(paramsWithChoice(new URLSearchParams(), { ...NO_CHOICE, price: { min: 0, max: 2500 } }).toString()).toBe('priceTo=25');
    expect(paramsWithChoice(new URLSearchParams(), { ...NO_CHOICE, price: { min: 2000, max: 4999 } }).toString()).toBe('price=20-50');
    expect(at('priceFrom=40').price).toEqual({ min: 4000, max: null });
    expect(at('priceTo=25,99').price).toEqual({ min: 0, max: 2599 });
  });

  it('is ignored when it is not a price or upside down, as any unknown filter is', () => {
    expect(at('priceFrom=abc&priceTo=30').price).toBeUndefined();
    expect(at('priceFrom=50&priceTo=20').price).toBeUndefined();
    expect(at('priceFrom=-5').price).toBeUndefined();
  });

  it('is named on its chip in the page’s language', () => {
    expect(priceLabel({ min: 1250, max: 3000 }, english.filters)).toBe('12,50\u00a0€ – 30,00\u00a0€');
    expect(priceLabel({ min: 4000, max: null }, english.filters)).toBe('From 40,00\u00a0€');
    expect(priceLabel({ min: 0, max: 2500 }, croatian.filters)).toBe('Do 25,00\u00a0€');
    expect(priceLabel({ min: 2000, max: 4999 }, english.filters)).toBe('20,00\u00a0€ – 49,99\u00a0€');
    expect(priceLabel({ min: 0, max: 1999 }, croatian.filters)).toBe('Ispod 20,00\u00a0€');
  });
});
