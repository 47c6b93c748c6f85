import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoginRequest } from '@shop/shared/contract/accounts';
import { useMessages } from '../../../i18n/messages.ts';
import type { AccountMessages } from '../../../i18n/messages/en/account.ts';
import { HttpError } from '../../../platform/http.ts';
import { TextField } from '../../../ui/Field.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { useLogin } from '../api/login.ts';
import { CampaignArt } from '../components/CampaignArt.tsx';
import {
  type FieldErrors,
  fieldErrorsOf,
  messageOf,
  serverFieldErrors,
  textFieldsOf,
  useFocusFirstInvalid,
  withoutError,
} from '../forms.ts';
import { useSession } from '../session.ts';
import { signIn } from '../sessionActions.ts';
import '../account.css';

const PROFILE_PATH = '/user/profile';

/** SPEC §8: a wrong email or password says so; an unconfirmed account and too many tries say what the server says. */
function loginFailureOf(t: AccountMessages, error: unknown): string {
  if (error instanceof HttpError && error.status === 401) return t.rules.loginFailed;
  if (error instanceof HttpError && (error.status === 403 || error.status === 429)) return messageOf(t, error, t.rules.loginFailed);
  return t.login.failed;
}

/** /login (and /user/login): email and password; success goes to the profile (SPEC §4 Session). */
export function LoginPage() {
  const t = useMessages('account');
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const { user } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const login = useLogin();
  useFocusFirstInvalid(formRef, attempt);

  const set = (key: 'email' | 'password', value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, key));
  };
  const text = textFieldsOf('login', form, set, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isMutating) return;
    setFailure(null);
    const check = LoginRequest.safeParse(form);
    if (!check.success) {
      setErrors(fieldErrorsOf(t, check.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const { token } = await login.trigger(check.data);
      await signIn(token);
      navigate(PROFILE_PATH, { replace: true });
    } catch (error) {
      const fields = serverFieldErrors(t, error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        setAttempt((n) => n + 1);
      } else {
        setFailure(loginFailureOf(t, error));
      }
    }
  };

  if (user && !login.isMutating) return <Navigate to={PROFILE_PATH} replace />;

  return (
    <section className="login">
      <Seo title={t.login.title} description={t.login.description} />
      <CampaignArt />
      <div className="login__panel">
        <h1 className="page-title">{t.login.title}</h1>
        {notice ? (
          <p className="notice notice--success" role="status">
            {notice}
          </p>
        ) : null}
        <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
          <TextField label={t.fields.email} type="email" autoComplete="username" required {...text('email')} />
          <TextField label={t.fields.password} type="password" autoComplete="current-password" required {...text('password')} />
          <p className="account-form__aside">
            <Link to="/forgot-password">{t.common.forgotPassword}</Link>
          </p>
          <div role="alert" className="account-form__alert">
            {failure ? <p className="notice notice--warning">{failure}</p> : null}
          </div>
          <button type="submit" className="button button--wide button--large" disabled={login.isMutating} aria-busy={login.isMutating}>
            {login.isMutating ? t.common.loading : t.login.submit}
          </button>
        </form>
        <p className="login__register">
          {t.login.newHere} <Link to="/register">{t.login.createAccount}</Link>
        </p>
      </div>
    </section>
  );
}
