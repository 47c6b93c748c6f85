import { REVIEW_MESSAGES } from '@shop/shared/contract/reviewMessages';
import { Link } from 'react-router-dom';
import { useSession } from '../../account/session.ts';
import type { useReviews } from '../api/searchReviews.ts';
import { SectionFailed } from '../../../ui/SectionState.tsx';
import { LoadMore } from './LoadMore.tsx';
import { REVIEWS_ANCHOR } from './ProductRating.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { Stars } from './Stars.tsx';

const reviewDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The product's reviews, newest first, 5 at a time, each with the name the shop gives its writer
 * and a 'Verified purchase' mark when they bought it; the form for customers, a sign-in link for visitors.
 * The page reads the reviews (`useReviews`), as its rating under the name averages them too.
 */
export function ProductReviews({ productId, reviews }: { productId: string; reviews: ReturnType<typeof useReviews> }) {
  const { loggedIn } = useSession();
  return (
    <section className="reviews" aria-labelledby={REVIEWS_ANCHOR}>
      <h2 id={REVIEWS_ANCHOR} className="section-title">
        Reviews{reviews.total > 0 ? <span className="reviews__count"> ({reviews.total})</span> : null}
      </h2>
      <div className="reviews__layout">
        <div>
          {reviews.failed ? (
            <SectionFailed what="the reviews" onRetry={() => void reviews.reload()} />
          ) : reviews.settled && reviews.reviews.length === 0 ? (
            <p className="reviews__none">{REVIEW_MESSAGES.none}</p>
          ) : null}
          <ul className="reviews__list">
            {reviews.reviews.map((review) => (
              <li key={review.id} className="review">
                <Stars stars={review.stars} />
                {review.description ? <p className="review__text">{review.description}</p> : null}
                <p className="review__meta">
                  {review.meta.createdBy}
                  {review.verifiedPurchase ? <span className="review__verified"> · {REVIEW_MESSAGES.verifiedPurchase}</span> : null} ·{' '}
                  <time dateTime={review.meta.createdAt}>{reviewDate(review.meta.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
          <LoadMore visible={reviews.hasMore} loading={reviews.loading} onLoadMore={reviews.loadMore} />
        </div>
        <div className="reviews__write">
          {loggedIn ? (
            <ReviewForm productId={productId} onAdded={reviews.reload} />
          ) : (
            <Link to="/login" className="button button--secondary">
              {REVIEW_MESSAGES.signIn}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
