import { ADMIN_MESSAGES, type InviteStaffRequest } from '@shop/shared/contract/admin';
import { newCode } from '../accounts/oneTimeCode.ts';
import { conflict } from '../platform/errors.ts';
import { randomId } from '../platform/ids.ts';
import type { Mailer } from '../platform/mailer.ts';
import { invitationLink, invitationMail } from './staffMail.ts';
import { STAFF_PARTITION, type StaffRecord } from './staffRecord.ts';
import { createStaff, getStaffByEmail, renewInvitation } from './staffStore.ts';

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;

export interface Invited {
  staff: StaffRecord;
  link: string;
  expiresAt: string;
}

/**
 * Invites someone to the back office (an owner in the browser, or `npm run admin -- staff
 * create` for the first owner): the account, INVITED, and a mail with a link that works once.
 * Inviting an email that is still only invited sends a new link (the old one stops working);
 * one with an account is refused.
 */
export async function inviteStaff(
  request: InviteStaffRequest,
  invitedBy: string,
  ports: { mailer: Mailer; shopUrl: string; now: Date },
): Promise<Invited> {
  const code = newCode(ports.now, INVITATION_HOURS);
  const invitation = { hash: code.hash, expiresAt: code.expiresAt };
  const existing = await getStaffByEmail(request.email);
  let staff: StaffRecord;
  if (existing) {
    if (existing.status !== 'INVITED' || !(await renewInvitation(existing.email, invitation))) throw conflict(ADMIN_MESSAGES.alreadyStaff);
    staff = { ...existing, invitation };
  } else {
    staff = {
      pk: STAFF_PARTITION,
      sk: request.email,
      id: randomId(),
      email: request.email,
      name: request.name,
      role: request.role,
      status: 'INVITED',
      tokenVersion: 0,
      invitation,
      invitedBy,
      createdAt: ports.now.toISOString(),
    };
    if (!(await createStaff(staff))) throw conflict(ADMIN_MESSAGES.alreadyStaff);
  }
  const link = invitationLink(ports.shopUrl, staff.id, code.code);
  await ports.mailer.send(invitationMail(staff, link, code.expiresAt));
  return { staff, link, expiresAt: code.expiresAt };
}
