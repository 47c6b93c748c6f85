import type { Blog } from '@shop/shared/contract/content';
import useSWR from 'swr';
import { request } from '../../../platform/http.ts';

export const blogKey = (id: string) => `/api/blogs/${encodeURIComponent(id)}`;

export const fetchBlog = (path: string): Promise<Blog> => request<Blog>(path);

export function useBlog(id: string | undefined) {
  return useSWR(id ? blogKey(id) : null, fetchBlog);
}
