import { describe, expect, it } from 'vitest';
import { croatianSize, croatianSizeTitle, sizeLabel } from './sizeWords.ts';
import { SIZE_ORDER } from './sizes.ts';

describe('a size as a shopper reads it', () => {
  it('is the size itself in English', () => {
    for (const size of SIZE_ORDER) expect(sizeLabel(size, 'en')).toBe(size);
  });

  it('writes the words in Croatian: one size, and ages in years; letters, numbers and ranges as they are', () => {
    expect(sizeLabel('One size', 'hr')).toBe('Jedna veličina');
    expect(sizeLabel('5/6y', 'hr')).toBe('5/6 god.');
    expect(sizeLabel('1y', 'hr')).toBe('1 god.');
    expect(sizeLabel('13/14y', 'hr')).toBe('13/14 god.');
    for (const size of ['M', 'XS/S', '36-38', '50/56', '104', '3-4']) expect(sizeLabel(size, 'hr')).toBe(size);
    // No size of the shop's keeps an English word in Croatian.
    for (const size of SIZE_ORDER) expect(sizeLabel(size, 'hr')).not.toMatch(/One|size|\dy$/);
  });

  it('names a size in a Croatian sentence with its noun in the sentence’s case, one size without repeating it', () => {
    expect(croatianSizeTitle('M')).toBe('Veličina M');
    expect(croatianSizeTitle('One size')).toBe('Jedna veličina');
    expect(croatianSize('7/8y', 'genitive')).toBe('veličine 7/8 god.');
    expect(croatianSize('One size', 'accusative')).toBe('jednu veličinu');
    expect(croatianSize('One size', 'locative')).toBe('jednoj veličini');
    expect(croatianSize('L', 'locative')).toBe('veličini L');
  });
});
