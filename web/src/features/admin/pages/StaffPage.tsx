import type { InviteStaffResponse, StaffAccessResponse, StaffSession, StaffView } from '@shop/shared/contract/admin';
import { type FormEvent, useState } from 'react';
import { AdminField, Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { adminRequest, readStaffSession, useAdmin } from '../api/adminRequest.ts';

const until = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Owners: the back office's accounts, inviting someone (a mail with a link to set up), and for
 * another's account, disabling it or inviting it anew (a lost phone, or back after being disabled).
 */
export function StaffPage() {
  const { data, mutate } = useAdmin<{ data: StaffView[] }>('/api/admin/staff');
  const [refusal, setRefusal] = useState<Refusal>({ errors: {} });
  const [invited, setInvited] = useState<string>();
  const [access, setAccess] = useState<{ done?: string; refusal: Refusal }>({ refusal: { errors: {} } });
  const me = (readStaffSession() as StaffSession | undefined)?.staff.id;
  const act = async (staff: StaffView, verb: 'disable' | 'reinvite') => {
    setAccess({ refusal: { errors: {} } });
    try {
      const answer = await adminRequest<StaffAccessResponse>(`/api/admin/staff/${encodeURIComponent(staff.id)}/${verb}`, {
        method: 'POST',
      });
      const done =
        verb === 'disable'
          ? answer.changed
            ? `${staff.email} is disabled: signed out everywhere, and cannot sign in.`
            : `${staff.email} was disabled already.`
          : `${staff.email} is invited anew; the link in their mail works until ${until(answer.expiresAt ?? '')}.`;
      setAccess({ done, refusal: { errors: {} } });
      await mutate();
    } catch (error) {
      setAccess({ refusal: refusalOf(error) });
    }
  };
  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setRefusal({ errors: {} });
    try {
      const answer = await adminRequest<InviteStaffResponse>('/api/admin/staff', {
        body: { email: form.get('email'), name: form.get('name'), role: form.get('role') },
      });
      setInvited(`${answer.staff.email} is invited; the link in their mail works until ${until(answer.expiresAt)}.`);
      formElement.reset();
      await mutate();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  return (
    <section aria-labelledby="admin-staff">
      <title>Staff | Back office</title>
      <h1 id="admin-staff">Staff</h1>
      <Outcome done={access.done} refusal={access.refusal} />
      {data ? (
        <AdminTable
          caption="Back-office accounts"
          columns={['Name', 'Email', 'Role', 'Status', 'Access']}
          rows={data.data.map((staff) => [
            staff.id,
            [
              staff.name,
              staff.email,
              staff.role,
              staff.status,
              staff.id === me ? (
                'You'
              ) : (
                <span key="access" className="admin__actions">
                  {staff.status === 'DISABLED' ? null : (
                    <button type="button" className="admin__button admin__button--quiet" onClick={() => act(staff, 'disable')}>
                      Disable {staff.name}
                    </button>
                  )}
                  <button type="button" className="admin__button admin__button--quiet" onClick={() => act(staff, 'reinvite')}>
                    Invite {staff.name} anew
                  </button>
                </span>
              ),
            ],
          ])}
        />
      ) : null}
      <h2>Invite</h2>
      <form className="admin__form" onSubmit={invite} noValidate>
        <Outcome done={invited} refusal={refusal} />
        <AdminField label="Name" name="name" required error={refusal.errors.name} />
        <AdminField label="Email" name="email" type="email" required error={refusal.errors.email} />
        <label htmlFor="admin-role">
          Role
          <select id="admin-role" name="role" defaultValue="staff">
            <option value="staff">staff</option>
            <option value="owner">owner</option>
          </select>
        </label>
        <button type="submit" className="admin__button">
          Send invitation
        </button>
      </form>
    </section>
  );
}
