import { useId } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { PAGE_SIZE } from '@shop/shared/contract/common';
import type { BlogSummary } from '@shop/shared/contract/content';
import type { NavigationByAge } from '@shop/shared/contract/catalog';
import { useMessages } from '../../i18n/messages.ts';
import { ONCE_PER_VISIT, fetchNavigation, navigationKey } from '../catalog/api/getNavigation.ts';
import { blogSearchKey, fetchBlogSearch } from '../content/api/searchBlogs.ts';
import { searchWords, suggestFromNavigation, suggestPages, suggestPosts } from './suggestions.ts';

interface SuggestionLink {
  to: string;
  label: string;
  detail?: string;
}

/** A heading and its links; nothing when no link matched. */
function SuggestionList({ title, links }: { title: string; links: readonly SuggestionLink[] }) {
  const id = useId();
  if (links.length === 0) return null;
  return (
    <section className="search-suggestions__group" aria-labelledby={id}>
      <h2 id={id} className="search-suggestions__title">
        {title}
      </h2>
      <ul className="search-suggestions__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="search-suggestions__link">
              {link.label}
              {link.detail && <span className="search-suggestions__detail"> · {link.detail}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface SuggestionSources {
  navigation: NavigationByAge | undefined;
  posts: readonly BlogSummary[];
}

/**
 * The collections, categories, information pages and blog posts whose names match what was
 * typed, as lists of links under headings, drawn from what is given: pages from the texts
 * already loaded, the rest from the header's menus and the blog list as far as they arrived.
 */
export function SuggestionLists({ term, navigation, posts }: { term: string } & SuggestionSources) {
  const t = useMessages('panels');
  const ages = useMessages('shop').menu.ages;
  const query = searchWords(term);
  const collections = suggestFromNavigation(query, navigation, 'collections');
  const categories = suggestFromNavigation(query, navigation, 'categories');
  const pages = suggestPages(query, t.links);
  const found = suggestPosts(query, posts);
  if (collections.length + categories.length + pages.length + found.length === 0) return null;
  return (
    <div className="search-suggestions">
      <SuggestionList
        title={t.search.collections}
        links={collections.map((c) => ({ to: `/collection/${encodeURIComponent(c.id)}`, label: c.name, detail: ages[c.age] }))}
      />
      <SuggestionList
        title={t.search.categories}
        links={categories.map((c) => ({ to: `/category/${encodeURIComponent(c.id)}`, label: c.name, detail: ages[c.age] }))}
      />
      <SuggestionList title={t.search.pages} links={pages.map((page) => ({ to: page.path, label: page.title }))} />
      <SuggestionList
        title={t.search.posts}
        links={found.map((post) => ({ to: `/blog/${encodeURIComponent(post.id)}`, label: post.name }))}
      />
    </div>
  );
}

/**
 * The suggestions beside the products: the header's menus come from SWR's cache when a menu
 * already fetched them (fetched once otherwise), the posts from the blog list's first two pages
 * (its 20 newest posts), under the keys the blog page fetches them by. Neither failing hides the
 * other suggestions or the products.
 */
export function SearchSuggestions({ term }: { term: string }) {
  const navigation = useSWR(navigationKey, fetchNavigation, ONCE_PER_VISIT);
  const first = useSWR(blogSearchKey(0), fetchBlogSearch, ONCE_PER_VISIT);
  const second = useSWR((first.data?.total ?? 0) > PAGE_SIZE ? blogSearchKey(1) : null, fetchBlogSearch, ONCE_PER_VISIT);
  const posts = [...(first.data?.data ?? []), ...(second.data?.data ?? [])];
  return <SuggestionLists term={term} navigation={navigation.data} posts={posts} />;
}
