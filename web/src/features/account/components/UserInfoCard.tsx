import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type UpdateMeInput, UpdateMeRequest, type User } from '@shop/shared/contract/accounts';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { TextField } from '../../../ui/Field.tsx';
import { useUpdateMe } from '../api/updateMe.ts';
import {
  dateInputOf,
  type FieldErrors,
  fieldErrorsOf,
  formatDate,
  messageOf,
  serverFieldErrors,
  timestampOf,
  useFocusFirstInvalid,
  withoutError,
} from '../forms.ts';
import { AboutYouFields } from './AboutYouFields.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { ExpectingBabyFields, type ExpectingBabyValues } from './ExpectingBabyFields.tsx';

interface ProfileForm extends ExpectingBabyValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  gender: string;
  oib: string;
  newsletterSubscription: boolean;
}

const formOf = (user: User): ProfileForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  birthDate: dateInputOf(user.birthDate),
  gender: user.gender ?? '',
  oib: user.oib ?? '',
  newsletterSubscription: user.newsletterSubscription,
  expectingBaby: user.expectingBaby,
  expectingBabyDate: dateInputOf(user.expectingBabyDate),
  expectingBabyConsent: user.expectingBabyConsentAt !== null,
});

/**
 * The expected baby with its consent (GDPR Art. 9): unticking the consent withdraws it, and the
 * API deletes the data; without it, saying yes is refused until the consent is ticked.
 */
const changesOf = (form: ProfileForm): UpdateMeInput => ({
  firstName: form.firstName,
  lastName: form.lastName,
  birthDate: timestampOf(form.birthDate) as number,
  gender: (form.gender || null) as UpdateMeInput['gender'],
  oib: form.oib.trim() || null,
  newsletterSubscription: form.newsletterSubscription,
  expectingBaby: form.expectingBaby,
  expectingBabyDate: form.expectingBaby && form.expectingBabyDate ? (timestampOf(form.expectingBabyDate) as number) : null,
  expectingBabyConsent: form.expectingBabyConsent,
});

/** The user information card: read mode, Update to edit, Apply saves and reloads the user, Cancel leaves (SPEC §4). */
export function UserInfoCard({ user }: { user: User }) {
  const t = useMessages('account');
  const language = useLanguage();
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const updateButton = useRef<HTMLButtonElement>(null);
  const update = useUpdateMe();
  useFocusFirstInvalid(formRef, attempt);
  const editing = form !== null;
  useEffect(() => {
    if (editing) formRef.current?.querySelector('input')?.focus();
  }, [editing]);

  const leaveEditing = () => {
    setForm(null);
    setErrors({});
    setFailure(null);
    // Focus goes back to where editing started.
    window.requestAnimationFrame(() => updateButton.current?.focus());
  };

  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => {
    setForm((current) => (current ? { ...current, [key]: value } : current));
    setErrors((current) => withoutError(current, key));
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || update.isMutating) return;
    setFailure(null);
    const changes = changesOf(form);
    const check = UpdateMeRequest.safeParse(changes);
    if (!check.success) {
      setErrors(fieldErrorsOf(t, check.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    try {
      await update.trigger(changes);
      leaveEditing();
    } catch (error) {
      const fields = serverFieldErrors(t, error);
      setErrors(fields);
      if (Object.keys(fields).length > 0) setAttempt((n) => n + 1);
      else setFailure(messageOf(t, error, t.userInfo.failed));
    }
  };

  return (
    <section className="profile-card" aria-labelledby="user-info-title">
      <h2 id="user-info-title" className="profile__heading">
        {t.userInfo.heading}
      </h2>
      {form === null ? (
        <>
          <dl className="profile-card__facts">
            <div>
              <dt>{t.fields.firstName}</dt>
              <dd>{user.firstName}</dd>
            </div>
            <div>
              <dt>{t.fields.lastName}</dt>
              <dd>{user.lastName}</dd>
            </div>
            <div>
              <dt>{t.fields.email}</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>{t.fields.birthDate}</dt>
              <dd>{formatDate(language, user.birthDate, 'UTC') || t.common.none}</dd>
            </div>
            <div>
              <dt>{t.fields.gender}</dt>
              <dd>{user.gender ? t.genders[user.gender] : t.common.none}</dd>
            </div>
            <div>
              <dt>{t.fields.oib}</dt>
              <dd>{user.oib || t.common.none}</dd>
            </div>
            <div>
              <dt>{t.userInfo.newsletter}</dt>
              <dd>{user.newsletterSubscription ? t.userInfo.subscribed : t.userInfo.notSubscribed}</dd>
            </div>
            <div>
              <dt>{t.userInfo.expectingBaby}</dt>
              <dd>
                {!user.expectingBaby
                  ? t.common.none
                  : user.expectingBabyDate
                    ? t.userInfo.expectingBabyDue(formatDate(language, user.expectingBabyDate, 'UTC'))
                    : t.userInfo.expectingBabyYes}
              </dd>
            </div>
            <div>
              <dt>{t.userInfo.expectingBabyConsent}</dt>
              <dd>
                {user.expectingBabyConsentAt
                  ? t.userInfo.consentGiven(formatDate(language, user.expectingBabyConsentAt))
                  : t.userInfo.consentNotGiven}
              </dd>
            </div>
          </dl>
          <button ref={updateButton} type="button" className="button button--secondary" onClick={() => setForm(formOf(user))}>
            {t.userInfo.update}
          </button>
        </>
      ) : (
        <form ref={formRef} className="profile-card__form" onSubmit={apply} noValidate aria-label={t.userInfo.editLabel}>
          <TextField
            id="profile-firstName"
            label={t.fields.firstName}
            required
            autoComplete="given-name"
            value={form.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            error={errors.firstName}
          />
          <TextField
            id="profile-lastName"
            label={t.fields.lastName}
            required
            autoComplete="family-name"
            value={form.lastName}
            onChange={(event) => set('lastName', event.target.value)}
            error={errors.lastName}
          />
          <TextField id="profile-email" label={t.fields.email} value={user.email} readOnly disabled />
          <AboutYouFields idPrefix="profile" value={form} errors={errors} onChange={set} />
          <CheckboxField
            id="profile-newsletterSubscription"
            label={t.userInfo.newsletterOption}
            checked={form.newsletterSubscription}
            onChange={(event) => set('newsletterSubscription', event.target.checked)}
          />
          <ExpectingBabyFields
            idPrefix="profile"
            value={form}
            errors={errors}
            onChange={(key, value) => set(key, value as ProfileForm[typeof key])}
          />
          <div role="alert">{failure ? <p className="notice notice--warning">{failure}</p> : null}</div>
          <div className="profile-card__actions">
            <button type="submit" className="button" disabled={update.isMutating} aria-busy={update.isMutating}>
              {update.isMutating ? t.common.loading : t.userInfo.apply}
            </button>
            <button type="button" className="button button--secondary" onClick={leaveEditing}>
              {t.common.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
