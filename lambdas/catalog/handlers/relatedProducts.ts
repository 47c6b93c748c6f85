import { IdParams } from '@shop/shared/contract/common';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { relatedProducts } from '../relatedProducts.ts';

/** GET /api/products/{id}/getRandomRelatedProducts, in the shopper's language. */
export const handler = httpRoute({ params: IdParams }, ({ params, event }) => relatedProducts(params.id, requestLanguage(event)));
