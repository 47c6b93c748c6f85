import { describe, expect, it } from 'vitest';
import { ADULT_SIZE_GUIDE, SIZE_ORDER, compareSizes, sortSizes } from './sizes.ts';

describe('size order', () => {
  it('lists every size once', () => {
    expect(new Set(SIZE_ORDER).size).toBe(SIZE_ORDER.length);
  });
  it('sorts as the shop does: number sizes, One size, letters, cm, ranges, shoes, years', () => {
    expect(sortSizes(['XL', 'M', 'S', 'XS', 'L', 'XXL', 'M/L', 'XS/S'])).toEqual(['XS', 'S', 'XS/S', 'M', 'L', 'M/L', 'XL', 'XXL']);
    expect(sortSizes(['3-4', '1', '11-12', 'One size', '2'])).toEqual(['1', '2', '3-4', '11-12', 'One size']);
    expect(sortSizes(['134', '50', '62/68', '50/56', '98'])).toEqual(['50', '98', '134', '50/56', '62/68']);
    expect(sortSizes(['39-41', '14/15', '36-38'])).toEqual(['14/15', '36-38', '39-41']);
    expect(sortSizes(['13/14y', '1y', '10y', '2y'])).toEqual(['1y', '2y', '10y', '13/14y']);
    expect(sortSizes(['1y', 'XS', '50'])).toEqual(['XS', '50', '1y']);
  });
  it('puts unknown sizes last, alphabetically', () => {
    expect(sortSizes(['ZZ', 'M', 'AA'])).toEqual(['M', 'AA', 'ZZ']);
    expect(compareSizes('M', 'M')).toBe(0);
  });
  it('has the adult size guide of the spec', () => {
    expect(ADULT_SIZE_GUIDE.map((r) => `${r.size} ${r.chest}/${r.waist}/${r.hips}`)).toEqual([
      'XS 82/60/88',
      'S 86/64/92',
      'M 90/68/96',
      'L 94/72/100',
      'XL 98/76/104',
    ]);
  });
});
