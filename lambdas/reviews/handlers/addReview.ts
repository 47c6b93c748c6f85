import { REVIEW_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/reviews';
import { IdParams } from '@shop/shared/contract/common';
import { AddReviewRequest } from '@shop/shared/contract/reviews';
import { requireCustomer } from '../../accounts/signedIn.ts';
import { systemClock } from '../../platform/clock.ts';
import { HttpResponse, httpRoute } from '../../platform/http.ts';
import { shopReviewPorts } from '../reviewAdapters.ts';
import { addReview } from '../reviews.ts';

const ports = shopReviewPorts(systemClock);

/** POST /api/products/{id}/addReview: logged-in customers only (401 otherwise). */
export const handler = httpRoute(
  { params: IdParams, body: AddReviewRequest, croatian: REVIEW_TEXTS_IN_CROATIAN },
  async ({ params, body, headers }) => {
    const customer = await requireCustomer(headers, systemClock);
    return new HttpResponse(201, await addReview(params.id, body, customer, ports));
  },
);
