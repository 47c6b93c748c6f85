import * as z from 'zod/mini';
import { Email, Id, requiredText } from './common.ts';

/**
 * The back office's own calls (docs/decisions/036-back-office.md): staff sign in at
 * `/api/staff/*` (no token yet), and everything else is `/api/admin/*`, which takes a staff
 * token and nothing else.
 */

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff passwords are longer than customers': they open every order and the payment provider's refunds. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;

export const ADMIN_MESSAGES = {
  signInFailed: 'Invalid email, password or code.',
  signInRequired: 'Please sign in to the back office.',
  ownerOnly: 'Only an owner may do this.',
  tooManySignIns: 'Too many failed sign-ins.',
  codeInvalid: 'Enter the 6-digit code from your authenticator app.',
  codeWrong: 'That code is not right, or was used already. Wait for the next one and try again.',
  passwordTooShort: `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters.`,
  invitationInvalid: 'This invitation is not valid or has been used. Ask an owner for a new one.',
  invitationExpired: 'This invitation has expired. Ask an owner for a new one.',
  alreadyStaff: 'This email already has a back-office account.',
  nameRequired: 'A name is required.',
  roleInvalid: 'The role is owner or staff.',
  noSuchStaff: 'There is no such staff member.',
  notYourself: 'You cannot do this to your own account: ask another owner.',
} as const;

const M = ADMIN_MESSAGES;

/** A code of the authenticator app (RFC 6238): six digits, spaces forgiven. */
export const TotpCode = z.pipe(
  z.string(M.codeInvalid).check(z.overwrite((value) => value.replace(/\s+/g, ''))),
  z.string().check(z.regex(/^\d{6}$/, M.codeInvalid)),
);

const StaffPassword = z
  .string(M.passwordTooShort)
  .check(z.minLength(STAFF_PASSWORD_MIN_LENGTH, M.passwordTooShort), z.maxLength(STAFF_PASSWORD_MAX_LENGTH, M.passwordTooLong));

export const StaffRoleSchema = z.enum(STAFF_ROLES, M.roleInvalid);

/** POST /api/staff/signIn. The password's length is not checked, so a wrong one of any length gets the same 401. */
export const StaffSignInRequest = z.object({
  email: Email,
  password: z.string('Password is required').check(z.minLength(1, 'Password is required'), z.maxLength(1024)),
  totpCode: TotpCode,
});
export type StaffSignInRequest = z.infer<typeof StaffSignInRequest>;

export interface StaffView {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  status: 'INVITED' | 'ACTIVE' | 'DISABLED';
}

export interface StaffSession {
  token: string;
  /** When the token stops working (ISO); the back office asks to sign in again then. */
  expiresAt: string;
  staff: StaffView;
}

/** The invitation of an emailed link: `/admin/invitation/{staffId}/{code}`. */
export const InvitationRef = z.object({
  staffId: Id,
  code: z.string(M.invitationInvalid).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, M.invitationInvalid)),
});
export type InvitationRef = z.infer<typeof InvitationRef>;

/** POST /api/staff/invitation: what the invited person enrols in their authenticator app. */
export interface InvitationView {
  email: string;
  name: string;
  role: StaffRole;
  /** The `otpauth://totp/...` URI to add to an authenticator app: the back office shows it as text and draws its QR code. */
  otpauthUri: string;
}

/** POST /api/staff/invitation/accept: the new password and a first code, which proves the app holds the secret. */
export const AcceptInvitationRequest = z.object({
  ...InvitationRef.shape,
  password: StaffPassword,
  totpCode: TotpCode,
});
export type AcceptInvitationRequest = z.infer<typeof AcceptInvitationRequest>;

/** POST /api/admin/staff: an owner invites someone (the first owner: `npm run admin -- staff create`). */
export const InviteStaffRequest = z.object({
  email: Email,
  name: requiredText(M.nameRequired, 100),
  role: StaffRoleSchema,
});
export type InviteStaffRequest = z.infer<typeof InviteStaffRequest>;

/**
 * POST /api/admin/staff/{id}/disable: the account can no longer sign in and its sessions end.
 * POST /api/admin/staff/{id}/reinvite: a new link to choose a password and add the authenticator
 * again (a lost phone, or coming back after being disabled); the old password and codes stop working.
 */
export interface StaffAccessResponse {
  staff: StaffView;
  /** False when the account was already so: nothing changed. */
  changed: boolean;
  /** With a new invitation: until when its link works (ISO). */
  expiresAt?: string;
}

export interface InviteStaffResponse {
  staff: StaffView;
  /** Until when the link works (ISO). */
  expiresAt: string;
}

/** One entry of the audit log: who did what to what, when, and the item before and after. */
export interface AuditEntryView {
  id: string;
  at: string;
  staff: { id: string; email: string; role: StaffRole };
  /** What was done, e.g. `orders.shipped`, `staff.invite`. */
  action: string;
  subject: { kind: string; id: string };
  before?: unknown;
  after?: unknown;
}

/** GET /api/admin/audit?cursor=…: newest first, a page at a time. */
export const AuditQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(500))),
  subject: z.optional(z.string().check(z.regex(/^[a-zA-Z]+#[A-Za-z0-9_@.+-]{1,254}$/, 'subject is kind#id, e.g. order#TK-…'))),
});

export interface AuditPage {
  data: AuditEntryView[];
  /** Give it back as `cursor` for the next, older page; absent at the end. */
  next?: string;
}
