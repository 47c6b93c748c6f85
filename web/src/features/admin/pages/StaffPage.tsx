import type { InviteStaffResponse, StaffView } from '@shop/shared/contract/admin';
import { type FormEvent, useState } from 'react';
import { AdminField, Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { adminRequest, useAdmin } from '../api/adminRequest.ts';

/** Owners: the back office's accounts, and inviting someone (a mail with a link to set up). */
export function StaffPage() {
  const { data, mutate } = useAdmin<{ data: StaffView[] }>('/api/admin/staff');
  const [refusal, setRefusal] = useState<Refusal>({ errors: {} });
  const [invited, setInvited] = useState<string>();
  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setRefusal({ errors: {} });
    try {
      const answer = await adminRequest<InviteStaffResponse>('/api/admin/staff', {
        body: { email: form.get('email'), name: form.get('name'), role: form.get('role') },
      });
      setInvited(
        `${answer.staff.email} is invited; the link in their mail works until ${answer.expiresAt.slice(0, 16).replace('T', ' ')} UTC.`,
      );
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
      {data ? (
        <AdminTable
          caption="Back-office accounts"
          columns={['Name', 'Email', 'Role', 'Status']}
          rows={data.data.map((staff) => [staff.id, [staff.name, staff.email, staff.role, staff.status]])}
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
