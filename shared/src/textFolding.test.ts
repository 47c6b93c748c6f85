import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './textFolding.ts';

const croatianLetters = [...'abcčćdđefghijklmnoprsštuvzžABCČĆDĐEFGHIJKLMNOPRSŠTUVZŽ -'];
const croatianText = fc.array(fc.constantFrom(...croatianLetters), { maxLength: 40 }).map((letters) => letters.join(''));

describe('foldText', () => {
  it('forgives letter case and Croatian diacritics', () => {
    expect(foldText('Češalj')).toBe('cesalj');
    expect(foldText('ĐURĐA Šal')).toBe('durda sal');
    expect(foldText('Žuti ćilim')).toBe('zuti cilim');
    expect(foldText('Naïve Crème')).toBe('naive creme');
  });

  it('is idempotent on any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => foldText(foldText(text)) === foldText(text)));
    fc.assert(fc.property(croatianText, (text) => foldText(foldText(text)) === foldText(text)));
  });

  it('leaves no upper case letter and no combining mark in Croatian text', () => {
    fc.assert(
      fc.property(croatianText, (text) => {
        const folded = foldText(text);
        return folded === folded.toLowerCase() && !/\p{M}|[čćđšž]/u.test(folded) && folded.length === text.length;
      }),
    );
  });
});
