import { type FormEvent, useState } from 'react';
import { HttpError } from '../../../platform/http.ts';
import { TextField } from '../../../ui/Field.tsx';
import { useSession } from '../../account/session.ts';
import { useNotifyWhenBack } from '../api/notifyWhenBack.ts';

const EMAIL_REQUIRED = 'Email is required';
const FAILED = 'Something went wrong, please try again!';

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(EMAIL_REQUIRED);
    setError(null);
    try {
      await notify.trigger({ email: email.trim(), productId, size });
    } catch (failure) {
      const body = failure instanceof HttpError ? failure.body : null;
      setError(body?.errors?.email ?? body?.message ?? FAILED);
    }
  };

  return (
    <form className="notify" onSubmit={submit} noValidate aria-labelledby="notify-title">
      <p id="notify-title" className="notify__title">
        Notify for {size}
      </p>
      {notify.data ? (
        <p className="notice notice--success" role="status">
          {notify.data.message}
        </p>
      ) : (
        <>
          <p className="notify__text">Leave your email and we will write as soon as size {size} is back in stock.</p>
          <TextField
            id="notify-email"
            label="Email"
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
            {notify.isMutating ? 'Sending...' : 'Notify me'}
          </button>
        </>
      )}
    </form>
  );
}
