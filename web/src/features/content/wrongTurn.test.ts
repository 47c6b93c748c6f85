import { describe, expect, it } from 'vitest';
import { wrongTurnBack } from './wrongTurn.ts';

const SHOP = 'https://tkanica.hr';

describe('"Go Back" on the wrong-turn page', () => {
  it('goes home when the shopper arrived from another site, which history.back would return to', () => {
    expect(wrongTurnBack({ state: { idx: 0 }, referrer: 'https://www.google.com/', origin: SHOP, length: 2 })).toBe('home');
  });

  it('goes home when the page is the first of the tab or the address was typed (no referrer)', () => {
    expect(wrongTurnBack({ state: null, referrer: '', origin: SHOP, length: 1 })).toBe('home');
    expect(wrongTurnBack({ state: { idx: 0 }, referrer: '', origin: SHOP, length: 5 })).toBe('home');
  });

  it('goes home when a link of the shop opened it in a new tab: there is nothing to go back to', () => {
    expect(wrongTurnBack({ state: null, referrer: `${SHOP}/faq`, origin: SHOP, length: 1 })).toBe('home');
  });

  it('goes back after a move inside the shop, or when a link on one of its pages opened it in the same tab', () => {
    expect(wrongTurnBack({ state: { idx: 2, key: 'k' }, referrer: '', origin: SHOP, length: 3 })).toBe('back');
    expect(wrongTurnBack({ state: { idx: 0 }, referrer: `${SHOP}/hr/faq`, origin: SHOP, length: 2 })).toBe('back');
  });

  it('takes a referrer that is no address, or another site on the same name, for another site', () => {
    expect(wrongTurnBack({ state: null, referrer: 'not an address', origin: SHOP, length: 2 })).toBe('home');
    expect(wrongTurnBack({ state: null, referrer: 'https://tkanica.hr.evil.example/faq', origin: SHOP, length: 2 })).toBe('home');
  });
});
