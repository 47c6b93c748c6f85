import { describe, expect, it } from 'vitest';
import { CONTRACT_TEXTS_IN_CROATIAN, contractTextInCroatian } from './messagesInCroatian.ts';

/** Letters English has and Croatian text never needs; a Croatian text with an English word in it is likely half-translated. */
const ENGLISH_WORDS = /\b(the|please|your|is|not|and|or|of|you|try|again)\b/i;

describe('every text of the contracts a shopper can be answered with', () => {
  it('has Croatian of its own, in sentence form and without English words left in it', () => {
    for (const [english, croatian] of CONTRACT_TEXTS_IN_CROATIAN) {
      expect(croatian.trim(), english).not.toBe('');
      expect(croatian, english).not.toBe(english);
      expect(croatian, english).not.toMatch(/\s{2}|^\s|\s$/);
      expect(croatian.replace(/\b(priceMax|priceMin|JSON|application\/json)\b/g, ''), english).not.toMatch(ENGLISH_WORDS);
      // The sentence ends as the English one does: a field's label without a stop, a sentence with one.
      expect(/[.!?]$/.test(croatian), english).toBe(/[.!?]$/.test(english));
    }
  });

  it('says the same in Croatian wherever the same English is written', () => {
    const seen = new Map<string, string>();
    for (const [english, croatian] of CONTRACT_TEXTS_IN_CROATIAN) {
      expect(croatian, english).toBe(seen.get(english) ?? croatian);
      seen.set(english, croatian);
    }
  });
});

describe('texts with a value in them', () => {
  it.each([
    ['At most 1 characters.', 'Najviše 1 znak.'],
    ['At most 4 characters.', 'Najviše 4 znaka.'],
    ['At most 200 characters.', 'Najviše 200 znakova.'],
    ['At most 21 characters.', 'Najviše 21 znak.'],
    ['At most 99 of one size.', 'Najviše 99 komada iste veličine.'],
    [
      'Thank you! We will email you when size M is back in stock.',
      'Hvala! Javit ćemo Vam e-poštom kada veličina M ponovno bude na zalihi.',
    ],
    [
      'Thank you! We will email you when size One size is back in stock.',
      'Hvala! Javit ćemo Vam e-poštom kada proizvod ponovno bude na zalihi.',
    ],
    [
      'Thank you! We will email you when size 5/6y is back in stock.',
      'Hvala! Javit ćemo Vam e-poštom kada veličina 5/6 god. ponovno bude na zalihi.',
    ],
    ['start cannot be negative.', 'start ne smije biti negativan.'],
  ])('%s', (english, croatian) => {
    expect(contractTextInCroatian(english)).toBe(croatian);
  });

  it('leaves a text alone when a part of it has no Croatian, rather than half-translate it', () => {
    expect(contractTextInCroatian('At most many characters.')).toBeUndefined();
    expect(contractTextInCroatian('Thank you! We will email you when the shelf is back.')).toBeUndefined();
  });
});
