import { describe, expect, it } from 'vitest';
import { booksJoined } from '../../messageTranslation.ts';
import { ACCOUNT_TEXTS_IN_CROATIAN } from './accounts.ts';
import { CATALOG_TEXTS_IN_CROATIAN } from './catalog.ts';
import { COMMON_TEXTS_IN_CROATIAN } from './common.ts';
import { CONTENT_TEXTS_IN_CROATIAN } from './content.ts';
import { ORDER_TEXTS_IN_CROATIAN } from './orders.ts';
import { PROMOTION_TEXTS_IN_CROATIAN } from './promotions.ts';
import { REVIEW_TEXTS_IN_CROATIAN } from './reviews.ts';

const BOOKS = {
  common: COMMON_TEXTS_IN_CROATIAN,
  accounts: ACCOUNT_TEXTS_IN_CROATIAN,
  catalog: CATALOG_TEXTS_IN_CROATIAN,
  content: CONTENT_TEXTS_IN_CROATIAN,
  orders: ORDER_TEXTS_IN_CROATIAN,
  promotions: PROMOTION_TEXTS_IN_CROATIAN,
  reviews: REVIEW_TEXTS_IN_CROATIAN,
};

/** Words English has and Croatian text never needs; a Croatian text with an English word in it is likely half-translated. */
const ENGLISH_WORDS = /\b(the|please|your|is|not|and|or|of|you|try|again)\b/i;

describe('every book of the schemas’ texts in Croatian', () => {
  it.each(Object.entries(BOOKS))('%s has Croatian of its own, in sentence form and without English words left in it', (_name, book) => {
    for (const [english, croatian] of book.texts) {
      expect(croatian.trim(), english).not.toBe('');
      expect(croatian, english).not.toBe(english);
      expect(croatian, english).not.toMatch(/\s{2}|^\s|\s$/);
      expect(croatian.replace(/\b(priceMax|priceMin|JSON|application\/json)\b/g, ''), english).not.toMatch(ENGLISH_WORDS);
      // The sentence ends as the English one does: a field's label without a stop, a sentence with one.
      expect(/[.!?]$/.test(croatian), english).toBe(/[.!?]$/.test(english));
    }
  });

  it('says the same in Croatian wherever the same English is written, in any book', () => {
    const seen = new Map<string, string>();
    for (const book of Object.values(BOOKS)) {
      for (const [english, croatian] of book.texts) {
        expect(croatian, english).toBe(seen.get(english) ?? croatian);
        seen.set(english, croatian);
      }
    }
  });
});

describe('texts with a value in them', () => {
  const every = booksJoined(...Object.values(BOOKS));

  it.each([
    ['At most 1 characters.', 'Najviše 1 znak.'],
    ['At most 4 characters.', 'Najviše 4 znaka.'],
    ['At most 200 characters.', 'Najviše 200 znakova.'],
    ['At most 21 characters.', 'Najviše 21 znak.'],
    ['At most 99 of one size.', 'Najviše 99 komada iste veličine.'],
    ['At most 3 sizes.', 'Najviše 3 veličine.'],
    ['At most 100 product ids.', 'Najviše 100 oznaka proizvoda.'],
    ['At most 20 children.', 'Najviše 20 djece.'],
    ['start cannot be negative.', 'start ne smije biti negativan.'],
    ['sort is one of new, price.', 'sort mora biti jedno od: new, price.'],
  ])('%s', (english, croatian) => {
    expect(every.croatianOf(english)).toBe(croatian);
  });

  it('leaves a text alone when a part of it has no Croatian, rather than half-translate it', () => {
    expect(every.croatianOf('At most many characters.')).toBeUndefined();
    expect(every.croatianOf('At most 3 shelves.')).toBeUndefined();
  });

  it('keeps each area’s texts in its own book: a catalog route cannot say an order’s', () => {
    const catalog = booksJoined(CATALOG_TEXTS_IN_CROATIAN, COMMON_TEXTS_IN_CROATIAN);
    expect(catalog.croatianOf('Please enter your city.')).toBeUndefined();
    expect(booksJoined(ORDER_TEXTS_IN_CROATIAN, COMMON_TEXTS_IN_CROATIAN).croatianOf('Please enter your city.')).toBe('Unesite grad.');
  });
});
