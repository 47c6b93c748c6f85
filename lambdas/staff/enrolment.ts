import type { AcceptInvitationRequest, InvitationRef, InvitationView, StaffSession } from '@shop/shared/contract/admin';
import { checkCode } from '../accounts/oneTimeCode.ts';
import { badRequest } from '../platform/errors.ts';
import { STAFF } from './messages.ts';
import { openSecret, sealSecret } from './staffKeys.ts';
import { type StaffRecord, staffView } from './staffRecord.ts';
import type { StaffStore } from './staffStore.ts';
import { issueStaffToken } from './staffToken.ts';
import { newTotpSecret, otpauthUri, totpCodeStep } from './totp.ts';

/** An invitation's link opened (invitations.ts sends it): the second factor enrolled, the password chosen. */

/** What enrolling works with: the accounts, and the hashing of the password chosen (accounts/passwordHash.ts's). */
export interface EnrolmentPorts {
  staff: StaffStore;
  hashPassword(password: string): Promise<string>;
}

/** The invited account of a link, when the link is good now. */
async function invitedBy(ref: InvitationRef, now: Date, store: StaffStore): Promise<StaffRecord> {
  const staff = await store.byId(ref.staffId);
  const check = staff?.status === 'INVITED' && staff.invitation ? checkCode(ref.code, staff.invitation, now) : 'invalid';
  if (check === 'expired') throw badRequest(STAFF.invitationExpired);
  if (check !== 'valid' || !staff) throw badRequest(STAFF.invitationInvalid);
  return staff;
}

/**
 * POST /api/staff/invitation: the secret to add to an authenticator app, as an `otpauth://` URI.
 * Made at the first opening and kept (sealed) until accepted, so opening the
 * link again shows the same one.
 */
export async function openInvitation(ref: InvitationRef, now: Date, ports: EnrolmentPorts): Promise<InvitationView> {
  let staff = await invitedBy(ref, now, ports.staff);
  if (!staff.pendingTotpSecret) {
    await ports.staff.keepPendingSecret(staff.email, await sealSecret(newTotpSecret(), staff.id));
    staff = await invitedBy(ref, now, ports.staff);
  }
  const secret = staff.pendingTotpSecret ? await openSecret(staff.pendingTotpSecret, staff.id) : undefined;
  if (!secret) throw badRequest(STAFF.invitationInvalid);
  return { email: staff.email, name: staff.name, role: staff.role, otpauthUri: otpauthUri(secret, staff.email) };
}

/**
 * POST /api/staff/invitation/accept: the password, and a first code that proves the app holds
 * the secret; the account becomes ACTIVE and is signed in. The link is used up in the same write.
 */
export async function acceptInvitation(request: AcceptInvitationRequest, now: Date, ports: EnrolmentPorts): Promise<StaffSession> {
  const staff = await invitedBy(request, now, ports.staff);
  const secret = staff.pendingTotpSecret ? await openSecret(staff.pendingTotpSecret, staff.id) : undefined;
  if (!secret) throw badRequest(STAFF.invitationInvalid);
  const step = totpCodeStep(secret, request.totpCode, now);
  if (step === undefined) throw badRequest(STAFF.codeWrong, { totpCode: STAFF.codeWrong });
  if ((await ports.staff.activate(staff, await ports.hashPassword(request.password), step)) !== 'activated')
    throw badRequest(STAFF.invitationInvalid);
  const active: StaffRecord = { ...staff, status: 'ACTIVE' };
  return { ...(await issueStaffToken(active, now)), staff: staffView(active) };
}
