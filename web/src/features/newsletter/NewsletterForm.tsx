import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/messages.ts';
import { HttpError } from '../../platform/http.ts';
import { inviteToNewsletter } from './api/inviteToNewsletter.ts';

type State = { kind: 'idle' | 'sending' } | { kind: 'done' } | { kind: 'failed'; detail?: string };

/**
 * The footer's newsletter form. The browser checks the email (required, email type: SPEC §5);
 * the subscription counts once the emailed link is followed (double opt-in), which the
 * success message says.
 */
export function NewsletterForm() {
  const id = useId();
  const t = useMessages('panels').newsletter;
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
          {t.title}
        </h2>
        <p className="newsletter__intro">{t.intro}</p>
      </div>
      <div className="newsletter__form">
        <div className="newsletter__row">
          <label className="visually-hidden" htmlFor={`${id}-email`}>
            {t.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={t.placeholder}
            className="field__control newsletter__input"
          />
          <button type="submit" className="button" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? t.sending : t.subscribe}
          </button>
        </div>
        <div role="status" className="newsletter__status">
          {state.kind === 'done' ? (
            <p className="newsletter__message newsletter__message--success">
              {t.subscribed} <span>{t.confirm}</span>
            </p>
          ) : null}
          {state.kind === 'failed' ? (
            <p className="newsletter__message newsletter__message--error">
              {t.failed}
              {state.detail ? <span> {state.detail}</span> : null}
            </p>
          ) : null}
        </div>
        <p className="newsletter__note">
          {t.unsubscribe} <Link to="/privacy-policy">{t.privacyLink}</Link>
          {t.afterLink}
        </p>
      </div>
    </form>
  );
}
