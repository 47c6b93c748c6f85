import { Link } from 'react-router-dom';
import { formatDate } from '../../../i18n/format.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { LoadMore } from '../../../ui/LoadMore.tsx';
import { useSession } from '../../account/session.ts';
import type { useReviews } from '../api/searchReviews.ts';
import { SectionFailed } from '../../../ui/SectionState.tsx';
import { REVIEWS_ANCHOR } from './ProductRating.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import { Stars } from './Stars.tsx';

/**
 * The product's reviews, newest first, 5 at a time, each with the name the shop gives its writer
 * and a 'Verified purchase' mark when they bought it; the form for customers, a sign-in link for visitors.
 * The page reads the reviews (`useReviews`), as its rating under the name averages them too.
 */
export function ProductReviews({ productId, reviews }: { productId: string; reviews: ReturnType<typeof useReviews> }) {
  const { loggedIn } = useSession();
  const language = useLanguage();
  const catalog = useMessages('catalog');
  const t = catalog.reviews;
  return (
    <section className="reviews" aria-labelledby={REVIEWS_ANCHOR}>
      <h2 id={REVIEWS_ANCHOR} className="section-title">
        {t.title}
        {reviews.total > 0 ? <span className="reviews__count"> ({reviews.total})</span> : null}
      </h2>
      <div className="reviews__layout">
        <div>
          {reviews.failed ? (
            <SectionFailed what={catalog.failedToLoad.reviews} onRetry={() => void reviews.reload()} />
          ) : reviews.settled && reviews.reviews.length === 0 ? (
            <p className="reviews__none">{t.none}</p>
          ) : null}
          <ul className="reviews__list">
            {reviews.reviews.map((review) => (
              <li key={review.id} className="review">
                <Stars stars={review.stars} label={t.stars(review.stars)} />
                {review.description ? <p className="review__text">{review.description}</p> : null}
                <p className="review__meta">
                  {review.meta.createdBy}
                  {review.verifiedPurchase ? <span className="review__verified"> · {t.verifiedPurchase}</span> : null} ·{' '}
                  <time dateTime={review.meta.createdAt}>{formatDate(language, review.meta.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
          <LoadMore visible={reviews.hasMore} loading={reviews.loading} onLoadMore={reviews.loadMore} words={catalog.listing} />
        </div>
        <div className="reviews__write">
          {loggedIn ? (
            <ReviewForm productId={productId} onAdded={reviews.reload} />
          ) : (
            <Link to="/login" className="button button--secondary">
              {t.signIn}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
