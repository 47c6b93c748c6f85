import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { TextField } from '../../../ui/Field.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import type { AddressKey } from '../addressForm.ts';
import { useRegister } from '../api/register.ts';
import { AboutYouFields } from '../components/AboutYouFields.tsx';
import { AccountDialog } from '../components/AccountDialog.tsx';
import { AddressFieldset } from '../components/AddressFieldset.tsx';
import { CheckboxField } from '../components/CheckboxField.tsx';
import { ExpectingBabyFields } from '../components/ExpectingBabyFields.tsx';
import { ChildrenFieldset, newChild } from '../components/ChildrenFieldset.tsx';
import {
  errorsUnder,
  type FieldErrors,
  inLanguage,
  messageOf,
  serverFieldErrors,
  textFieldsOf,
  todayInput,
  useFocusFirstInvalid,
  withoutError,
} from '../forms.ts';
import { checkRegistration, INITIAL_REGISTRATION, isAboutMore, type RegisterForm } from '../registrationForm.ts';
import '../account.css';

type Outcome = { kind: 'registered'; message: string } | { kind: 'failed'; message: string };

/** The email a link to this page brings along in its state: a guest's, from the success page of their order. */
function emailBroughtBy(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.slice(0, 254) : '';
}

/**
 * /register — what an account needs first (name, email, password, terms, the newsletter's
 * consent), the rest of the registration's fields (SPEC §3) behind "Tell us more (optional)"
 * (docs/decisions/077-short-registration.md), then a popup either way (SPEC §4, §8).
 */
export function RegisterPage() {
  const t = useMessages('account');
  const navigate = useNavigate();
  const { state } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<RegisterForm>(() => ({ ...INITIAL_REGISTRATION, email: emailBroughtBy(state) }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showMore, setShowMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const register = useRegister();
  useFocusFirstInvalid(formRef, attempt);

  const set = <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    const tied: Partial<Record<keyof RegisterForm, string>> = { hasChildren: 'children', expectingBaby: 'expectingBabyConsent' };
    const other = tied[key];
    setErrors((current) => withoutError(current, key, ...(other ? [other] : [])));
  };
  const setAddress = (field: AddressKey, value: string) => {
    setForm((current) => ({ ...current, address: { ...current.address, [field]: value } }));
    setErrors((current) => withoutError(current, `address.${field}`, 'address'));
  };
  const text = textFieldsOf('register', form, set, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (register.isMutating) return;
    const check = checkRegistration(t, form);
    if (!check.ok) {
      setErrors(check.errors);
      // The optional part opens when something in it is wrong, so focus can reach it.
      if (check.showMore) setShowMore(true);
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const { message } = await register.trigger(check.body);
      setOutcome({ kind: 'registered', message: inLanguage(t, message) });
    } catch (error) {
      const refused = serverFieldErrors(t, error);
      setErrors(refused);
      if (Object.keys(refused).some(isAboutMore)) setShowMore(true);
      setOutcome({ kind: 'failed', message: messageOf(t, error, t.common.tryAgainSoon) });
    }
  };

  return (
    <section className="account-page register">
      <Seo title={t.register.title} description={t.register.description} />
      <h1 className="page-title">{t.register.heading}</h1>
      <p className="account-page__lead">
        {t.register.haveAccount} <Link to="/login">{t.common.logIn}</Link>
      </p>
      <form ref={formRef} className="register__form" onSubmit={submit} noValidate>
        <fieldset className="account-fieldset">
          <legend className="account-fieldset__legend">{t.register.personalDetails}</legend>
          <TextField label={t.fields.firstName} required autoComplete="given-name" {...text('firstName')} />
          <TextField label={t.fields.lastName} required autoComplete="family-name" {...text('lastName')} />
          <TextField label={t.fields.email} type="email" required autoComplete="email" {...text('email')} />
        </fieldset>

        <fieldset className="account-fieldset">
          <legend className="account-fieldset__legend">{t.register.password}</legend>
          <TextField label={t.fields.password} type="password" required autoComplete="new-password" {...text('password')} />
          <TextField label={t.fields.confirmPassword} type="password" required autoComplete="new-password" {...text('confirmPassword')} />
          <p className="account-fieldset__hint field--wide">{t.register.passwordHint}</p>
        </fieldset>

        <details className="register__more" open={showMore} onToggle={(event) => setShowMore(event.currentTarget.open)}>
          <summary className="register__more-summary">{t.register.more}</summary>
          <p className="account-fieldset__hint">{t.register.moreHint}</p>
          <fieldset className="account-fieldset">
            <legend className="account-fieldset__legend">{t.register.aboutYou}</legend>
            <AboutYouFields idPrefix="register" value={form} errors={errors} onChange={set} />
          </fieldset>

          <fieldset className="account-fieldset">
            <legend className="account-fieldset__legend">{t.register.family}</legend>
            <CheckboxField
              id="register-hasChildren"
              label={t.register.hasChildren}
              checked={form.hasChildren}
              onChange={(event) => {
                const hasChildren = event.target.checked;
                set('hasChildren', hasChildren);
                if (hasChildren && form.children.length === 0) set('children', [newChild()]);
              }}
            />
            <ExpectingBabyFields
              idPrefix="register"
              value={form}
              errors={errors}
              onChange={(key, value) => set(key, value as RegisterForm[typeof key])}
              minDate={todayInput()}
            />
          </fieldset>
          {form.hasChildren ? (
            <ChildrenFieldset
              items={form.children}
              errors={errors}
              onChange={(children, changed) => {
                setForm((current) => ({ ...current, children }));
                setErrors((current) => withoutError(current, ...changed, 'children'));
              }}
            />
          ) : null}

          <AddressFieldset
            legend={t.register.address}
            idPrefix="register-address"
            value={form.address}
            onChange={setAddress}
            errors={errorsUnder(errors, 'address')}
            hint={t.register.addressHint}
            optional
          />
        </details>

        <div className="register__consents">
          <CheckboxField
            id="register-newsletterSubscription"
            label={t.register.newsletter}
            checked={form.newsletterSubscription}
            onChange={(event) => set('newsletterSubscription', event.target.checked)}
          />
          <CheckboxField
            id="register-acceptTerms"
            label={
              <>
                {t.register.accept.before}
                <Link to="/terms-and-sales-conditions">{t.register.accept.terms}</Link>
                {t.register.accept.between}
                <Link to="/privacy-policy">{t.register.accept.privacy}</Link>
                {t.register.accept.after}
              </>
            }
            checked={form.acceptTerms}
            onChange={(event) => set('acceptTerms', event.target.checked)}
            error={errors.acceptTerms}
          />
          <button
            type="submit"
            className="button button--large register__submit"
            disabled={register.isMutating}
            aria-busy={register.isMutating}
          >
            {register.isMutating ? t.common.loading : t.register.submit}
          </button>
        </div>
      </form>

      {outcome?.kind === 'registered' ? (
        <AccountDialog title={t.register.confirmTitle} onClose={() => navigate('/login')} closeLabel={t.register.goToLogin}>
          <p>{outcome.message}</p>
          <p>{t.register.linkValid}</p>
        </AccountDialog>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <AccountDialog title={t.register.failedTitle} alert onClose={() => setOutcome(null)}>
          <p>{outcome.message}</p>
        </AccountDialog>
      ) : null}
    </section>
  );
}
