import { type FormEvent, useState } from 'react';
import { REVIEW_DESCRIPTION_MAX, REVIEW_MAX_STARS } from '@shop/shared/contract/reviewMessages';
import { useMessages } from '../../../i18n/messages.ts';
import { HttpError } from '../../../platform/http.ts';
import { showToast } from '../../../ui/toast.ts';
import { useAddReview } from '../api/addReview.ts';

/** A logged-in customer's review: a star choice of 1 to 5 ('Please select a star.') and words. */
export function ReviewForm({ productId, onAdded }: { productId: string; onAdded: () => void }) {
  const [stars, setStars] = useState(0);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddReview(productId);
  const catalog = useMessages('catalog');
  const t = catalog.reviews;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) return setError(t.starRequired);
    setError(null);
    try {
      await add.trigger({ stars, description });
      setStars(0);
      setDescription('');
      showToast(t.added, 'success');
      onAdded();
    } catch (failure) {
      // A 401 has already sent the visitor to log in.
      if (failure instanceof HttpError && failure.status === 401) return;
      setError((failure instanceof HttpError && failure.body?.message) || catalog.failed);
    }
  };

  return (
    <form className="review-form" onSubmit={submit} noValidate>
      <fieldset className="star-picker" aria-describedby={error ? 'review-error' : undefined}>
        <legend className="review-form__label">{t.yourRating}</legend>
        <div className="star-picker__options">
          {Array.from({ length: REVIEW_MAX_STARS }, (_, i) => i + 1).map((value) => (
            <label key={value} className={`star-picker__star${value <= stars ? ' star-picker__star--on' : ''}`}>
              <input
                type="radio"
                name="stars"
                value={value}
                checked={stars === value}
                onChange={() => {
                  setStars(value);
                  setError(null);
                }}
                className="visually-hidden"
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t.star(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="review-form__label" htmlFor="review-description">
        {t.yourReview}
      </label>
      <textarea
        id="review-description"
        className="field__control review-form__text"
        rows={3}
        maxLength={REVIEW_DESCRIPTION_MAX}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      {error ? (
        <p className="field__error" id="review-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={add.isMutating}>
        {add.isMutating ? catalog.sending : t.submit}
      </button>
    </form>
  );
}
