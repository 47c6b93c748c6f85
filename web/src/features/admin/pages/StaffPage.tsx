import type { InviteStaffResponse, StaffAccessResponse, StaffSession, StaffView } from '@shop/shared/contract/admin';
import type { StaffPowersView } from '@shop/shared/contract/adminStaffPowers';
import { formatEuro } from '@shop/shared/money';
import { type FormEvent, useState } from 'react';
import { AdminField, Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { adminRequest, readStaffSession, useAdmin } from '../api/adminRequest.ts';

const until = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** Euros as typed (150, 150,50 or 150.50) → cents; the text itself when it is not an amount, for the contract to refuse. */
const cents = (raw: FormDataEntryValue | null) => {
  const text = String(raw ?? '').trim();
  return /^\d+([.,]\d{1,2})?$/.test(text) ? Math.round(Number(text.replace(',', '.')) * 100) : text;
};
const whole = (raw: FormDataEntryValue | null) => {
  const text = String(raw ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : text;
};

/**
 * What staff may give away or back without an owner (docs/decisions/063-staff-powers.md): the two
 * ceilings, and what only an owner may do under them, as the shop checks it.
 */
function StaffPowersForm() {
  const { data, mutate } = useAdmin<StaffPowersView>('/api/admin/staffPowers');
  const [refusal, setRefusal] = useState<Refusal>({ errors: {} });
  const [done, setDone] = useState<string>();
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setRefusal({ errors: {} });
    setDone(undefined);
    try {
      const answer = await adminRequest<StaffPowersView>('/api/admin/staffPowers', {
        method: 'PUT',
        body: { maxDiscountPercent: whole(form.get('maxDiscountPercent')), maxRefund: cents(form.get('maxRefund')) },
      });
      await mutate(answer, { revalidate: false });
      setDone(`Saved: staff may create codes up to ${answer.maxDiscountPercent} % off and refund up to ${formatEuro(answer.maxRefund)}.`);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  if (!data) return null;
  return (
    <>
      <h2>Staff powers</h2>
      <ul aria-label="Only an owner may">
        {data.ownerOnly.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{data.updatedAt ? `Last changed ${until(data.updatedAt)} by ${data.updatedBy}.` : 'Never changed: the defaults hold.'}</p>
      <form className="admin__form" aria-label="Staff powers" onSubmit={save} noValidate key={data.updatedAt ?? 'defaults'}>
        <Outcome done={done} refusal={refusal} />
        <AdminField
          label="Largest percent off of a code staff create"
          name="maxDiscountPercent"
          inputMode="numeric"
          defaultValue={String(data.maxDiscountPercent)}
          required
          error={refusal.errors.maxDiscountPercent}
        />
        <AdminField
          label="Largest refund staff make, in euros"
          name="maxRefund"
          inputMode="decimal"
          defaultValue={(data.maxRefund / 100).toFixed(2).replace('.', ',')}
          required
          error={refusal.errors.maxRefund}
        />
        <button type="submit" className="admin__button">
          Save staff powers
        </button>
      </form>
    </>
  );
}

/**
 * Owners: the back office's accounts, inviting someone (a mail with a link to set up), and for
 * another's account, disabling it or inviting it anew (a lost phone, or back after being disabled);
 * and what staff may do with money without an owner.
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
      <StaffPowersForm />
    </section>
  );
}
