import type { InvitationView, StaffSession } from '@shop/shared/contract/admin';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminField, type Refusal, refusalOf } from '../AdminField.tsx';
import { adminRequest, storeStaffSession } from '../api/adminRequest.ts';
import { QrCode } from '../QrCode.tsx';

/** The invitation's link: add the account to an authenticator app, choose a password, confirm with a first code. */
export function InvitationPage() {
  const { staffId, code } = useParams();
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<InvitationView>();
  const [refusal, setRefusal] = useState<Refusal>({ errors: {} });
  useEffect(() => {
    adminRequest<InvitationView>('/api/staff/invitation', { body: { staffId, code } }).then(setInvitation, (error) =>
      setRefusal(refusalOf(error)),
    );
  }, [staffId, code]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (form.get('password') !== form.get('confirmPassword')) {
      setRefusal({ errors: { confirmPassword: 'The passwords do not match.' } });
      return;
    }
    try {
      const session = await adminRequest<StaffSession>('/api/staff/invitation/accept', {
        body: { staffId, code, password: form.get('password'), totpCode: form.get('totpCode') },
      });
      storeStaffSession(session);
      navigate('/admin');
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <section aria-labelledby="admin-invitation">
      <title>Back office invitation | Tkanica</title>
      <h1 id="admin-invitation">Set up your back-office account</h1>
      {refusal.message ? (
        <p className="admin__notice" role="alert">
          {refusal.message}
        </p>
      ) : null}
      {invitation ? (
        <>
          <p>
            {invitation.name} ({invitation.email}), {invitation.role === 'owner' ? 'owner' : 'staff'}.
          </p>
          <h2>1. Add the back office to your authenticator app</h2>
          <p>
            On your phone, open <a href={invitation.otpauthUri}>this link</a> with an authenticator app (Google Authenticator, Microsoft
            Authenticator, 1Password, Aegis…), or add an account in it with this key:
          </p>
          <QrCode text={invitation.otpauthUri} label="QR code of the authenticator key below" />
          <p className="admin__uri" data-testid="otpauth-uri">
            {invitation.otpauthUri}
          </p>
          <h2>2. Choose a password and confirm with a code</h2>
          <form className="admin__form" onSubmit={submit} noValidate>
            <AdminField
              label="Password (at least 12 characters)"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              error={refusal.errors.password}
            />
            <AdminField
              label="Password again"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              error={refusal.errors.confirmPassword}
            />
            <AdminField
              label="6-digit code from your authenticator app"
              name="totpCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={refusal.errors.totpCode}
            />
            <button type="submit" className="admin__button">
              Set up my account
            </button>
          </form>
        </>
      ) : null}
    </section>
  );
}
