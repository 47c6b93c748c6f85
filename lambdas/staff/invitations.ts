import type { InviteStaffRequest } from '@shop/shared/contract/admin';
import { newCode } from '../accounts/oneTimeCode.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { randomId } from '../platform/ids.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';
import type { AuditActor } from './auditEntry.ts';
import { recordAudit } from './auditLog.ts';
import { STAFF } from './messages.ts';
import { invitationLink, invitationMail } from './staffMail.ts';
import { type StaffRecord, staffView } from './staffRecord.ts';
import type { StaffActionPorts, StaffStore } from './staffStore.ts';

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;

/** What an invitation works with: the accounts, the audit log, the mail service and the shop's address its link starts with. */
export interface InvitationPorts extends StaffActionPorts, Pick<MailingPorts, 'mailer' | 'shopUrl'> {}

export interface Invited {
  staff: StaffRecord;
  link: string;
  expiresAt: string;
}

/**
 * Invites someone to the back office (an owner in the browser, or `npm run admin -- staff
 * create` for the first owner): the account, INVITED, and a mail with a link that works once.
 * Inviting an email that is still only invited sends a new link (the old one stops working);
 * one with an account is refused. The audit log says who invited them.
 */
export async function inviteStaff(request: InviteStaffRequest, actor: AuditActor, now: Date, ports: InvitationPorts): Promise<Invited> {
  const code = newCode(now, INVITATION_HOURS);
  const invitation = { hash: code.hash, expiresAt: code.expiresAt };
  const existing = await ports.staff.byEmail(request.email);
  let staff: StaffRecord;
  if (existing) {
    if (existing.status !== 'INVITED' || (await ports.staff.renewInvitation(existing.email, invitation)) !== 'renewed')
      throw conflict(STAFF.alreadyStaff);
    staff = { ...existing, invitation };
  } else {
    staff = {
      id: randomId(),
      email: request.email,
      name: request.name,
      role: request.role,
      status: 'INVITED',
      tokenVersion: 0,
      invitation,
      invitedBy: actor.email,
      createdAt: now.toISOString(),
    };
    if ((await ports.staff.add(staff)) !== 'added') throw conflict(STAFF.alreadyStaff);
  }
  const invited = await mailInvitation(staff, code, ports);
  const view = staffView(staff);
  await recordAudit(ports.audit, actor, { action: 'staff.invite', subject: { kind: 'staff', id: view.id }, after: view }, now);
  return invited;
}

/**
 * An owner's hold on another account: disabling it, or inviting it anew (a lost phone, or back
 * after being disabled). Never one's own account: so the owner acting stays, and the shop always
 * keeps an active owner who can invite. Each change is written to the audit log; none, nothing.
 */
export async function disableStaff(
  actor: AuditActor,
  id: string,
  now: Date,
  ports: StaffActionPorts,
): Promise<{ staff: StaffRecord; changed: boolean }> {
  const target = await othersAccount(actor, id, ports.staff);
  if (target.status === 'DISABLED') return { staff: target, changed: false };
  if ((await ports.staff.disable(target.email, target.status)) !== 'disabled') throw conflict(STAFF.noSuchStaff);
  const staff: StaffRecord = { ...target, status: 'DISABLED', tokenVersion: target.tokenVersion + 1 };
  await recordAudit(ports.audit, actor, staffChange('staff.disable', target, staff), now);
  return { staff, changed: true };
}

export async function reinviteStaff(actor: AuditActor, id: string, now: Date, ports: InvitationPorts): Promise<Invited> {
  const target = await othersAccount(actor, id, ports.staff);
  const code = newCode(now, INVITATION_HOURS);
  const invitation = { hash: code.hash, expiresAt: code.expiresAt };
  if ((await ports.staff.reopenInvitation(target.email, target.status, invitation)) !== 'reopened') throw conflict(STAFF.noSuchStaff);
  const { passwordHash: _p, totpSecret: _t, lastTotpStep: _l, pendingTotpSecret: _s, ...kept } = target;
  const staff: StaffRecord = { ...kept, status: 'INVITED', invitation, tokenVersion: target.tokenVersion + 1 };
  const invited = await mailInvitation(staff, code, ports);
  await recordAudit(ports.audit, actor, staffChange('staff.reinvite', target, staff), now);
  return invited;
}

async function othersAccount(actor: AuditActor, id: string, store: StaffStore): Promise<StaffRecord> {
  const target = await store.byId(id);
  if (!target) throw notFound(STAFF.noSuchStaff);
  if (target.id === actor.id) throw conflict(STAFF.notYourself);
  return target;
}

async function mailInvitation(staff: StaffRecord, code: { code: string; expiresAt: string }, ports: InvitationPorts): Promise<Invited> {
  const link = invitationLink(ports.shopUrl, staff.id, code.code);
  await ports.mailer.send(invitationMail(staff, link, code.expiresAt));
  return { staff, link, expiresAt: code.expiresAt };
}

const staffChange = (action: string, before: StaffRecord, after: StaffRecord) => ({
  action,
  subject: { kind: 'staff', id: after.id },
  before: staffView(before),
  after: staffView(after),
});
