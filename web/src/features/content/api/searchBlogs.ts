import type { Paged } from '@shop/shared/contract/common';
import { PAGE_SIZE } from '@shop/shared/contract/common';
import type { BlogSearchRequest, BlogSummary } from '@shop/shared/contract/content';
import useSWRInfinite from 'swr/infinite';
import { request } from '../../../platform/http.ts';

const SEARCH_PATH = '/api/blogs/search';

/** One page of the blog list; `start` is the page index (SPEC §4 Listings). */
export const blogSearchKey = (start: number) => [SEARCH_PATH, { start, size: PAGE_SIZE } satisfies BlogSearchRequest] as const;

export const fetchBlogSearch = ([path, body]: ReturnType<typeof blogSearchKey>): Promise<Paged<BlogSummary>> =>
  request<Paged<BlogSummary>>(path, { method: 'POST', body });

/** The blog list paged by 10: Load More appends the next page while the total exceeds what is loaded. */
export function useBlogList() {
  const pages = useSWRInfinite(
    (index, previous: Paged<BlogSummary> | null) => {
      if (previous && index * PAGE_SIZE >= previous.total) return null;
      return blogSearchKey(index);
    },
    fetchBlogSearch,
    { revalidateFirstPage: false },
  );
  const posts = pages.data?.flatMap((page) => page.data) ?? [];
  const total = pages.data?.[0]?.total ?? 0;
  const waitingForPage = pages.size > 0 && pages.data?.[pages.size - 1] === undefined;
  return {
    posts,
    settled: pages.data !== undefined || pages.error !== undefined,
    loading: !pages.error && waitingForPage,
    hasMore: total > posts.length,
    loadMore: () => void pages.setSize(pages.size + 1),
  };
}
