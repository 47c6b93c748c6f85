import { ReviewSearchRequest } from '@shop/shared/contract/reviews';
import { httpRoute } from '../../platform/http.ts';
import { dynamoReviewReader } from '../dynamoReviewReader.ts';
import { searchReviews } from '../reviews.ts';

/** POST /api/reviews/search */
export const handler = httpRoute({ body: ReviewSearchRequest }, ({ body }) => searchReviews(body, dynamoReviewReader));
