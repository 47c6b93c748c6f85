import { ADMIN_MESSAGES, type InviteStaffRequest } from '@shop/shared/contract/admin';
import { newCode } from '../accounts/oneTimeCode.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { randomId } from '../platform/ids.ts';
import type { Mailer } from '../platform/mailer.ts';
import { invitationLink, invitationMail } from './staffMail.ts';
import { STAFF_PARTITION, type StaffRecord } from './staffRecord.ts';
import { createStaff, disableAccount, getStaffByEmail, getStaffById, renewInvitation, reopenInvitation } from './staffStore.ts';

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
/**
 * An owner's hold on another account: disabling it, or inviting it anew (a lost phone, or back
 * after being disabled). Never one's own account: so the owner acting stays, and the shop always
 * keeps an active owner who can invite.
 */
export async function disableStaff(actor: StaffRecord, id: string): Promise<{ staff: StaffRecord; changed: boolean }> {
  const target = await othersAccount(actor, id);
  if (target.status === 'DISABLED') return { staff: target, changed: false };
  if (!(await disableAccount(target.email, target.status))) throw conflict(ADMIN_MESSAGES.noSuchStaff);
  return { staff: { ...target, status: 'DISABLED', tokenVersion: target.tokenVersion + 1 }, changed: true };
}

export async function reinviteStaff(
  actor: StaffRecord,
  id: string,
  ports: { mailer: Mailer; shopUrl: string; now: Date },
): Promise<Invited> {
  const target = await othersAccount(actor, id);
  const code = newCode(ports.now, INVITATION_HOURS);
  const invitation = { hash: code.hash, expiresAt: code.expiresAt };
  if (!(await reopenInvitation(target.email, target.status, invitation))) throw conflict(ADMIN_MESSAGES.noSuchStaff);
  const { passwordHash: _p, totpSecret: _t, lastTotpStep: _l, pendingTotpSecret: _s, ...kept } = target;
  const staff: StaffRecord = { ...kept, status: 'INVITED', invitation, tokenVersion: target.tokenVersion + 1 };
  const link = invitationLink(ports.shopUrl, staff.id, code.code);
  await ports.mailer.send(invitationMail(staff, link, code.expiresAt));
  return { staff, link, expiresAt: code.expiresAt };
}

async function othersAccount(actor: StaffRecord, id: string): Promise<StaffRecord> {
  const target = await getStaffById(id);
  if (!target) throw notFound(ADMIN_MESSAGES.noSuchStaff);
  if (target.id === actor.id) throw conflict(ADMIN_MESSAGES.notYourself);
  return target;
}

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
