import type { StaffRole, StaffView } from '@shop/shared/contract/admin';

/**
 * Staff of the back office (docs/decisions/036-back-office.md), in their own table, apart from
 * customers: every account in one partition, by email (sign-in is one GetItem, the owners' list
 * one Query), and a pointer from the id a token or an invitation link carries.
 */
export interface StaffRecord {
  pk: typeof STAFF_PARTITION;
  /** The email in lower case. */
  sk: string;
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** INVITED until the invitation is accepted (a password and the second factor set). */
  status: 'INVITED' | 'ACTIVE' | 'DISABLED';
  passwordHash?: string;
  /** The TOTP secret, sealed with the back office's key (totpSecrets.ts); never answered. */
  totpSecret?: string;
  /** Set while invited: the secret the invitation shows, which accepting it makes the account's. */
  pendingTotpSecret?: string;
  /** The last TOTP time step a code was taken for: a code is good once (RFC 6238 §5.2). */
  lastTotpStep?: number;
  /** Raised by signing out: every token carrying an older one stops working. */
  tokenVersion: number;
  invitation?: { hash: string; expiresAt: string };
  invitedBy: string;
  createdAt: string;
}

export const STAFF_PARTITION = 'STAFF';
export const staffKey = (email: string) => ({ pk: STAFF_PARTITION, sk: email.toLowerCase() });
export const staffIdKey = (id: string) => ({ pk: `SID#${id}`, sk: 'SID' });

export const staffView = (staff: StaffRecord): StaffView => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  status: staff.status,
});

/** An owner may do all that staff may. */
export const hasRole = (staff: Pick<StaffRecord, 'role'>, needed: StaffRole) => needed === 'staff' || staff.role === 'owner';
