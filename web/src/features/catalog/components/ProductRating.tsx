import type { Rating } from '@shop/shared/contract/pages';
import { averageOf, useRating } from '../api/productRating.ts';
import type { useReviews } from '../api/searchReviews.ts';
import { Stars } from './Stars.tsx';

/** Where the rating leads: the reviews' heading (ProductReviews). */
export const REVIEWS_ANCHOR = 'reviews-title';

const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * The product's average stars and number of reviews under its name, leading to the reviews.
 * When the first page of reviews holds them all, they are averaged here; otherwise all are read.
 */
export function ProductRating({ productId, reviews }: { productId: string; reviews: ReturnType<typeof useReviews> }) {
  const complete = reviews.settled && reviews.reviews.length >= reviews.total;
  const known: Rating | undefined = complete
    ? { average: averageOf(reviews.reviews.map((review) => review.stars)), count: reviews.total }
    : undefined;
  const { data: read } = useRating(productId, reviews.settled && !complete);
  const rating = known ?? read;
  // The line keeps its height while the reviews load, so nothing below it moves.
  return (
    <p className="product__rating">
      {!rating ? null : rating.count === 0 ? (
        <a href={`#${REVIEWS_ANCHOR}`} className="product__rating-link product__rating-link--none">
          No reviews yet
        </a>
      ) : (
        <a href={`#${REVIEWS_ANCHOR}`} className="product__rating-link">
          <Stars stars={rating.average} label={`Rated ${rating.average.toFixed(1)} out of 5`} />
          <span aria-hidden="true">{rating.average.toFixed(1)}</span>
          <span>({reviewCount(rating.count)})</span>
        </a>
      )}
    </p>
  );
}
