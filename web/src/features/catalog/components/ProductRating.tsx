import type { Product } from '@shop/shared/contract/catalog';
import type { Rating } from '@shop/shared/contract/pages';
import { useMessages } from '../../../i18n/messages.ts';
import type { useReviews } from '../api/searchReviews.ts';
import { Stars } from './Stars.tsx';

/** Where the rating leads: the reviews' heading (ProductReviews). */
export const REVIEWS_ANCHOR = 'reviews-title';

const averageOf = (stars: readonly number[]) => (stars.length ? stars.reduce((sum, value) => sum + value, 0) / stars.length : 0);

/**
 * The product's average stars and number of reviews under its name, leading to the reviews.
 * The product carries them (kept by the reviews' stream, docs/decisions/037), so they are in the
 * page drawn ahead; once the page's first reviews have come and hold them all, they are averaged
 * from those, which already count a review written a moment ago.
 */
export function ProductRating({ product, reviews }: { product: Product; reviews: ReturnType<typeof useReviews> }) {
  const t = useMessages('catalog');
  const complete = reviews.settled && !reviews.failed && reviews.reviews.length >= reviews.total;
  const rating: Rating | undefined = complete
    ? { average: averageOf(reviews.reviews.map((review) => review.stars)), count: reviews.total }
    : product.ratingCount !== undefined
      ? { average: product.ratingAverage ?? 0, count: product.ratingCount }
      : undefined;
  // The line keeps its height while the reviews load, so nothing below it moves.
  return (
    <p className="product__rating">
      {!rating ? null : rating.count === 0 ? (
        <a href={`#${REVIEWS_ANCHOR}`} className="product__rating-link product__rating-link--none">
          {t.product.noReviews}
        </a>
      ) : (
        <a href={`#${REVIEWS_ANCHOR}`} className="product__rating-link">
          <Stars stars={rating.average} label={t.rated(rating.average)} />
          <span aria-hidden="true">{t.rating(rating.average)}</span>
          <span>({t.reviewCount(rating.count)})</span>
        </a>
      )}
    </p>
  );
}
