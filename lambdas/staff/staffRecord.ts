import type { StaffRole, StaffView } from '@shop/shared/contract/admin';

/**
 * A member of the back office's staff (docs/decisions/036-back-office.md), found by email (the
 * sign-in) or by the id a token or an invitation link carries. How the staff table keeps them is
 * the adapter's (dynamoStaffReader.ts).
 */
export interface StaffRecord {
  id: string;
  /** In lower case. */
  email: string;
  name: string;
  role: StaffRole;
  /** INVITED until the invitation is accepted (a password and the second factor set). */
  status: 'INVITED' | 'ACTIVE' | 'DISABLED';
  passwordHash?: string;
  /** The TOTP secret, sealed with the back office's key (staffKeys.ts); never answered. */
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

export const staffView = (staff: StaffRecord): StaffView => ({
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  status: staff.status,
});

/** An owner may do all that staff may. */
export const hasRole = (staff: Pick<StaffRecord, 'role'>, needed: StaffRole) => needed === 'staff' || staff.role === 'owner';
