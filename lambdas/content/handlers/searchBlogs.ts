import { BlogSearchRequest } from '@shop/shared/contract/content';
import { httpRoute } from '../../platform/http.ts';
import { searchBlogs } from '../blog.ts';

/** POST /api/blogs/search */
export const handler = httpRoute({ body: BlogSearchRequest }, ({ body }) => searchBlogs(body));
