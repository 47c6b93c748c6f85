import type { Paged } from '@shop/shared/contract/common';
import type { Blog, BlogSearchRequest, BlogSummary } from '@shop/shared/contract/content';
import type { Language } from '@shop/shared/language';
import { notFound } from '../platform/errors.ts';
import { blogSummaryView, blogView } from './blogItems.ts';
import type { BlogReader } from './contentStore.ts';
import { CONTENT } from './messages.ts';

/** POST /api/blogs/search: a page of the blog list, newest first, with the total, in the reader's language. */
export async function searchBlogs(request: BlogSearchRequest, language: Language, blog: BlogReader): Promise<Paged<BlogSummary>> {
  const { entries, total } = await blog.page(request.start, request.size);
  return { data: entries.map((entry) => blogSummaryView(entry, language)), total };
}

/** GET /api/blogs/{id}, in the reader's language. */
export async function getBlog(id: string, language: Language, blog: BlogReader): Promise<Blog> {
  const post = await blog.post(id);
  if (!post) throw notFound(CONTENT.blogNotFound);
  return blogView(post, language);
}
