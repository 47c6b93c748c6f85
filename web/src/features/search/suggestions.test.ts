import type { NavigationByAge } from '@shop/shared/contract/catalog';
import type { BlogSummary } from '@shop/shared/contract/content';
import fc from 'fast-check';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../../i18n/language.ts';
import { panels as englishPanels } from '../../i18n/messages/en/panels.ts';
import { panels as croatianPanels } from '../../i18n/messages/hr/panels.ts';
import { SuggestionLists } from './SearchSuggestions.tsx';
import { SUGGESTION_LIMITS, matchesQuery, searchWords, suggestFromNavigation, suggestPages, suggestPosts } from './suggestions.ts';

/** A letter as a shopper may type it: upper case, or without its diacritic (č → c, đ → d). */
const PLAIN: Record<string, string> = { č: 'c', ć: 'c', đ: 'd', š: 's', ž: 'z', Č: 'C', Ć: 'C', Đ: 'D', Š: 'S', Ž: 'Z' };
const letter = fc.constantFrom(...'abcdefghijklmnoprstuvzčćđšž'.split(''));
const word = fc.string({ unit: letter, minLength: 1, maxLength: 8 });
const sloppy = (text: string, how: readonly number[]) =>
  [...text]
    .map((ch, i) => {
      const way = how[i % how.length] ?? 0;
      const plain = PLAIN[ch] ?? ch;
      return way === 1 ? ch.toUpperCase() : way === 2 ? plain : way === 3 ? plain.toUpperCase() : ch;
    })
    .join('');
const ways = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 6 });

const navigation: NavigationByAge = {
  ADULT: {
    categories: [
      { id: 'adult-dresses', name: 'Dresses', description: '', sortNo: 1, age: 'ADULT' },
      { id: 'adult-trousers', name: 'Trousers & Skirts', description: '', sortNo: 2, age: 'ADULT' },
    ],
    collections: [
      { id: 'autumn-linen-2026', name: 'Autumn Linen 2026', description: '', image: 'a.svg', age: 'ADULT' },
      { id: 'adriatic-summer', name: 'Adriatic Summer', description: '', image: 'b.svg', age: 'ADULT' },
    ],
  },
  KID: {
    categories: [{ id: 'kid-dresses', name: 'Dresses', description: '', sortNo: 1, age: 'KID' }],
    collections: [{ id: 'school-linen', name: 'Školski lan i Linen', description: '', image: 'c.svg', age: 'KID' }],
  },
};

const post = (id: string, name: string): BlogSummary => ({
  id,
  name,
  shortDescription: '',
  mainImage: 'blog/x.svg',
  meta: { createdAt: '2026-02-16T09:00:00.000Z' },
});
const posts = [
  post('the-meaning-of-tkanica', 'What “Tkanica” Means'),
  post('caring-for-linen', 'How to Care for Linen So It Lasts for Decades'),
  post('washing-wool', 'Washing Wool by Hand, Step by Step'),
];

describe('what a query matches, as the product search matches names', () => {
  it('finds a text by the start of any of its words, whatever the case and the Croatian diacritics typed', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.integer({ min: 1, max: 8 }),
        ways,
        (words, pick, length, how) => {
          const text = words.join(' ');
          const target = words[pick % words.length] ?? '';
          const typed = sloppy(target.slice(0, length), how);
          expect(matchesQuery(searchWords(typed), text)).toBe(true);
          // The text's own case and diacritics do not matter either.
          expect(matchesQuery(searchWords(target.slice(0, length)), sloppy(text, how))).toBe(true);
        },
      ),
    );
  });

  it('answers the same for any query typed with other case or without diacritics', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), word, ways, fc.array(word, { maxLength: 4 }), (query, withQuery, shared, how, words) => {
        // Half the time only words the text has, so both answers are often a match.
        const text = `${words.join(' ')} ${shared}`;
        const typed = withQuery ? `${query} ${shared}` : shared;
        expect(matchesQuery(searchWords(sloppy(typed, how)), text)).toBe(matchesQuery(searchWords(typed), text));
      }),
    );
  });

  it('needs every word of the query: one word found nowhere in the text is no match', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const text = words.join(' ');
        expect(matchesQuery(searchWords(`${words[0]} qqxw`), text)).toBe(false);
      }),
    );
    expect(matchesQuery([], 'Autumn Linen 2026')).toBe(false);
    expect(matchesQuery(searchWords('inen'), 'Autumn Linen 2026')).toBe(false);
  });
});

describe('the suggestions', () => {
  it('finds the collections whose name matches with their age group, in the menus’ order', () => {
    expect(suggestFromNavigation(searchWords('LINEN'), navigation, 'collections')).toEqual([
      { id: 'autumn-linen-2026', name: 'Autumn Linen 2026', age: 'ADULT' },
      { id: 'school-linen', name: 'Školski lan i Linen', age: 'KID' },
    ]);
    expect(suggestFromNavigation(searchWords('skolski'), navigation, 'collections').map((c) => c.id)).toEqual(['school-linen']);
    expect(suggestFromNavigation(searchWords('dress'), navigation, 'categories')).toEqual([
      { id: 'adult-dresses', name: 'Dresses', age: 'ADULT' },
      { id: 'kid-dresses', name: 'Dresses', age: 'KID' },
    ]);
    expect(suggestFromNavigation(searchWords('linen'), undefined, 'collections')).toEqual([]);
  });

  it('finds the blog posts whose title matches', () => {
    expect(suggestPosts(searchWords('linen'), posts).map((p) => p.id)).toEqual(['caring-for-linen']);
    expect(suggestPosts(searchWords('tkanica'), posts).map((p) => p.id)).toEqual(['the-meaning-of-tkanica']);
  });

  it('finds the information pages by their title in the page’s language or by a few words in either language', () => {
    expect(suggestPages(searchWords('faq'), englishPanels.links)).toEqual([{ path: '/faq', title: 'FAQ' }]);
    expect(suggestPages(searchWords('faq'), croatianPanels.links)).toEqual([{ path: '/faq', title: 'Česta pitanja' }]);
    expect(suggestPages(searchWords('CESTA pit'), croatianPanels.links)).toEqual([{ path: '/faq', title: 'Česta pitanja' }]);
    expect(suggestPages(searchWords('dostava'), englishPanels.links)).toEqual([
      { path: '/shipping-and-delivery', title: 'Shipping and delivery' },
    ]);
    expect(suggestPages(searchWords('velicina'), croatianPanels.links)).toEqual([{ path: '/size-guide', title: 'Tablica veličina' }]);
    expect(suggestPages(searchWords('linen'), englishPanels.links)).toEqual([]);
  });

  it('never lists more than its limit of each kind, each one a match', () => {
    const many: NavigationByAge = {
      ADULT: { categories: [], collections: Array.from({ length: 9 }, (_, i) => ({ ...navigation.ADULT!.collections[0]!, id: `c${i}` })) },
    };
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (query) => {
        const words = searchWords(query);
        const pages = suggestPages(words, englishPanels.links);
        expect(pages.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.pages);
        for (const page of pages) expect(page.title.length).toBeGreaterThan(0);
        const found = suggestFromNavigation(words, many, 'collections');
        expect(found.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.collections);
        for (const c of found) expect(matchesQuery(words, c.name)).toBe(true);
        const found2 = suggestPosts(words, [...posts, ...posts, ...posts]);
        expect(found2.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.posts);
      }),
    );
    expect(suggestFromNavigation(searchWords('autumn'), many, 'collections')).toHaveLength(SUGGESTION_LIMITS.collections);
  });
});

/** The lists as a shopper's browser gets them: headings, then links. */
async function shown(language: 'en' | 'hr', term: string): Promise<string> {
  const { prelude } = await prerender(
    createElement(
      LanguageContext.Provider,
      { value: language },
      createElement(MemoryRouter, null, createElement(SuggestionLists, { term, navigation, posts })),
    ),
  );
  return new Response(prelude).text();
}

const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => `${m[1]} ${m[2]?.replace(/<[^>]+>/g, '')}`);

describe('the suggestion lists in the overlay', () => {
  it("'linen' shows the collections with their age group and the linen care post as links under headings", async () => {
    const html = await shown('en', 'linen');
    expect(headings(html)).toEqual(['Collections', 'Blog posts']);
    expect(links(html)).toEqual([
      '/collection/autumn-linen-2026 Autumn Linen 2026 · Adult',
      '/collection/school-linen Školski lan i Linen · Kids',
      '/blog/caring-for-linen How to Care for Linen So It Lasts for Decades',
    ]);
  });

  it("'faq' shows the FAQ page, in Croatian under Croatian headings", async () => {
    expect(links(await shown('en', 'faq'))).toEqual(['/faq FAQ']);
    const html = await shown('hr', 'faq');
    expect(headings(html)).toEqual(['Stranice']);
    expect(links(html)).toEqual(['/faq Česta pitanja']);
  });

  it('shows nothing when nothing matches', async () => {
    expect(await shown('en', 'qqxw')).toBe('');
  });
});
