import type { AdminReviewList, AdminReviewRow } from '@shop/shared/contract/adminReviews';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { adminRequest, useAdmin } from '../api/adminRequest.ts';
import { utcTime } from '../adminTime.ts';

const NONE: Refusal = { errors: {} };

/** Staff: the latest reviews (or one product's), each hidden with a reason or shown again; the reasons stay with the review. */
export function ReviewsPage() {
  const [productId, setProductId] = useState('');
  const { data, mutate } = useAdmin<AdminReviewList>(`/api/admin/reviews${productId ? `?productId=${encodeURIComponent(productId)}` : ''}`);
  const [outcome, setOutcome] = useState<{ done?: string; refusal: Refusal }>({ refusal: NONE });
  const [reasonErrors, setReasonErrors] = useState<Record<string, string>>({});

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProductId(String(new FormData(event.currentTarget).get('productId') ?? '').trim());
  };
  const moderate = async (event: FormEvent<HTMLFormElement>, review: AdminReviewRow) => {
    event.preventDefault();
    const key = `${review.productId}/${review.position}`;
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    const verb = review.hidden ? 'show' : 'hide';
    setOutcome({ refusal: NONE });
    setReasonErrors({});
    try {
      await adminRequest(`/api/admin/reviews/${verb}`, { body: { productId: review.productId, position: review.position, reason } });
      setOutcome({
        done:
          verb === 'hide'
            ? `The review by ${review.createdBy} is hidden from the shop.`
            : `The review by ${review.createdBy} is shown again.`,
        refusal: NONE,
      });
      await mutate();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.errors.reason) setReasonErrors({ [key]: refusal.errors.reason });
      setOutcome({ refusal });
    }
  };

  return (
    <section aria-labelledby="admin-reviews">
      <title>Reviews | Back office</title>
      <h1 id="admin-reviews">Reviews</h1>
      <form className="admin__search" onSubmit={filter} aria-label="Reviews of one product">
        <label htmlFor="admin-review-product">Product id (empty: the latest of every product)</label>
        <input id="admin-review-product" name="productId" defaultValue={productId} />
        <button type="submit" className="admin__button">
          Show
        </button>
      </form>
      <Outcome done={outcome.done} refusal={outcome.refusal} />
      {data ? (
        data.data.length === 0 ? (
          <p>There are no reviews here.</p>
        ) : (
          <ul className="admin__cards">
            {data.data.map((review) => {
              const key = `${review.productId}/${review.position}`;
              const fieldId = `admin-reason-${review.productId}-${review.position}`;
              return (
                <li key={key} className="admin__card">
                  <article aria-labelledby={`${fieldId}-title`}>
                    <h2 id={`${fieldId}-title`}>
                      {review.stars} of 5 by {review.createdBy}, <Link to={`/products/${review.productId}`}>{review.productId}</Link>
                      {review.hidden ? ' (hidden)' : ''}
                    </h2>
                    <p>{review.description || <em>No text.</em>}</p>
                    <p className="admin__meta">
                      {utcTime(review.createdAt)}
                      {review.verifiedPurchase ? ', verified purchase' : ''}
                    </p>
                    {review.moderation.length > 0 ? (
                      <ul className="admin__meta" aria-label="Hidden and shown">
                        {review.moderation.map((m) => (
                          <li key={m.at}>
                            {m.action === 'hide' ? 'Hidden' : 'Shown'} by {m.by.email}, {utcTime(m.at)}
                            {m.reason ? `: ${m.reason}` : ''}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <form className="admin__form" onSubmit={(event) => moderate(event, review)} noValidate>
                      <label htmlFor={fieldId}>
                        {review.hidden ? 'Why show it again (optional)' : 'Why hide it'}
                        <input
                          id={fieldId}
                          name="reason"
                          aria-invalid={reasonErrors[key] ? true : undefined}
                          aria-describedby={reasonErrors[key] ? `${fieldId}-error` : undefined}
                        />
                        {reasonErrors[key] ? (
                          <span className="admin__error" id={`${fieldId}-error`}>
                            {reasonErrors[key]}
                          </span>
                        ) : null}
                      </label>
                      <button type="submit" className="admin__button admin__button--quiet">
                        {review.hidden ? 'Show' : 'Hide'} the review by {review.createdBy}
                      </button>
                    </form>
                  </article>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </section>
  );
}
