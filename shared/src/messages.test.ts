import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from './contract/reviewMessages.ts';
import { REVIEW_MESSAGES_IN_CROATIAN } from './contract/reviewMessagesInCroatian.ts';
import { type CatalogueIn, followedBy, isMessage, messagesOf, staffMessagesOf } from './messages.ts';

const EN = { gone: 'It is gone.', left: ({ count }: { count: number }) => `${count} left.` };
const HR: CatalogueIn<typeof EN> = { gone: 'Nema ga.', left: ({ count }) => `Preostalo: ${count}.` };

describe('an area’s messages', () => {
  it('have the code area.key and their words in each language, those with values written from them', () => {
    const said = messagesOf('shelf', { en: EN, hr: HR });
    expect(said.gone).toEqual({ code: 'shelf.gone', text: { en: 'It is gone.', hr: 'Nema ga.' } });
    expect(said.left({ count: 3 })).toEqual({ code: 'shelf.left', text: { en: '3 left.', hr: 'Preostalo: 3.' } });
    expect(isMessage(said.gone)).toBe(true);
    expect(isMessage('It is gone.')).toBe(false);
  });

  it('keep their Croatian when the English is reworded: a message is found by its key, never by its words', () => {
    const reworded = { ...REVIEW_MESSAGES, alreadyReviewed: 'This product has your review already.' };
    const said = messagesOf('reviews', { en: reworded, hr: REVIEW_MESSAGES_IN_CROATIAN });
    expect(said.alreadyReviewed).toEqual({
      code: 'reviews.alreadyReviewed',
      text: { en: 'This product has your review already.', hr: 'Već ste ocijenili ovaj proizvod.' },
    });
  });

  it('refuse a Croatian catalogue that leaves a key out, adds one, leaves one empty or writes a text where values are due', () => {
    const broken: unknown[] = [{ gone: 'Nema ga.' }, { ...HR, extra: 'Višak.' }, { ...HR, gone: '' }, { ...HR, left: 'Preostalo.' }];
    for (const hr of broken) {
      expect(() => messagesOf('shelf', { en: EN, hr: hr as CatalogueIn<typeof EN> })).toThrow(
        /^shelf: the Croatian catalogue does not match/,
      );
    }
  });

  it('of the back office say the English in every language', () => {
    expect(staffMessagesOf('desk', { taken: 'Taken already.' }).taken).toEqual({
      code: 'desk.taken',
      text: { en: 'Taken already.', hr: 'Taken already.' },
      staffOnly: true,
    });
  });

  it('can be followed by another’s words and keep their own code', () => {
    const said = messagesOf('shelf', { en: EN, hr: HR });
    expect(followedBy(said.gone, said.left({ count: 1 }))).toEqual({
      code: 'shelf.gone',
      text: { en: 'It is gone. 1 left.', hr: 'Nema ga. Preostalo: 1.' },
    });
  });
});
