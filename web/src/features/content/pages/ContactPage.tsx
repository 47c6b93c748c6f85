import { BRAND } from '@shop/shared/brand';
import type { ContactFormRequest, ContactFormResponse } from '@shop/shared/contract/content';
import { type FormEvent, useState } from 'react';
import type { ContentMessages } from '../../../i18n/messages/en/content.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { HttpError } from '../../../platform/http.ts';
import { TextField } from '../../../ui/Field.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { Toaster } from '../../../ui/Toaster.tsx';
import { showToast } from '../../../ui/toast.ts';
import { sendContactForm } from '../api/sendContactForm.ts';
import { STORES, WHATSAPP_URL } from '../shopPlaces.ts';
import '../content.css';

const EMPTY: ContactFormRequest = { email: '', firstName: '', lastName: '', text: '' };
// Long enough to be read.
const TOAST_MS = 4000;

type Result = { kind: 'sent'; answer: ContactFormResponse } | { kind: 'failed'; text: string };

/** What a failed call said: the API's message, or the status when it said nothing. */
function errorText(error: unknown, t: ContentMessages): string {
  if (error instanceof HttpError) return error.body?.message ?? t.answeredWithStatus(error.status);
  return error instanceof Error ? error.message : String(error);
}

/** /contact: email, first and last name and the message, all required (SPEC §2, §5, §8). */
export function ContactPage() {
  const messages = useMessages('content');
  const t = messages.contact;
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
      showToast(t.sent, 'success', TOAST_MS);
      setForm(EMPTY);
      setResult({ kind: 'sent', answer });
    } catch (error) {
      showToast(t.failed, 'error', TOAST_MS);
      setResult({ kind: 'failed', text: errorText(error, messages) });
    } finally {
      setSending(false);
    }
  }

  return (
    <article>
      <Seo title={t.seoTitle} description={t.description} />
      <Toaster />
      <h1 className="page-title">{t.title}</h1>
      <div className="contact">
        <div>
          <p className="lead">{t.lead}</p>
          <form className="contact-form" onSubmit={submit}>
            <TextField
              id="contact-email"
              label={t.email}
              type="email"
              autoComplete="email"
              required
              value={form.email}
              onChange={change('email')}
            />
            <div className="contact-form__names">
              <TextField
                id="contact-first-name"
                label={t.firstName}
                autoComplete="given-name"
                required
                maxLength={100}
                value={form.firstName}
                onChange={change('firstName')}
              />
              <TextField
                id="contact-last-name"
                label={t.lastName}
                autoComplete="family-name"
                required
                maxLength={100}
                value={form.lastName}
                onChange={change('lastName')}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="contact-text">
                {t.message}
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
              {sending ? messages.sending : t.send}
            </button>
          </form>
          <div aria-live="polite">
            {result?.kind === 'sent' ? (
              <div className="contact-result contact-result--success">
                <p>
                  {t.sent} {t.willAnswer}
                </p>
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
                <p>
                  {t.error} {result.text}
                </p>
              </div>
            ) : null}
          </div>
        </div>
        <aside className="contact-aside" aria-label={t.asideLabel}>
          <h2>{t.writeOrCall}</h2>
          <p>
            {t.emailLine} <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
            <br />
            {t.whatsappLine} <a href={WHATSAPP_URL}>{BRAND.whatsapp}</a>
          </p>
          {STORES.map((store) => (
            <div key={store.id}>
              <h2>{messages.stores[store.id].name}</h2>
              <p>
                <a href={store.mapUrl} rel="noopener">
                  {store.address}
                </a>
                <br />
                {messages.stores[store.id].hours}
              </p>
            </div>
          ))}
        </aside>
      </div>
    </article>
  );
}
