import { describe, expect, it } from 'vitest';
import { preselectedCountry } from './preselectedCountry.ts';

describe('the country the checkout starts with', () => {
  it('is Croatia on the Croatian shop, whatever the browser says', () => {
    expect(preselectedCountry('hr', ['en-IE', 'en'])).toBe('HR');
    expect(preselectedCountry('hr', [])).toBe('HR');
  });

  it('is the browser’s region on the English shop', () => {
    expect(preselectedCountry('en', ['en-IE', 'en'])).toBe('IE');
    expect(preselectedCountry('en', ['de-AT'])).toBe('AT');
    expect(preselectedCountry('en', ['en_gb'])).toBe('GB');
    expect(preselectedCountry('en', ['sr-Latn-BA'])).toBe('BA');
  });

  it('takes the first language that names a region', () => {
    expect(preselectedCountry('en', ['en', 'hr-HR', 'en-US'])).toBe('HR');
  });

  it('is none where the browser names no region', () => {
    expect(preselectedCountry('en', ['en', 'de'])).toBe('');
    expect(preselectedCountry('en', [])).toBe('');
    expect(preselectedCountry('en', ['es-419'])).toBe('');
  });

  it('is none where the shop does not deliver, rather than a country further down the list', () => {
    // Serbia is listed with Montenegro under CS: a browser's RS is not a country the select offers.
    expect(preselectedCountry('en', ['sr-RS', 'en-US'])).toBe('');
    expect(preselectedCountry('en', ['en-ZZ'])).toBe('');
  });
});
