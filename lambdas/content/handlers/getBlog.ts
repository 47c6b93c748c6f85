import { IdParams } from '@shop/shared/contract/common';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { getBlog } from '../blog.ts';
import { dynamoBlogReader } from '../dynamoContentReader.ts';

/** GET /api/blogs/{id}, in the reader's language. */
export const handler = httpRoute({ params: IdParams, cachedAtTheEdge: true }, ({ params, event }) =>
  getBlog(params.id, requestLanguage(event), dynamoBlogReader),
);
