import type { Gender, User, UserAddress } from '@shop/shared/contract/accounts';
import type { CustomerLevel } from '@shop/shared/customerLevels';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';

/**
 * Key layout of the customers table:
 *   U#<email>                    U        an account, keyed by its email so login is one GetItem
 *   UID#<userId>                 UID      the account's id → its email, for emailed links and tokens
 *   THROTTLE#<rule>#<subject>    W#<n>    attempts in window n of a throttle rule (TTL `expiresAt`)
 *   AUDIT#<userId>               <time>#<action>   what was done with the account's data (lambdas/personalData/audit.ts)
 */
/**
 * The customers table's byDue index (dueKey, dueAt) lists, besides the outbox's effects, accounts
 * whose deletion is under way and accounts holding a one-time code, by when it expires: the
 * retention job finds both there (lambdas/personalData/retention.ts).
 */
export const DELETIONS_DUE = 'ACCOUNT_DELETIONS' as const;
export const CODES_DUE = 'CODES_EXPIRE' as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const customerAccountKey = (email: string) => ({ pk: `U#${normalizeEmail(email)}`, sk: 'U' });
export const customerIdKey = (id: string) => ({ pk: `UID#${id}`, sk: 'UID' });

export interface CustomerAddressRecord {
  firstName: string;
  lastName: string;
  company?: string;
  street: string;
  streetNo: string;
  additionalInformation?: string;
  city: string;
  country: string;
  zipCode: string;
  phone: string;
  defaultAddress: boolean;
}

export interface ChildRecord {
  firstName: string;
  gender?: Gender;
  /** Epoch milliseconds. */
  dateOfBirth: number;
}

export interface CustomerRecord {
  pk: string;
  sk: string;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Epoch milliseconds. */
  birthDate?: number;
  gender?: Gender;
  oib?: string;
  newsletterSubscription: boolean;
  userLevel: CustomerLevel;
  passwordHash: string;
  /**
   * PENDING until the emailed link is followed (or a password reset proves the email); DELETING
   * from the owner's request to delete it until it is gone (lambdas/personalData/deleteAccount.ts).
   */
  status: 'PENDING' | 'ACTIVE' | 'DELETING';
  createdAt: string;
  updatedAt?: string;
  addresses: CustomerAddressRecord[];
  /** Raised by every password change; tokens carrying an older one stop working. Absent is 0. */
  tokenVersion?: number;
  hasChildren?: boolean;
  children?: ChildRecord[];
  /** Kept only while expectingBabyConsentAt is (GDPR Art. 9, docs/decisions/059-expected-baby-consent.md). */
  expectingBaby?: boolean;
  /** Epoch milliseconds. */
  expectingBabyDate?: number;
  /** When the customer gave the explicit consent to keeping the two above, ISO 8601; withdrawing it removes all three. */
  expectingBabyConsentAt?: string;
  termsAcceptedAt?: string;
  /** The language the customer registered in, which the account's mails are written in; absent on older accounts: English. */
  language?: Language;
  /** SHA-256 (base64url) of the emailed activation code; removed once used. */
  activationCodeHash?: string;
  activationExpiresAt?: string;
  /** SHA-256 (base64url) of the latest emailed password-reset code; removed once used. */
  resetCodeHash?: string;
  resetExpiresAt?: string;
  /** CODES_DUE while a one-time code is held, DELETIONS_DUE while the account is being deleted. */
  dueKey?: typeof CODES_DUE | typeof DELETIONS_DUE;
  dueAt?: string;
  /** Saved products' ids, the latest first (wishlist.ts). */
  wishlist?: string[];
  /** Raised by every change of the wishlist, which is written on condition of the version read. */
  wishlistVersion?: number;
}

/** The small item that finds an account by its id. */
export interface CustomerIdPointer {
  pk: string;
  sk: string;
  id: string;
  email: string;
}

export const customerIdPointer = (account: Pick<CustomerRecord, 'id' | 'email'>): CustomerIdPointer => ({
  ...customerIdKey(account.id),
  id: account.id,
  email: normalizeEmail(account.email),
});

export const languageOfAccount = (account: Pick<CustomerRecord, 'language'>): Language => account.language ?? DEFAULT_LANGUAGE;

export const tokenVersionOf = (account: Pick<CustomerRecord, 'tokenVersion'>) => account.tokenVersion ?? 0;

function addressView(address: CustomerAddressRecord): UserAddress {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? null,
    street: address.street,
    streetNo: address.streetNo,
    additionalInformation: address.additionalInformation ?? null,
    city: address.city,
    country: address.country,
    zipCode: address.zipCode,
    phone: address.phone,
    defaultAddress: address.defaultAddress === true,
  };
}

/** What the account's owner sees of it: named fields only, never the hash, codes or counters. */
export function userView(account: CustomerRecord): User {
  return {
    id: account.id,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    birthDate: account.birthDate ?? null,
    gender: account.gender ?? null,
    oib: account.oib ?? null,
    newsletterSubscription: account.newsletterSubscription === true,
    userLevel: account.userLevel,
    addresses: (account.addresses ?? []).map(addressView),
    // Shown only while the consent stands, whatever an older record holds.
    expectingBaby: account.expectingBabyConsentAt !== undefined && account.expectingBaby === true,
    expectingBabyDate: (account.expectingBabyConsentAt !== undefined && account.expectingBabyDate) || null,
    expectingBabyConsentAt: account.expectingBabyConsentAt ?? null,
  };
}
