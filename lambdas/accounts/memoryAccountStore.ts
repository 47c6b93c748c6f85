import { type AccountStore, PROFILE_FIELDS } from './accountStore.ts';
import { CODES_DUE, type CustomerRecord, normalizeEmail } from './customerRecord.ts';

/**
 * The accounts kept in memory, for the rule tests: it passes the same contract as the DynamoDB
 * adapter (accountStoreContract.ts). Each call copies what it hands out and takes in.
 */
export function memoryAccountStore(initial: readonly CustomerRecord[] = []): AccountStore & { put(account: CustomerRecord): void } {
  /** By email in lower case, as the table keys them; the ids point at the emails. */
  const accounts = new Map<string, CustomerRecord>();
  const ids = new Map<string, string>();
  const copy = <T>(value: T): T => structuredClone(value);
  const put = (account: CustomerRecord) => {
    accounts.set(normalizeEmail(account.email), copy(account));
    ids.set(account.id, normalizeEmail(account.email));
  };
  for (const account of initial) put(account);
  const stored = (email: string) => accounts.get(normalizeEmail(email));
  const isLive = (expiresAt: string | undefined, now: Date) => expiresAt !== undefined && expiresAt > now.toISOString();

  return {
    /** Writes an account as it is, whatever was there: what a test's fixture does to the table. */
    put,

    async byEmail(email) {
      const account = stored(email);
      return account && copy(account);
    },

    async byId(id) {
      const email = ids.get(id);
      const account = email === undefined ? undefined : stored(email);
      return account?.id === id ? copy(account) : undefined;
    },

    async create(account) {
      if (accounts.has(normalizeEmail(account.email))) return 'exists';
      // As the table's transaction fails on the id's pointer alone: an id is never given twice.
      if (ids.has(account.id)) throw new Error(`An account ${account.id} is kept already.`);
      put(account);
      return 'created';
    },

    async renewActivationCode(account, now) {
      const current = stored(account.email);
      if (current?.id !== account.id || current.status !== 'PENDING') return false;
      Object.assign(current, {
        activationCodeHash: account.activationCodeHash,
        activationExpiresAt: account.activationExpiresAt,
        updatedAt: now.toISOString(),
        dueKey: CODES_DUE,
        dueAt: account.activationExpiresAt,
      });
      return true;
    },

    async saveResetCode(email, code, now) {
      const current = stored(email);
      if (!current || current.status === 'DELETING') return undefined;
      Object.assign(current, {
        resetCodeHash: code.hash,
        resetExpiresAt: code.expiresAt,
        updatedAt: now.toISOString(),
        dueKey: CODES_DUE,
        dueAt: code.expiresAt,
      });
      return copy(current);
    },

    async useActivationCode(email, codeHash, now) {
      const current = stored(email);
      if (!current || current.activationCodeHash !== codeHash || !isLive(current.activationExpiresAt, now)) return false;
      current.status = 'ACTIVE';
      current.updatedAt = now.toISOString();
      delete current.activationCodeHash;
      delete current.activationExpiresAt;
      return true;
    },

    async useResetCode(email, codeHash, passwordHash, now) {
      const current = stored(email);
      if (!current || current.resetCodeHash !== codeHash || !isLive(current.resetExpiresAt, now)) return false;
      current.passwordHash = passwordHash;
      current.status = 'ACTIVE';
      current.tokenVersion = (current.tokenVersion ?? 0) + 1;
      current.updatedAt = now.toISOString();
      delete current.resetCodeHash;
      delete current.resetExpiresAt;
      delete current.activationCodeHash;
      delete current.activationExpiresAt;
      return true;
    },

    async updateProfile(email, changes, now) {
      const current = stored(email);
      if (!current) return undefined;
      const fields = current as unknown as Record<string, unknown>;
      for (const field of PROFILE_FIELDS) {
        const value = changes[field];
        if (value === null) delete fields[field];
        else if (value !== undefined) fields[field] = copy(value);
      }
      current.updatedAt = now.toISOString();
      return copy(current);
    },

    async writeWishlist(account, readVersion, productIds) {
      const current = stored(account.email);
      if (current?.id !== account.id || (current.wishlistVersion ?? 0) !== readVersion) return 'stale';
      current.wishlist = [...productIds];
      current.wishlistVersion = readVersion + 1;
      return 'written';
    },
  };
}
