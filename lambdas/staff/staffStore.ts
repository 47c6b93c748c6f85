import type { StaffView } from '@shop/shared/contract/admin';
import { STAFF_POWER_DEFAULTS, type StaffPowers } from '@shop/shared/contract/adminStaffPowers';
import type { AuditLog } from './auditLog.ts';
import { type StaffRecord, staffView } from './staffRecord.ts';

/**
 * What the staff's use cases keep and read, in their words (docs/decisions/088): the back office's
 * accounts, found by email or id, their invitations, second factor and sessions, and the ceilings
 * of what staff may do with money. One DynamoDB adapter (dynamoStaffReader.ts,
 * dynamoStaffStore.ts), one in-memory fake (memoryStaffStore.ts); both pass staffStoreContract.ts.
 * The audit log is a port of its own (auditLog.ts): most functions only add to it.
 */
export interface StaffReader {
  /** The account of an email, in any case, read consistently. */
  byEmail(email: string): Promise<StaffRecord | undefined>;
  /** The account an id names (a token's subject, an invitation link's), read consistently. */
  byId(id: string): Promise<StaffRecord | undefined>;
  /** Every account: a small shop has a handful. */
  all(): Promise<StaffRecord[]>;
  /** The ceilings as an owner last set them; undefined while the defaults hold (`staffPowersOf` says which those are). */
  powers(): Promise<SetStaffPowers | undefined>;
}

/**
 * The reads and the writes: a function that only reads (every desk checking a token) is given a
 * StaffReader, and its grants say so. Each write is conditioned on the account as the use case
 * read it; `changed` says it is not so any more (or not there), and nothing was written.
 */
export interface StaffStore extends StaffReader {
  /** A new account, findable by its email and its id, all or none: `taken` when either has an account. */
  add(staff: StaffRecord): Promise<'added' | 'taken'>;
  /** A new invitation for an account still INVITED: the old link stops working, and a secret it showed is dropped. */
  renewInvitation(email: string, invitation: Invitation): Promise<'renewed' | 'changed'>;
  /** Keeps the (sealed) secret an invitation shows, while the account is INVITED and keeps none yet. */
  keepPendingSecret(email: string, sealed: string): Promise<'kept' | 'changed'>;
  /**
   * Accepting the invitation as read (its link and the secret it showed, unchanged): the account
   * becomes ACTIVE with the password's hash, the secret as its second factor and `step` as the last
   * step taken; the link and the pending secret go.
   */
  activate(invited: StaffRecord, passwordHash: string, step: number): Promise<'activated' | 'changed'>;
  /** Takes a TOTP time step, later than the last one taken: `spent` when it is not (or the account is not there). */
  takeTotpStep(email: string, step: number): Promise<'taken' | 'spent'>;
  /** The account, still in `status`, DISABLED: its sessions and any invitation end. */
  disable(email: string, status: StaffRecord['status']): Promise<'disabled' | 'changed'>;
  /** The account, still in `status`, INVITED anew: password, second factor and sessions dropped. */
  reopenInvitation(email: string, status: StaffRecord['status'], invitation: Invitation): Promise<'reopened' | 'changed'>;
  /** Every token issued to the account before stops working. An account not there is an error. */
  signOutEverywhere(email: string): Promise<void>;
  /** Sets both ceilings, with when and by whom. */
  setPowers(powers: SetStaffPowers): Promise<void>;
}

export type Invitation = NonNullable<StaffRecord['invitation']>;

/** What an owner's change (of an account, of the staff powers) works with: the accounts, and the audit log it is written to. */
export interface StaffActionPorts {
  staff: StaffStore;
  audit: AuditLog;
}

/** The ceilings an owner set, with when and by whom. */
export interface SetStaffPowers extends StaffPowers {
  updatedAt: string;
  updatedBy: string;
}

/** The ceilings in force: the defaults until an owner sets them. */
export async function staffPowersOf(store: StaffReader): Promise<StaffPowers & Partial<SetStaffPowers>> {
  return (await store.powers()) ?? { ...STAFF_POWER_DEFAULTS };
}

/** Every account as the owners' list and `staff list` show them, by email. */
export async function staffList(store: StaffReader): Promise<StaffView[]> {
  return (await store.all()).map(staffView).sort((a, b) => a.email.localeCompare(b.email));
}
