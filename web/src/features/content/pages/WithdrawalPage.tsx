import { BRAND } from '@shop/shared/brand';
import { WITHDRAWAL_TEXT as T } from '@shop/shared/contract/withdrawalText';
import type { WithdrawalAnswer, WithdrawalRequest } from '@shop/shared/contract/withdrawals';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../../platform/http.ts';
import { TextField } from '../../../ui/Field.tsx';
import { useSession } from '../../account/session.ts';
import { sendWithdrawal } from '../api/sendWithdrawal.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { MODEL_WITHDRAWAL_FORM } from '../legalLinks.ts';

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
function errorsOf(error: unknown): Errors {
  if (!(error instanceof HttpError)) return { form: 'We could not send your statement. Please check your connection and try again.' };
  const fields = error.body?.errors ?? {};
  const errors: Errors = {};
  for (const [field, message] of Object.entries(fields)) {
    const name = field.startsWith('lines') ? 'lines' : field;
    if (name === 'name' || name === 'orderNumber' || name === 'email' || name === 'lines') errors[name] ??= message;
  }
  return Object.keys(errors).length > 0 ? errors : { form: error.body?.message ?? `The shop answered with status ${error.status}.` };
}

const receivedAtText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * /withdrawal: the withdrawal function (Directive 2011/83/EU Art. 11a). Anyone with the order's
 * number and email withdraws here, logged in or not; the button is the confirmation function.
 */
export function WithdrawalPage() {
  const [params] = useSearchParams();
  const { user } = useSession();
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
      setErrors({ lines: T.linesInvalid });
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
      setErrors(errorsOf(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <InfoPage
      title={T.functionLabel}
      description="Withdraw from an order online within 14 days of receiving it, sale items included, with your order number and email. We confirm by email at once."
    >
      <p className="lead">
        You may withdraw from any order within 14 days of the day you received it, without giving a reason. Sale items are no exception.
        Fill in the form and press “{T.confirmLabel}”: we email you a confirmation of what you sent us, with the date and time we received
        it, at once.
      </p>
      <p>
        You need no account: the order number (in your order confirmation, e.g. TK-260314-7QX2M) and the email address you ordered with are
        enough. What happens next is explained on <Link to="/returns">Returns</Link>. You may also withdraw by post or email, with the{' '}
        <a href={MODEL_WITHDRAWAL_FORM} download>
          model withdrawal form
        </a>{' '}
        or in your own words.
      </p>

      {answer ? (
        <div className="contact-result contact-result--success" role="status">
          <p>
            <strong>Received on {receivedAtText(answer.receivedAt)}.</strong> {answer.message}
          </p>
          <p>
            {T.notArrived} <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
          </p>
        </div>
      ) : (
        <form className="contact-form withdrawal-form" onSubmit={submit} noValidate>
          <TextField
            id="withdrawal-name"
            label="Your name"
            autoComplete="name"
            required
            maxLength={200}
            value={form.name}
            error={errors.name}
            onChange={change('name')}
          />
          <TextField
            id="withdrawal-order"
            label="Order number"
            required
            maxLength={40}
            placeholder="TK-260314-7QX2M"
            value={form.orderNumber}
            error={errors.orderNumber}
            onChange={change('orderNumber')}
          />
          <TextField
            id="withdrawal-email"
            label="Email you ordered with (the confirmation goes there)"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={form.email}
            error={errors.email}
            onChange={change('email')}
          />
          <fieldset className="withdrawal-form__scope">
            <legend className="field__label">What do you withdraw from?</legend>
            <label className="checkbox">
              <input type="radio" name="scope" value="whole" checked={form.scope === 'whole'} onChange={change('scope')} />
              The whole order
            </label>
            <label className="checkbox">
              <input type="radio" name="scope" value="some" checked={form.scope === 'some'} onChange={change('scope')} />
              Only some items
            </label>
            {form.scope === 'some' ? (
              <TextField
                id="withdrawal-items"
                label="Item numbers, as your order lists them (1 for the first item, e.g. 1, 3)"
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
              Reason (optional: you need not give one)
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
            {sending ? 'Sending...' : T.confirmLabel}
          </button>
        </form>
      )}
    </InfoPage>
  );
}
