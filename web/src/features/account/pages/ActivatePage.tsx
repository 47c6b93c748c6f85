import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';
import { useActivate } from '../api/activate.ts';
import { inLanguage, messageOf } from '../forms.ts';
import '../account.css';

/** How long the success note stays before the shopper is taken to the login. */
const REDIRECT_MS = 3000;

/**
 * /activate/{userId}/{activationCode}, the link of the confirmation email (docs/decisions/006).
 * The shopper confirms with a button rather than on page load, so a mail scanner that opens
 * links does not spend the single-use code.
 */
export function ActivatePage() {
  const t = useMessages('account');
  const { userId = '', activationCode = '' } = useParams();
  const navigate = useNavigate();
  const activate = useActivate();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    if (!result?.ok) return;
    const timer = window.setTimeout(() => navigate('/login', { state: { notice: result.message } }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [result, navigate]);

  const confirm = async () => {
    try {
      const { message } = await activate.trigger({ userId, activationCode });
      setResult({ ok: true, message: inLanguage(t, message) });
    } catch (error) {
      setResult({ ok: false, message: messageOf(t, error, t.activate.failed) });
    }
  };

  return (
    <section className="account-page account-page--narrow">
      <Seo title={t.activate.title} />
      <h1 className="page-title">{t.activate.title}</h1>
      {result === null ? (
        <>
          <p>{t.activate.intro}</p>
          <button
            type="button"
            className="button button--large"
            onClick={confirm}
            disabled={activate.isMutating}
            aria-busy={activate.isMutating}
          >
            {activate.isMutating ? t.common.loading : t.activate.submit}
          </button>
        </>
      ) : null}
      <div role="status">
        {result?.ok ? (
          <p className="notice notice--success">
            {result.message} {t.common.takingYouToLogin} <Link to="/login">{t.common.logInNow}</Link>
          </p>
        ) : null}
      </div>
      <div role="alert">
        {result && !result.ok ? (
          <>
            <p className="notice notice--warning">{result.message}</p>
            <p className="account-page__links">
              <Link to="/login">{t.common.logIn}</Link> · <Link to="/forgot-password">{t.common.forgotPassword}</Link>
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
