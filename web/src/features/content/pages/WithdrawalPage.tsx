import { BRAND } from '@shop/shared/brand';
import { type Language, LOCALES } from '@shop/shared/language';
import type { WithdrawalAnswer, WithdrawalRequest } from '@shop/shared/contract/withdrawals';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../i18n/language.ts';
import type { ContentMessages } from '../../../i18n/messages/en/content.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { HttpError } from '../../../platform/http.ts';
import { TextField } from '../../../ui/Field.tsx';
import { useSession } from '../../account/session.ts';
import { sendWithdrawal } from '../api/sendWithdrawal.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies({
  en: () => import('./bodies/Withdrawal.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/Withdrawal.hr.tsx').then((module) => module.Body),
});

interface Form {
  name: string;
  orderNumber: string;
  email: string;
  scope: 'whole' | 'some';
  items: string;
  reason: string;
}

type Errors = Partial<Record<'name' | 'orderNumber' | 'email' | 'lines' | 'form', string>>;

/** "1, 3" → [1, 3]; undefined when something in it is not an item number. */
function itemNumbers(text: string): number[] | undefined {
  const words = text.split(/[\s,;]+/).filter(Boolean);
  const numbers = words.map(Number);
  return words.length > 0 && numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 999) ? numbers : undefined;
}

/** The API's field errors, under the form's names (`lines.0` is the item numbers' field). */
function errorsOf(error: unknown, t: ContentMessages): Errors {
  if (!(error instanceof HttpError)) return { form: t.withdrawal.offline };
  const fields = error.body?.errors ?? {};
  const errors: Errors = {};
  for (const [field, message] of Object.entries(fields)) {
    const name = field.startsWith('lines') ? 'lines' : field;
    if (name === 'name' || name === 'orderNumber' || name === 'email' || name === 'lines') errors[name] ??= message;
  }
  return Object.keys(errors).length > 0 ? errors : { form: error.body?.message ?? t.answeredWithStatus(error.status) };
}

const receivedAtText = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(language === 'en' ? undefined : LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * /withdrawal: the withdrawal function (Directive 2011/83/EU Art. 11a). Anyone with the order's
 * number and email withdraws here, logged in or not; the button is the confirmation function.
 */
export function WithdrawalPage() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const messages = useMessages('content');
  const t = messages.withdrawal;
  const language = useLanguage();
  const Body = BODIES[language];
  const [form, setForm] = useState<Form>({
    name: '',
    orderNumber: params.get('order') ?? '',
    email: '',
    scope: 'whole',
    items: '',
    reason: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<WithdrawalAnswer>();

  // A logged-in customer need not type who they are again.
  useEffect(() => {
    if (!user) return;
    setForm((current) => ({
      ...current,
      name: current.name || `${user.firstName} ${user.lastName}`.trim(),
      email: current.email || user.email,
    }));
  }, [user]);

  const change = (field: keyof Form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const lines = form.scope === 'some' ? itemNumbers(form.items) : [];
    if (lines === undefined) {
      setErrors({ lines: t.linesInvalid });
      return;
    }
    const body: WithdrawalRequest = {
      name: form.name,
      orderNumber: form.orderNumber,
      email: form.email,
      ...(lines.length ? { lines } : {}),
      ...(form.reason.trim() ? { reason: form.reason } : {}),
    };
    setSending(true);
    setErrors({});
    try {
      setAnswer(await sendWithdrawal(body));
    } catch (error) {
      setErrors(errorsOf(error, messages));
    } finally {
      setSending(false);
    }
  }

  return (
    <InfoPage title={t.title} description={t.description}>
      <Body />

      {answer ? (
        <div className="contact-result contact-result--success" role="status">
          <p>
            <strong>{t.receivedOn(receivedAtText(answer.receivedAt, language))}</strong> {answer.message}
          </p>
          <p>
            {t.notArrived} <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
          </p>
        </div>
      ) : (
        <form className="contact-form withdrawal-form" onSubmit={submit} noValidate>
          <TextField
            id="withdrawal-name"
            label={t.name}
            autoComplete="name"
            required
            maxLength={200}
            value={form.name}
            error={errors.name}
            onChange={change('name')}
          />
          <TextField
            id="withdrawal-order"
            label={t.orderNumber}
            required
            maxLength={40}
            placeholder="TK-260314-7QX2M"
            value={form.orderNumber}
            error={errors.orderNumber}
            onChange={change('orderNumber')}
          />
          <TextField
            id="withdrawal-email"
            label={t.email}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={form.email}
            error={errors.email}
            onChange={change('email')}
          />
          <fieldset className="withdrawal-form__scope">
            <legend className="field__label">{t.scope}</legend>
            <label className="checkbox">
              <input type="radio" name="scope" value="whole" checked={form.scope === 'whole'} onChange={change('scope')} />
              {t.whole}
            </label>
            <label className="checkbox">
              <input type="radio" name="scope" value="some" checked={form.scope === 'some'} onChange={change('scope')} />
              {t.some}
            </label>
            {form.scope === 'some' ? (
              <TextField
                id="withdrawal-items"
                label={t.items}
                inputMode="numeric"
                required
                value={form.items}
                error={errors.lines}
                onChange={change('items')}
              />
            ) : null}
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor="withdrawal-reason">
              {t.reason}
            </label>
            <textarea
              id="withdrawal-reason"
              name="reason"
              className="field__control"
              maxLength={1000}
              value={form.reason}
              onChange={change('reason')}
            />
          </div>
          {errors.form ? (
            <p className="field__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={sending}>
            {sending ? messages.sending : t.confirm}
          </button>
        </form>
      )}
    </InfoPage>
  );
}
