import { IdParams } from '@shop/shared/contract/common';
import { httpRoute } from '../../platform/http.ts';
import { getBlog } from '../blog.ts';

/** GET /api/blogs/{id} */
export const handler = httpRoute({ params: IdParams, cachedAtTheEdge: true }, ({ params }) => getBlog(params.id));
