import { IdParams } from '@shop/shared/contract/common';
import { httpRoute } from '../../platform/http.ts';
import { relatedProducts } from '../relatedProducts.ts';

/** GET /api/products/{id}/getRandomRelatedProducts */
export const handler = httpRoute({ params: IdParams }, ({ params }) => relatedProducts(params.id));
