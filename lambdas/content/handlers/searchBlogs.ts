import { CONTENT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/content';
import { BlogSearchRequest } from '@shop/shared/contract/content';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { searchBlogs } from '../blog.ts';
import { dynamoBlogReader } from '../dynamoContentReader.ts';

/** POST /api/blogs/search, in the reader's language. */
export const handler = httpRoute({ body: BlogSearchRequest, croatian: CONTENT_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  searchBlogs(body, requestLanguage(event), dynamoBlogReader),
);
