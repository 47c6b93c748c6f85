import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ForgetPasswordRequest } from '@shop/shared/contract/accounts';
import { TextField } from '../../../ui/Field.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { useForgetPassword } from '../api/forgetPassword.ts';
import { AccountDialog } from '../components/AccountDialog.tsx';
import { messageOf } from '../forms.ts';
import '../account.css';

/** SPEC §9: the reset-success popup shows for 7 seconds. */
const SUCCESS_POPUP_MS = 7000;

/** /forgot-password — asks for a reset link; failures are shown under the field (SPEC §8). */
export function ForgotPasswordPage() {
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
      setError(check.error.issues[0]?.message);
      input.current?.querySelector('input')?.focus();
      return;
    }
    try {
      const { message } = await forget.trigger(check.data);
      setSent(message);
    } catch (failure) {
      setError(messageOf(failure, 'Something went wrong, please try again!'));
      input.current?.querySelector('input')?.focus();
    }
  };

  return (
    <section className="account-page account-page--narrow">
      <Seo title="Forgot password" description="Get a link to choose a new password." />
      <h1 className="page-title">Forgot password</h1>
      <p>Enter the email of your account and we will send you a link to choose a new password.</p>
      <form ref={input} className="account-form" onSubmit={submit} noValidate>
        <TextField
          id="forgot-email"
          label="Email"
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
          {forget.isMutating ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
      <p className="account-page__links">
        <Link to="/login">Back to login</Link>
      </p>
      {sent ? (
        <AccountDialog title="Check your email" onClose={() => setSent(null)}>
          <p>{sent}</p>
        </AccountDialog>
      ) : null}
    </section>
  );
}
