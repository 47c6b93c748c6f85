import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ForgetPasswordRequest } from '@shop/shared/contract/accounts';
import { TextField } from '../../../ui/Field.tsx';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';
import { useForgetPassword } from '../api/forgetPassword.ts';
import { AccountDialog } from '../components/AccountDialog.tsx';
import { inLanguage, messageOf } from '../forms.ts';
import '../account.css';

/** SPEC §9: the reset-success popup shows for 7 seconds. */
const SUCCESS_POPUP_MS = 7000;

/** /forgot-password — asks for a reset link; failures are shown under the field (SPEC §8). */
export function ForgotPasswordPage() {
  const t = useMessages('account');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const input = useRef<HTMLFormElement>(null);
  const forget = useForgetPassword();

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(null), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (forget.isMutating) return;
    const check = ForgetPasswordRequest.safeParse({ email });
    if (!check.success) {
      setError(check.error.issues[0] && inLanguage(t, check.error.issues[0].message));
      input.current?.querySelector('input')?.focus();
      return;
    }
    try {
      const { message } = await forget.trigger(check.data);
      setSent(inLanguage(t, message));
    } catch (failure) {
      setError(messageOf(t, failure, t.forgot.failed));
      input.current?.querySelector('input')?.focus();
    }
  };

  return (
    <section className="account-page account-page--narrow">
      <Seo title={t.forgot.title} description={t.forgot.description} />
      <h1 className="page-title">{t.forgot.title}</h1>
      <p>{t.forgot.intro}</p>
      <form ref={input} className="account-form" onSubmit={submit} noValidate>
        <TextField
          id="forgot-email"
          label={t.fields.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <button type="submit" className="button button--wide button--large" disabled={forget.isMutating} aria-busy={forget.isMutating}>
          {forget.isMutating ? t.forgot.sending : t.forgot.submit}
        </button>
      </form>
      <p className="account-page__links">
        <Link to="/login">{t.forgot.backToLogin}</Link>
      </p>
      {sent ? (
        <AccountDialog title={t.forgot.sentTitle} onClose={() => setSent(null)}>
          <p>{sent}</p>
        </AccountDialog>
      ) : null}
    </section>
  );
}
