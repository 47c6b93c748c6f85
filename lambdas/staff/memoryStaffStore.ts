import type { StaffRecord } from './staffRecord.ts';
import type { SetStaffPowers, StaffStore } from './staffStore.ts';

/**
 * The back office's accounts kept in memory, for the rule tests: it passes the same contract as
 * the DynamoDB adapter (staffStoreContract.ts), so a rule proven on it holds on the staff table.
 * Each call copies what it hands out and takes in, as a round trip to a table would.
 */
export function memoryStaffStore(): StaffStore {
  /** By email in lower case, as the table keys them. */
  const accounts = new Map<string, StaffRecord>();
  /** Id → email: the pointer a token or a link is followed by. */
  const emails = new Map<string, string>();
  let powers: SetStaffPowers | undefined;
  const copy = <T>(value: T): T => structuredClone(value);

  /** Changes the account of `email` when it is there and `holds`; false, and nothing changed, otherwise. */
  const change = (email: string, holds: (staff: StaffRecord) => boolean, apply: (staff: StaffRecord) => void) => {
    const staff = accounts.get(email.toLowerCase());
    if (!staff || !holds(staff)) return false;
    apply(staff);
    return true;
  };
  const endSessions = (staff: StaffRecord) => {
    staff.tokenVersion = (staff.tokenVersion ?? 0) + 1;
  };

  const store: StaffStore = {
    async byEmail(email) {
      const staff = accounts.get(email.toLowerCase());
      return staff && copy(staff);
    },

    async byId(id) {
      const email = emails.get(id);
      return email === undefined ? undefined : store.byEmail(email);
    },

    async all() {
      return copy([...accounts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, staff]) => staff));
    },

    async powers() {
      return powers && copy(powers);
    },

    async add(staff) {
      if (accounts.has(staff.email.toLowerCase()) || emails.has(staff.id)) return 'taken';
      accounts.set(staff.email.toLowerCase(), copy(staff));
      emails.set(staff.id, staff.email);
      return 'added';
    },

    async renewInvitation(email, invitation) {
      const renewed = change(
        email,
        (staff) => staff.status === 'INVITED',
        (staff) => {
          staff.invitation = copy(invitation);
          delete staff.pendingTotpSecret;
        },
      );
      return renewed ? 'renewed' : 'changed';
    },

    async keepPendingSecret(email, sealed) {
      const kept = change(
        email,
        (staff) => staff.status === 'INVITED' && staff.pendingTotpSecret === undefined,
        (staff) => {
          staff.pendingTotpSecret = sealed;
        },
      );
      return kept ? 'kept' : 'changed';
    },

    async activate(invited, passwordHash, step) {
      const activated = change(
        invited.email,
        (staff) =>
          staff.status === 'INVITED' &&
          staff.invitation !== undefined &&
          staff.invitation.hash === invited.invitation?.hash &&
          staff.pendingTotpSecret !== undefined &&
          staff.pendingTotpSecret === invited.pendingTotpSecret,
        (staff) => {
          staff.status = 'ACTIVE';
          staff.passwordHash = passwordHash;
          staff.totpSecret = staff.pendingTotpSecret;
          staff.lastTotpStep = step;
          delete staff.invitation;
          delete staff.pendingTotpSecret;
        },
      );
      return activated ? 'activated' : 'changed';
    },

    async takeTotpStep(email, step) {
      const taken = change(
        email,
        (staff) => staff.lastTotpStep === undefined || staff.lastTotpStep < step,
        (staff) => {
          staff.lastTotpStep = step;
        },
      );
      return taken ? 'taken' : 'spent';
    },

    async disable(email, status) {
      const disabled = change(
        email,
        (staff) => staff.status === status,
        (staff) => {
          staff.status = 'DISABLED';
          endSessions(staff);
          delete staff.invitation;
          delete staff.pendingTotpSecret;
        },
      );
      return disabled ? 'disabled' : 'changed';
    },

    async reopenInvitation(email, status, invitation) {
      const reopened = change(
        email,
        (staff) => staff.status === status,
        (staff) => {
          staff.status = 'INVITED';
          staff.invitation = copy(invitation);
          endSessions(staff);
          delete staff.passwordHash;
          delete staff.totpSecret;
          delete staff.lastTotpStep;
          delete staff.pendingTotpSecret;
        },
      );
      return reopened ? 'reopened' : 'changed';
    },

    async signOutEverywhere(email) {
      if (!change(email, () => true, endSessions)) throw new Error(`No staff account for ${email}.`);
    },

    async setPowers(set) {
      powers = copy(set);
    },
  };
  return store;
}
