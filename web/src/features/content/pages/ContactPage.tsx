import { BRAND } from '@shop/shared/brand';
import type { ContactFormRequest, ContactFormResponse } from '@shop/shared/contract/content';
import { type FormEvent, useState } from 'react';
import { HttpError } from '../../../platform/http.ts';
import { TextField } from '../../../ui/Field.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { Toaster } from '../../../ui/Toaster.tsx';
import { showToast } from '../../../ui/toast.ts';
import { sendContactForm } from '../api/sendContactForm.ts';
import { STORES, WHATSAPP_URL } from '../shopPlaces.ts';
import '../content.css';

const EMPTY: ContactFormRequest = { email: '', firstName: '', lastName: '', text: '' };
// SPEC §8, word for word; long enough to be read.
const SENT = 'Sent successfully!';
const FAILED = 'Something went wrong, please try again!';
const TOAST_MS = 4000;

type Result = { kind: 'sent'; answer: ContactFormResponse } | { kind: 'failed'; text: string };

/** What a failed call said: the API's message, or the status when it said nothing. */
function errorText(error: unknown): string {
  if (error instanceof HttpError) return error.body?.message ?? `The shop answered with status ${error.status}.`;
  return error instanceof Error ? error.message : String(error);
}

/** /contact: email, first and last name and the message, all required (SPEC §2, §5, §8). */
export function ContactPage() {
  const [form, setForm] = useState<ContactFormRequest>(EMPTY);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>();
  const change = (field: keyof ContactFormRequest) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const answer = await sendContactForm(form);
      showToast(SENT, 'success', TOAST_MS);
      setForm(EMPTY);
      setResult({ kind: 'sent', answer });
    } catch (error) {
      showToast(FAILED, 'error', TOAST_MS);
      setResult({ kind: 'failed', text: errorText(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <article>
      <Seo
        title="Contact"
        description={`Write to ${BRAND.name} in Zagreb: questions about sizes, orders, returns or custom pieces. We answer within two working days.`}
      />
      <Toaster />
      <h1 className="page-title">Contact us</h1>
      <div className="contact">
        <div>
          <p className="lead">
            A question about a size, an order or a piece you would like made to measure? Write to us and we will answer within two working
            days.
          </p>
          <form className="contact-form" onSubmit={submit}>
            <TextField
              id="contact-email"
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={form.email}
              onChange={change('email')}
            />
            <div className="contact-form__names">
              <TextField
                id="contact-first-name"
                label="First name"
                autoComplete="given-name"
                required
                maxLength={100}
                value={form.firstName}
                onChange={change('firstName')}
              />
              <TextField
                id="contact-last-name"
                label="Last name"
                autoComplete="family-name"
                required
                maxLength={100}
                value={form.lastName}
                onChange={change('lastName')}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="contact-text">
                Message
                <span className="field__required" aria-hidden="true">
                  {' '}
                  *
                </span>
              </label>
              <textarea
                id="contact-text"
                name="text"
                className="field__control"
                required
                maxLength={5000}
                value={form.text}
                onChange={change('text')}
              />
            </div>
            <button type="submit" className="button" disabled={sending}>
              {sending ? 'Sending...' : 'Send message'}
            </button>
          </form>
          <div aria-live="polite">
            {result?.kind === 'sent' ? (
              <div className="contact-result contact-result--success">
                <p>{SENT} We will answer you by email.</p>
                <dl>
                  <dt>statusCode</dt>
                  <dd>{result.answer.statusCode}</dd>
                  <dt>statusCodeValue</dt>
                  <dd>{result.answer.statusCodeValue}</dd>
                </dl>
              </div>
            ) : null}
            {result?.kind === 'failed' ? (
              <div className="contact-result contact-result--error">
                <p>Error: {result.text}</p>
              </div>
            ) : null}
          </div>
        </div>
        <aside className="contact-aside" aria-label="Other ways to reach us">
          <h2>Write or call</h2>
          <p>
            Email: <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
            <br />
            Whatsapp: <a href={WHATSAPP_URL}>{BRAND.whatsapp}</a>
          </p>
          {STORES.map((store) => (
            <div key={store.name}>
              <h2>{store.name}</h2>
              <p>
                <a href={store.mapUrl} rel="noopener">
                  {store.address}
                </a>
                <br />
                {store.hours}
              </p>
            </div>
          ))}
        </aside>
      </div>
    </article>
  );
}
