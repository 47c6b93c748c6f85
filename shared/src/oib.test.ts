import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidOib, oibCheckDigit } from './oib.ts';

const tenDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }).map((d) => d.join(''));

describe('OIB', () => {
  it('takes known valid OIBs, the seller’s among them', () => {
    for (const oib of ['69435151530', '94835122633', '12345678903', '00000000001']) expect(isValidOib(oib)).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and anything not digits', () => {
    for (const wrong of [
      '69435151531',
      '12345678901',
      '94835122630',
      '1234567890',
      '123456789012',
      '1234567890a',
      ' 69435151530',
      '6943515153O',
      '',
    ])
      expect(isValidOib(wrong)).toBe(false);
  });

  it('takes exactly one last digit for any ten: the ISO 7064 MOD 11,10 one', () => {
    fc.assert(
      fc.property(tenDigits, (first) => {
        const valid = [...'0123456789'].filter((d) => isValidOib(first + d));
        expect(valid).toEqual([String(oibCheckDigit(first))]);
      }),
    );
  });

  it('notices any one digit changed', () => {
    fc.assert(
      fc.property(tenDigits, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (first, at, by) => {
        const oib = first + oibCheckDigit(first);
        const changed = oib.slice(0, at) + ((Number(oib[at]) + by) % 10) + oib.slice(at + 1);
        expect(isValidOib(changed)).toBe(false);
      }),
    );
  });
});
