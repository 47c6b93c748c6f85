import type { CustomerRecord } from './customerRecord.ts';

/**
 * What the accounts' use cases keep and read, in their words (docs/decisions/088): a customer's
 * account, found by its email (a login) or by its id (an emailed link, a session token), its
 * one-time codes, its profile and its wishlist. One DynamoDB adapter (dynamoAccountReader.ts,
 * dynamoAccountStore.ts), one in-memory fake (memoryAccountStore.ts); both pass
 * accountStoreContract.ts.
 */
export interface AccountReader {
  /** The account of an email, in any case and with spaces around it; read consistently. */
  byEmail(email: string): Promise<CustomerRecord | undefined>;
  /** The account an emailed link or a token names. */
  byId(id: string): Promise<CustomerRecord | undefined>;
}

/** The reads and the writes: a function that only reads is given an AccountReader, and its grants say so. */
export interface AccountStore extends AccountReader {
  /** Keeps a new account, unless its email has one already (whoever's it is). */
  create(account: CustomerRecord): Promise<'created' | 'exists'>;
  /**
   * Gives a still-pending account made by this very registration (the same id) a new activation
   * code (its first mail did not go); false when the email's account is someone else's, or active.
   */
  renewActivationCode(
    account: Pick<CustomerRecord, 'id' | 'email' | 'activationCodeHash' | 'activationExpiresAt'>,
    now: Date,
  ): Promise<boolean>;
  /**
   * Keeps the hash of a newly sent reset code on the email's account, replacing any earlier one
   * (only the latest link works), and returns the account; undefined when the email has none, or
   * its account is being deleted.
   */
  saveResetCode(email: string, code: { hash: string; expiresAt: string }, now: Date): Promise<CustomerRecord | undefined>;
  /** Activates the account if the code is still the stored, unexpired one; false if it was used or expired meanwhile. */
  useActivationCode(email: string, codeHash: string, now: Date): Promise<boolean>;
  /**
   * Sets the new password if the reset code is still the stored, unexpired one, at once: the code
   * is used up, the token version goes up (older tokens stop working) and a PENDING account
   * becomes ACTIVE, since following the link proved the email.
   */
  useResetCode(email: string, codeHash: string, passwordHash: string, now: Date): Promise<boolean>;
  /** Sets the fields given, removes those given as null, and returns the account as it now is (undefined when there is none). */
  updateProfile(email: string, changes: ProfileUpdate, now: Date): Promise<CustomerRecord | undefined>;
  /**
   * Writes the wishlist if the account is still the one read (its id) at the version read;
   * 'stale' when it changed meanwhile, so the caller reads it again.
   */
  writeWishlist(
    account: Pick<CustomerRecord, 'id' | 'email'>,
    readVersion: number,
    productIds: readonly string[],
  ): Promise<'written' | 'stale'>;
}

/** The profile fields an owner may change; nothing else can reach the update. */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'gender',
  'oib',
  'newsletterSubscription',
  'addresses',
  'expectingBaby',
  'expectingBabyDate',
  'expectingBabyConsentAt',
] as const;
export type ProfileChanges = Partial<Pick<CustomerRecord, (typeof PROFILE_FIELDS)[number]>>;
/** A change of the profile: a field left out stays, a null one goes. */
export type ProfileUpdate = { [K in keyof ProfileChanges]: ProfileChanges[K] | null };
