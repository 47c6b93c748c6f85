import { REVIEW_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/reviews';
import { ReviewSearchRequest } from '@shop/shared/contract/reviews';
import { httpRoute } from '../../platform/http.ts';
import { dynamoReviewReader } from '../dynamoReviewReader.ts';
import { searchReviews } from '../reviews.ts';

/** POST /api/reviews/search */
export const handler = httpRoute({ body: ReviewSearchRequest, croatian: REVIEW_TEXTS_IN_CROATIAN }, ({ body }) =>
  searchReviews(body, dynamoReviewReader),
);
