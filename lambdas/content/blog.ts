import type { Paged } from '@shop/shared/contract/common';
import { type Blog, type BlogSearchRequest, type BlogSummary, CONTENT_MESSAGES } from '@shop/shared/contract/content';
import { notFound } from '../platform/errors.ts';
import { blogSummaryView, blogView } from './blogItems.ts';
import { getBlogPage, getBlogPost } from './blogStore.ts';

/** POST /api/blogs/search: a page of the blog list, newest first, with the total. */
export async function searchBlogs(request: BlogSearchRequest): Promise<Paged<BlogSummary>> {
  const { entries, total } = await getBlogPage(request.start, request.size);
  return { data: entries.map(blogSummaryView), total };
}

/** GET /api/blogs/{id} */
export async function getBlog(id: string): Promise<Blog> {
  const post = await getBlogPost(id);
  if (!post) throw notFound(CONTENT_MESSAGES.blogNotFound);
  return blogView(post);
}
