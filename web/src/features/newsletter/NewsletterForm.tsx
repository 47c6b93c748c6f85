import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { HttpError } from '../../platform/http.ts';
import { inviteToNewsletter } from './api/inviteToNewsletter.ts';

type State = { kind: 'idle' | 'sending' } | { kind: 'done' } | { kind: 'failed'; detail?: string };

// SPEC §8, word for word.
const SUBSCRIBED = 'Successfully subscribed to the newsletter!';
const FAILED = 'Error subscribing to the newsletter. Please try again.';

/**
 * The footer's newsletter form. The browser checks the email (required, email type: SPEC §5);
 * the subscription counts once the emailed link is followed (double opt-in), which the
 * success message says.
 */
export function NewsletterForm() {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setState({ kind: 'sending' });
    try {
      await inviteToNewsletter({ email });
      form.reset();
      setState({ kind: 'done' });
    } catch (error) {
      // A 400 or 429 says what to change; anything else is just "try again".
      const said = error instanceof HttpError && (error.status === 400 || error.status === 429);
      setState({ kind: 'failed', detail: said ? (error.body?.errors?.email ?? error.message) : undefined });
    }
  }

  return (
    <form className="newsletter" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div className="newsletter__text">
        <h2 id={`${id}-title`} className="site-footer__heading">
          Newsletter
        </h2>
        <p className="newsletter__intro">Stories from our workshop and new collections first, about twice a month.</p>
      </div>
      <div className="newsletter__form">
        <div className="newsletter__row">
          <label className="visually-hidden" htmlFor={`${id}-email`}>
            E-mail for the newsletter
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="Your email address"
            className="field__control newsletter__input"
          />
          <button type="submit" className="button" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Sending...' : 'Subscribe'}
          </button>
        </div>
        <div role="status" className="newsletter__status">
          {state.kind === 'done' ? (
            <p className="newsletter__message newsletter__message--success">
              {SUBSCRIBED} <span>Please confirm through the link we emailed you.</span>
            </p>
          ) : null}
          {state.kind === 'failed' ? (
            <p className="newsletter__message newsletter__message--error">
              {FAILED}
              {state.detail ? <span> {state.detail}</span> : null}
            </p>
          ) : null}
        </div>
        <p className="newsletter__note">
          You can unsubscribe with one click in every email. See our <Link to="/privacy-policy">privacy policy</Link>.
        </p>
      </div>
    </form>
  );
}
