import { InviteStaffRequest, type InviteStaffResponse, type StaffAccessResponse } from '@shop/shared/contract/admin';
import { StaffPowersRequest, type StaffPowersView } from '@shop/shared/contract/adminStaffPowers';
import { IdParams } from '@shop/shared/contract/common';
import { config } from '../../platform/config.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { disableStaff, inviteStaff, reinviteStaff } from '../../staff/invitations.ts';
import { getStaffPowers, putStaffPowers, staffPowersView } from '../../staff/staffPowers.ts';
import { staffView } from '../../staff/staffRecord.ts';
import { getStaffById, listStaff, raiseTokenVersion } from '../../staff/staffStore.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';

/** Who is signed in, signing out, and the owners' list and invitations of staff, and what staff may do with money. */
export const handler = deskOf({
  'GET /api/admin/me': staffRoute({ role: 'staff' }, async ({ staff }) => staffView(staff)),
  'POST /api/admin/signOut': staffRoute({ role: 'staff' }, async ({ staff }) => {
    // Every session of this staff member ends: a token is not kept anywhere to end one alone.
    await raiseTokenVersion(staff.email);
    return {};
  }),
  'GET /api/admin/staff': staffRoute({ role: 'owner' }, async () => ({
    data: (await listStaff()).map(staffView).sort((a, b) => a.email.localeCompare(b.email)),
  })),
  'POST /api/admin/staff': staffRoute({ role: 'owner', body: InviteStaffRequest }, async ({ body, staff, now }) => {
    const invited = await inviteStaff(body, staff.email, { mailer: createSesMailer(), shopUrl: config.shopUrl(), now });
    const view = staffView(invited.staff);
    await recordAudit(staff, { action: 'staff.invite', subject: { kind: 'staff', id: view.id }, after: view }, now);
    return { staff: view, expiresAt: invited.expiresAt } satisfies InviteStaffResponse;
  }),
  'POST /api/admin/staff/{id}/disable': staffRoute({ role: 'owner', params: IdParams }, async ({ params, staff, now }) => {
    const before = await getStaffById(params.id);
    const { staff: disabled, changed } = await disableStaff(staff, params.id);
    const view = staffView(disabled);
    if (changed && before) {
      await recordAudit(
        staff,
        { action: 'staff.disable', subject: { kind: 'staff', id: view.id }, before: staffView(before), after: view },
        now,
      );
    }
    return { staff: view, changed } satisfies StaffAccessResponse;
  }),
  'POST /api/admin/staff/{id}/reinvite': staffRoute({ role: 'owner', params: IdParams }, async ({ params, staff, now }) => {
    const before = await getStaffById(params.id);
    const invited = await reinviteStaff(staff, params.id, { mailer: createSesMailer(), shopUrl: config.shopUrl(), now });
    const view = staffView(invited.staff);
    await recordAudit(
      staff,
      { action: 'staff.reinvite', subject: { kind: 'staff', id: view.id }, ...(before ? { before: staffView(before) } : {}), after: view },
      now,
    );
    return { staff: view, changed: true, expiresAt: invited.expiresAt } satisfies StaffAccessResponse;
  }),
  // The ceilings of what staff may give away or back without an owner (docs/decisions/063-staff-powers.md).
  'GET /api/admin/staffPowers': staffRoute(
    { role: 'owner' },
    async (): Promise<StaffPowersView> => staffPowersView(await getStaffPowers()),
  ),
  'PUT /api/admin/staffPowers': staffRoute(
    { role: 'owner', body: StaffPowersRequest },
    async ({ body, staff, now }): Promise<StaffPowersView> => {
      const before = staffPowersView(await getStaffPowers());
      await putStaffPowers(body, staff, now);
      const after = staffPowersView(await getStaffPowers());
      await recordAudit(staff, { action: 'settings.staffPowers', subject: { kind: 'settings', id: 'staffPowers' }, before, after }, now);
      return after;
    },
  ),
});
