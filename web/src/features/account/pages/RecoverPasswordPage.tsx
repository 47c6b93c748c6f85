import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { RecoverPasswordRequest } from '@shop/shared/contract/accounts';
import { TextField } from '../../../ui/Field.tsx';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';
import { useRecoverPassword } from '../api/recoverPassword.ts';
import { type FieldErrors, fieldErrorsOf, inLanguage, messageOf, textFieldsOf, useFocusFirstInvalid, withoutError } from '../forms.ts';
import '../account.css';

/** How long the success note stays before the shopper is taken to the login. */
const REDIRECT_MS = 3000;

/** /recover-password/{userId}/{activationCode} — the emailed reset link (SPEC §2, §4, §5, §8). */
export function RecoverPasswordPage() {
  const t = useMessages('account');
  const { userId = '', activationCode = '' } = useParams();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const recover = useRecoverPassword();
  useFocusFirstInvalid(formRef, attempt);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login', { state: { notice: done } }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const set = (key: 'password' | 'confirmPassword', value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, key));
  };
  const text = textFieldsOf('recover', form, set, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (recover.isMutating || done) return;
    setFailure(null);
    const body = { userId, activationCode, ...form };
    const check = RecoverPasswordRequest.safeParse(body);
    // A broken link is the server's to judge; the form judges only the two passwords.
    const fieldIssues = check.success
      ? []
      : check.error.issues.filter((issue) => issue.path[0] !== 'userId' && issue.path[0] !== 'activationCode');
    if (fieldIssues.length > 0) {
      setErrors(fieldErrorsOf(t, fieldIssues));
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const { message } = await recover.trigger(body);
      setDone(inLanguage(t, message));
    } catch (error) {
      setFailure(messageOf(t, error, t.common.tryAgainSoon));
    }
  };

  return (
    <section className="account-page account-page--narrow">
      <Seo title={t.recover.title} />
      <h1 className="page-title">{t.recover.title}</h1>
      <form ref={formRef} className="account-form" onSubmit={submit} noValidate>
        <TextField label={t.fields.newPassword} type="password" autoComplete="new-password" required {...text('password')} />
        <TextField label={t.fields.confirmPassword} type="password" autoComplete="new-password" required {...text('confirmPassword')} />
        <p className="account-fieldset__hint">{t.recover.hint}</p>
        <div role="status">
          {done ? (
            <p className="notice notice--success">
              {done} {t.common.takingYouToLogin} <Link to="/login">{t.common.logInNow}</Link>
            </p>
          ) : null}
        </div>
        <div role="alert">
          {failure ? (
            <div className="notice notice--warning">
              <p className="account-form__alert-title">{t.recover.failedTitle}</p>
              <p>{failure}</p>
              <Link to="/forgot-password">{t.recover.newLink}</Link>
            </div>
          ) : null}
        </div>
        <button
          type="submit"
          className="button button--wide button--large"
          disabled={recover.isMutating || done !== null}
          aria-busy={recover.isMutating}
        >
          {recover.isMutating ? t.common.loading : t.recover.submit}
        </button>
      </form>
    </section>
  );
}
