import { InviteStaffRequest, type InviteStaffResponse, type StaffAccessResponse } from '@shop/shared/contract/admin';
import { StaffPowersRequest, type StaffPowersView } from '@shop/shared/contract/adminStaffPowers';
import { IdParams } from '@shop/shared/contract/common';
import { config } from '../../platform/config.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { disableStaff, inviteStaff, reinviteStaff } from '../../staff/invitations.ts';
import { shopInvitationPorts, shopStaff, shopStaffActions } from '../../staff/staffAdapters.ts';
import { changeStaffPowers, staffPowersView } from '../../staff/staffPowers.ts';
import { staffView } from '../../staff/staffRecord.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';
import { staffList, staffPowersOf } from '../../staff/staffStore.ts';

const invitationPorts = () => shopInvitationPorts(createSesMailer(), config.shopUrl());

/** Who is signed in, signing out, and the owners' list and invitations of staff, and what staff may do with money. */
export const handler = deskOf({
  'GET /api/admin/me': staffRoute({ role: 'staff' }, async ({ staff }) => staffView(staff)),
  'POST /api/admin/signOut': staffRoute({ role: 'staff' }, async ({ staff }) => {
    // Every session of this staff member ends: a token is not kept anywhere to end one alone.
    await shopStaff.signOutEverywhere(staff.email);
    return {};
  }),
  'GET /api/admin/staff': staffRoute({ role: 'owner' }, async () => ({ data: await staffList(shopStaff) })),
  'POST /api/admin/staff': staffRoute({ role: 'owner', body: InviteStaffRequest }, async ({ body, staff, now }) => {
    const invited = await inviteStaff(body, staff, now, invitationPorts());
    return { staff: staffView(invited.staff), expiresAt: invited.expiresAt } satisfies InviteStaffResponse;
  }),
  'POST /api/admin/staff/{id}/disable': staffRoute({ role: 'owner', params: IdParams }, async ({ params, staff, now }) => {
    const { staff: disabled, changed } = await disableStaff(staff, params.id, now, shopStaffActions);
    return { staff: staffView(disabled), changed } satisfies StaffAccessResponse;
  }),
  'POST /api/admin/staff/{id}/reinvite': staffRoute({ role: 'owner', params: IdParams }, async ({ params, staff, now }) => {
    const invited = await reinviteStaff(staff, params.id, now, invitationPorts());
    return { staff: staffView(invited.staff), changed: true, expiresAt: invited.expiresAt } satisfies StaffAccessResponse;
  }),
  // The ceilings of what staff may give away or back without an owner (docs/decisions/063-staff-powers.md).
  'GET /api/admin/staffPowers': staffRoute(
    { role: 'owner' },
    async (): Promise<StaffPowersView> => staffPowersView(await staffPowersOf(shopStaff)),
  ),
  'PUT /api/admin/staffPowers': staffRoute(
    { role: 'owner', body: StaffPowersRequest },
    async ({ body, staff, now }): Promise<StaffPowersView> => changeStaffPowers(body, staff, now, shopStaffActions),
  ),
});
