import type { StaffSession } from '@shop/shared/contract/admin';
import { type FormEvent, useState } from 'react';
import { AdminField, type Refusal, refusalOf } from '../AdminField.tsx';
import { adminRequest, storeStaffSession } from '../api/adminRequest.ts';

/** Email, password and the 6-digit code of the authenticator app. */
export function SignInPage() {
  const [refusal, setRefusal] = useState<Refusal>({ errors: {} });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const session = await adminRequest<StaffSession>('/api/staff/signIn', {
        body: { email: form.get('email'), password: form.get('password'), totpCode: form.get('totpCode') },
      });
      storeStaffSession(session);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="admin-sign-in">
      <title>Back office | Tkanica</title>
      <h1 id="admin-sign-in">Back office: sign in</h1>
      <form className="admin__form" onSubmit={submit} noValidate>
        {refusal.message ? (
          <p className="admin__notice" role="alert">
            {refusal.message}
          </p>
        ) : null}
        <AdminField label="Email" name="email" type="email" autoComplete="username" required error={refusal.errors.email} />
        <AdminField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={refusal.errors.password}
        />
        <AdminField
          label="6-digit code from your authenticator app"
          name="totpCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          required
          error={refusal.errors.totpCode}
        />
        <button type="submit" className="admin__button" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
