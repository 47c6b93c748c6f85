import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ANNOUNCEMENT_MESSAGES as M, AnnouncementSave, announcesPriceReduction, isShopPageLink } from './announcement.ts';

const bar = { shown: true, en: 'Free shipping over 60 €', hr: 'Besplatna dostava iznad 60 €', link: '/collection/summer-linen' };

/** Field → first message, as the API answers a refused body. */
function refusal(body: unknown): Record<string, string> {
  const parsed = z.safeParse(AnnouncementSave, body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || '(body)'] ??= issue.message;
  return errors;
}

describe('the announcement bar the desk saves', () => {
  it('takes a shown bar with both texts and a link to a page of the shop, trimmed', () => {
    expect(AnnouncementSave.parse({ ...bar, en: '  Free shipping over 60 €  ', link: ' /search?q=linen ' })).toEqual({
      ...bar,
      link: '/search?q=linen',
    });
    expect(AnnouncementSave.parse({ ...bar, link: '' }).link).toBe('');
  });

  it('needs both texts while the bar is shown, and neither when it is off', () => {
    expect(refusal({ ...bar, hr: '  ' })).toEqual({ hr: M.textRequired });
    expect(refusal({ ...bar, en: '', hr: '' })).toEqual({ en: M.textRequired, hr: M.textRequired });
    expect(refusal({ shown: false, en: '', hr: '', link: '' })).toEqual({});
  });

  it('refuses a text longer than one line, line breaks and HTML', () => {
    expect(refusal({ ...bar, en: 'x'.repeat(121) })).toEqual({ en: M.tooLong });
    expect(refusal({ ...bar, en: 'x'.repeat(120) })).toEqual({});
    expect(refusal({ ...bar, hr: 'Dvije\nlinije' })).toEqual({ hr: M.plainText });
    expect(refusal({ ...bar, en: 'Sale <b>now</b>' })).toEqual({ en: M.plainText });
    expect(refusal({ ...bar, en: 'Kids 2 < 5 years: -10 %' })).toEqual({});
  });

  it('links only to a page of the shop, written without /hr', () => {
    expect(refusal({ ...bar, link: 'https://elsewhere.example/sale' })).toEqual({ link: M.linkNotShop });
    expect(refusal({ ...bar, link: '//elsewhere.example' })).toEqual({ link: M.linkNotShop });
    expect(refusal({ ...bar, link: 'javascript:alert(1)' })).toEqual({ link: M.linkNotShop });
    expect(refusal({ ...bar, link: '/no-such-page' })).toEqual({ link: M.linkNotShop });
    expect(refusal({ ...bar, link: '/admin/orders' })).toEqual({ link: M.linkNotShop });
    expect(refusal({ ...bar, link: '/hr/collection/summer-linen' })).toEqual({ link: M.linkInCroatian });
  });

  it('knows a page of the shop from anything else', () => {
    for (const link of ['/', '/category/kids-tops', '/collection/summer-linen', '/products/7', '/blog', '/size-guide', '/search?q=lan'])
      expect(isShopPageLink(link), link).toBe(true);
    for (const link of ['', 'category/kids-tops', '/category/', '/category/a/b', '/search?', '/blog#top', '/a b', '/\\evil.example'])
      expect(isShopPageLink(link), link).toBe(false);
  });
});

describe('a bar that announces a price reduction', () => {
  it('is told by a percentage or the words of a sale, in either language', () => {
    for (const text of [
      '-20 % on all linen',
      'Summer sale',
      '10% off knitwear',
      'Popust na sve haljine',
      'Sniženje do nedjelje',
      'Akcija!',
    ])
      expect(announcesPriceReduction(text), text).toBe(true);
    for (const text of ['Free shipping over 60 €', 'Besplatna dostava iznad 60 €', 'New autumn collection', 'Nova jesenska kolekcija'])
      expect(announcesPriceReduction(text), text).toBe(false);
  });
});
