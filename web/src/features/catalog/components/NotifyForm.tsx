import { type FormEvent, useState } from 'react';
import { useMessages } from '../../../i18n/messages.ts';
import { HttpError } from '../../../platform/http.ts';
import { TextField } from '../../../ui/Field.tsx';
import { useSession } from '../../account/session.ts';
import { useNotifyWhenBack } from '../api/notifyWhenBack.ts';

/**
 * 'Notify for {size}': the shopper's email (the customer's own when logged in) for a mail when
 * the size is back in stock (SPEC §4, §5: email and size both present).
 */
export function NotifyForm({ productId, size }: { productId: string; size: string }) {
  const { user } = useSession();
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? user?.email ?? '';
  const [error, setError] = useState<string | null>(null);
  const notify = useNotifyWhenBack();
  const catalog = useMessages('catalog');
  const t = catalog.notify;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(t.emailRequired);
    setError(null);
    try {
      await notify.trigger({ email: email.trim(), productId, size });
    } catch (failure) {
      const body = failure instanceof HttpError ? failure.body : null;
      setError(body?.errors?.email ?? body?.message ?? catalog.failed);
    }
  };

  return (
    <form className="notify" onSubmit={submit} noValidate aria-labelledby="notify-title">
      <p id="notify-title" className="notify__title">
        {catalog.purchase.notifyFor(size)}
      </p>
      {notify.data ? (
        <p className="notice notice--success" role="status">
          {notify.data.message}
        </p>
      ) : (
        <>
          <p className="notify__text">{t.text(size)}</p>
          <TextField
            id="notify-email"
            label={t.email}
            type="email"
            autoComplete="email"
            required
            value={email}
            error={error ?? undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
          <button type="submit" className="button button--secondary" disabled={notify.isMutating}>
            {notify.isMutating ? catalog.sending : t.submit}
          </button>
        </>
      )}
    </form>
  );
}
