import { AGE_GROUPS, type AgeGroup } from '@shop/shared/ages';
import type { NavigationByAge } from '@shop/shared/contract/catalog';
import type { BlogSummary } from '@shop/shared/contract/content';
import { foldText } from '@shop/shared/textFolding';
import type { PanelsMessages } from '../../i18n/messages/en/panels.ts';

/** What separates words: anything but letters and digits (as the product search splits names). */
const WORD_BREAK = /[^\p{L}\p{N}]+/u;

/** The words of a text as search compares them: folded (no case, no diacritics), none empty. */
export const searchWords = (text: string): string[] => foldText(text).split(WORD_BREAK).filter(Boolean);

/**
 * Whether every word of the query starts a word of the text, as the product search matches a
 * name: "lin" finds "Autumn Linen 2026", "cesta pit" finds "Česta pitanja". A query of no words
 * matches nothing.
 */
export function matchesQuery(query: readonly string[], text: string): boolean {
  if (query.length === 0) return false;
  const words = searchWords(text);
  return query.every((q) => words.some((word) => word.startsWith(q)));
}

/** How many suggestions of each kind the overlay shows at most. */
export const SUGGESTION_LIMITS = { collections: 4, categories: 3, pages: 4, posts: 3 } as const;

export interface CatalogSuggestion {
  id: string;
  name: string;
  age: AgeGroup;
}

/** The header's collections (or categories) whose name matches, in the menus' order: age group by age group. */
export function suggestFromNavigation(
  query: readonly string[],
  navigation: NavigationByAge | undefined,
  kind: 'collections' | 'categories',
): CatalogSuggestion[] {
  const found: CatalogSuggestion[] = [];
  const seen = new Set<string>();
  for (const age of AGE_GROUPS) {
    for (const item of navigation?.[age]?.[kind] ?? []) {
      if (found.length >= SUGGESTION_LIMITS[kind]) return found;
      const key = `${item.age}#${item.id}`;
      if (seen.has(key) || !matchesQuery(query, item.name)) continue;
      seen.add(key);
      found.push({ id: item.id, name: item.name, age: item.age });
    }
  }
  return found;
}

/** The published posts (as the blog list gives them, newest first) whose title matches. */
export function suggestPosts(query: readonly string[], posts: readonly BlogSummary[]): BlogSummary[] {
  return posts.filter((post) => matchesQuery(query, post.name)).slice(0, SUGGESTION_LIMITS.posts);
}

type PageTitle = keyof PanelsMessages['links'];

/**
 * The shop's information pages a search suggests: the path, the key of its title in the page's
 * language (the footer's words), and a few words it is also found by, in English and Croatian
 * alike, so a visitor finds "Dostava" by "shipping" on the Croatian site too.
 */
export const SUGGESTED_PAGES: readonly { path: string; title: PageTitle; words: string }[] = [
  { path: '/faq', title: 'faq', words: 'faq frequently asked questions help česta pitanja pomoć odgovori' },
  {
    path: '/shipping-and-delivery',
    title: 'shipping',
    words: 'shipping delivery post parcel courier pickup dostava isporuka slanje paket dostavljač preuzimanje',
  },
  { path: '/returns', title: 'returns', words: 'returns refund exchange send back povrat zamjena vraćanje' },
  { path: '/size-guide', title: 'sizeGuide', words: 'size guide sizes measurements fit chart tablica veličina veličine mjere' },
  { path: '/payments', title: 'payments', words: 'payments pay card paypal bank transfer cash plaćanje kartica uplata gotovina' },
  { path: '/contact', title: 'contact', words: 'contact form email phone whatsapp message kontakt obrazac poruka' },
  { path: '/about-us', title: 'about', words: 'about us story workshop who we are o nama priča radionica' },
  { path: '/blog', title: 'blog', words: 'blog posts stories news journal objave priče novosti' },
  { path: '/careers', title: 'careers', words: 'careers jobs work vacancies karijere posao zaposlenje' },
  { path: '/terms-and-sales-conditions', title: 'terms', words: 'terms sale conditions uvjeti prodaje' },
  { path: '/withdrawal', title: 'withdrawal', words: 'withdrawal withdraw cancel contract odustanak odustati raskid ugovora' },
  { path: '/security-and-privacy', title: 'security', words: 'security privacy sigurnost privatnost' },
  { path: '/privacy-policy', title: 'privacy', words: 'privacy policy gdpr personal data pravila privatnosti osobni podaci' },
  { path: '/terms-of-service', title: 'termsOfService', words: 'terms of service uvjeti korištenja' },
  { path: '/accessibility', title: 'accessibility', words: 'accessibility pristupačnost' },
  { path: '/ccpa', title: 'ccpa', words: 'ccpa california' },
];

/** The information pages whose title (in the page's language) or words match, as links. */
export function suggestPages(query: readonly string[], titles: PanelsMessages['links']): { path: string; title: string }[] {
  return SUGGESTED_PAGES.filter((page) => matchesQuery(query, `${titles[page.title]} ${page.words}`))
    .slice(0, SUGGESTION_LIMITS.pages)
    .map((page) => ({ path: page.path, title: titles[page.title] }));
}
