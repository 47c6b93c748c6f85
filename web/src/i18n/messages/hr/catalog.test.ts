import { describe, expect, it } from 'vitest';
import { catalog as english } from '../en/catalog.ts';
import { catalog as croatian } from './catalog.ts';

describe('the catalog in Croatian', () => {
  it('counts products, reviews, stars and pieces in the form each number takes', () => {
    expect([1, 2, 5, 21, 22].map((n) => `${n} ${croatian.listing.products(n)}`)).toEqual([
      '1 proizvod',
      '2 proizvoda',
      '5 proizvoda',
      '21 proizvod',
      '22 proizvoda',
    ]);
    expect(croatian.filters.show(1)).toBe('Prikaži 1 proizvod');
    expect(croatian.filters.show(12)).toBe('Prikaži 12 proizvoda');
    expect([1, 3, 5].map(croatian.reviewCount)).toEqual(['1 recenzija', '3 recenzije', '5 recenzija']);
    expect([1, 2, 5].map(croatian.reviews.star)).toEqual(['1 zvjezdica', '2 zvjezdice', '5 zvjezdica']);
    expect(croatian.purchase.fewLeft(1)).toBe('Još samo 1 komad');
    expect(croatian.purchase.fewLeft(3)).toBe('Još samo 3 komada');
  });

  it('writes an average with a decimal comma', () => {
    expect(croatian.rated(4.5)).toBe('Ocjena 4,5 od 5');
    expect(english.rated(4.5)).toBe('Rated 4.5 out of 5');
  });

  it('keeps the spec’s English words', () => {
    expect(english.product.preorderNow).toBe('Preorder now');
    expect(english.product.availableSoon).toBe('Available Soon');
    expect(english.purchase.notifyFor('M')).toBe('Notify for M');
    expect(english.reviews.starRequired).toBe('Please select a star.');
    expect(english.reviews.none).toBe('This product has no reviews yet.');
    expect(english.quickAdd.refusals.outOfStock).toBe('Selected size is out of stock');
    expect(`${english.listing.products(1)}, ${english.listing.products(2)}`).toBe('product, products');
  });
});
