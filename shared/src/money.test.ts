import { describe, expect, it } from 'vitest';
import { discountedPrice, formatEuro, toCents } from './money.ts';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatEuro', () => {
  it('writes euros the German way with two decimals', () => {
    expect(nbsp(formatEuro(1234))).toBe('12,34 €');
    expect(nbsp(formatEuro(395))).toBe('3,95 €');
    expect(nbsp(formatEuro(0))).toBe('0,00 €');
    expect(nbsp(formatEuro(100))).toBe('1,00 €');
    expect(nbsp(formatEuro(123456789))).toBe('1.234.567,89 €');
  });
  it('writes what Intl writes for de-DE euros, no-break space included', () => {
    const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    for (const cents of [0, 1, 9, 10, 99, 100, 395, 4999, 5000, 100000, 123456, 99999999, -1, -395, -123456]) {
      expect(formatEuro(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('toCents', () => {
  it('turns euro amounts into whole cents without float drift', () => {
    expect(toCents(3.95)).toBe(395);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(49.99)).toBe(4999);
  });
});

describe('discountedPrice', () => {
  it('is price × (1 − discount/100), rounded to the cent', () => {
    expect(discountedPrice(10000, 20)).toBe(8000);
    expect(discountedPrice(4990, 15)).toBe(4242); // 42.415 → 42.42
    expect(discountedPrice(999, 33)).toBe(669); // 6.6933 → 6.69
  });
  it('leaves the price alone without a positive discount, and never goes below zero', () => {
    expect(discountedPrice(5000, 0)).toBe(5000);
    expect(discountedPrice(5000, -10)).toBe(5000);
    expect(discountedPrice(5000, 150)).toBe(0);
  });
});
