import * as z from 'zod/mini';
import { isCountryCode } from '../countries.ts';
import type { CustomerLevel } from '../customerLevels.ts';
import { isValidOib } from '../oib.ts';
import { optionalText, Page, type Paged, requiredText } from './common.ts';
import type { OrderView } from './orders.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, MAX_ADDRESSES, ACCOUNT_MESSAGES } from './accountMessages.ts';

/** The /api/auth/* calls of SPEC §7 and the account's own order list. */

export const GENDERS = ['M', 'F', 'O'] as const;
export type Gender = (typeof GENDERS)[number];

export const MAX_CHILDREN = 20;

const M = ACCOUNT_MESSAGES;

/** Croatian personal identification number (shared/src/oib.ts). */
export { isValidOib };

/** The earliest date of birth taken: 1 January 1900. */
const EARLIEST_BIRTH_DATE = Date.UTC(1900, 0, 1);
/** Dates travel as epoch milliseconds (SPEC §5); allow a day of time-zone slack for "today". */
const DAY_MS = 86_400_000;

const LATEST_DATE = Date.UTC(2200, 0, 1);
const Timestamp = (required: string, invalid: string) =>
  z.int(required).check(z.minimum(EARLIEST_BIRTH_DATE, invalid), z.maximum(LATEST_DATE, invalid));

/** A date of birth: required, not before 1900 and not in the future. */
const BirthDate = z.int(M.birthDateRequired).check(
  z.minimum(EARLIEST_BIRTH_DATE, M.birthDateInvalid),
  z.refine((value) => value <= Date.now() + DAY_MS, M.birthDateInvalid),
);

/**
 * A date of birth a registration may leave out (docs/decisions/077-short-registration.md): absent
 * or null is none; a wrong type is not valid rather than "required".
 */
const OptionalBirthDate = z.optional(
  z.nullable(
    z.int(M.birthDateInvalid).check(
      z.minimum(EARLIEST_BIRTH_DATE, M.birthDateInvalid),
      z.refine((value) => value <= Date.now() + DAY_MS, M.birthDateInvalid),
    ),
  ),
);

/** Blank (null or '') clears an optional choice; absent leaves it as it is. */
const blankToNull = <T>(value: T | '' | null) => (value === '' ? null : value);

const OptionalGender = z.optional(
  z.pipe(
    z.nullable(z.union([z.enum(GENDERS, M.genderInvalid), z.literal('', M.genderInvalid)], M.genderInvalid)),
    z.transform(blankToNull),
  ),
);

const OptionalOib = z.optional(
  z.pipe(
    z.nullable(
      z.string(M.oibInvalid).check(
        z.trim(),
        z.refine((v) => v === '' || isValidOib(v), M.oibInvalid),
      ),
    ),
    z.transform(blankToNull),
  ),
);

/** A yes/no the form may leave out: absent or null is no. */
const Flag = z.pipe(
  z.optional(z.nullable(z.boolean())),
  z.transform((value) => value ?? false),
);

/** The email that names an account: required, then a valid address; kept trimmed and in lower case. */
const AccountEmail = z
  .string(M.emailRequired)
  .check(z.trim(), z.toLowerCase(), z.minLength(1, M.emailRequired), z.maxLength(254, M.emailInvalid), z.email(M.emailInvalid));

/** A new password: 8 to 128 characters, nothing else asked of it (no composition rules). */
const NewPassword = z
  .string(M.passwordRequired)
  .check(
    z.minLength(1, M.passwordRequired),
    z.minLength(PASSWORD_MIN_LENGTH, M.passwordTooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, M.passwordTooLong),
  );

/** The shop's Address (SPEC §3): country required, company and extra information optional. */
const addressFields = {
  firstName: requiredText(M.firstNameRequired, 100),
  lastName: requiredText(M.lastNameRequired, 100),
  company: optionalText(100),
  street: requiredText(M.streetRequired, 150),
  streetNo: requiredText(M.streetNoRequired, 20),
  additionalInformation: optionalText(200),
  city: requiredText(M.cityRequired, 100),
  country: z.string(M.countryRequired).check(z.trim(), z.toUpperCase(), z.refine(isCountryCode, M.countryRequired)),
  zipCode: requiredText(M.zipCodeRequired, 20),
  phone: requiredText(M.phoneRequired, 40),
};

export const AccountAddress = z.object({ ...addressFields, defaultAddress: Flag });
export type AccountAddress = z.infer<typeof AccountAddress>;

export const Child = z.object({
  firstName: requiredText(M.firstNameRequired, 100),
  gender: OptionalGender,
  dateOfBirth: Timestamp(M.birthDateRequired, M.birthDateInvalid),
});
export type Child = z.infer<typeof Child>;

/**
 * Runs after field errors too, so a form gets every message at once; it must not trust the
 * shapes of the fields, and runs only on an object (a body of `null` has nothing to compare).
 */
const always = { when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null };

/**
 * That a shopper expects a baby says something of her health (GDPR Art. 9): it is kept only
 * with her explicit consent, asked for separately (docs/decisions/059-expected-baby-consent.md).
 */
const expectingBabyWithoutConsent = (r: { expectingBaby?: unknown; expectingBabyDate?: unknown; expectingBabyConsent?: unknown }) =>
  (r.expectingBaby === true || r.expectingBabyDate != null) && r.expectingBabyConsent !== true;

/**
 * POST /api/auth/register (SPEC §3 Registration, §5). An account needs a name, an email, a
 * password and the terms; birth date, gender, OIB, family and address may come later in the
 * profile (GDPR Art. 5(1)(c), docs/decisions/077-short-registration.md). Unknown keys are dropped.
 */
export const RegistrationRequest = z
  .object({
    firstName: requiredText(M.firstNameRequired, 100),
    lastName: requiredText(M.lastNameRequired, 100),
    email: AccountEmail,
    birthDate: OptionalBirthDate,
    gender: OptionalGender,
    oib: OptionalOib,
    password: NewPassword,
    confirmPassword: z.optional(z.nullable(z.string())),
    newsletterSubscription: Flag,
    hasChildren: Flag,
    children: z.optional(z.nullable(z.array(Child).check(z.maxLength(MAX_CHILDREN, `At most ${MAX_CHILDREN} children.`)))),
    expectingBaby: Flag,
    expectingBabyDate: z.optional(z.nullable(Timestamp(M.dateInvalid, M.dateInvalid))),
    /** The separate, explicit consent to keeping expectingBaby and its date; unticked unless the shopper ticks it. */
    expectingBabyConsent: Flag,
    /** Optional as a whole; when given, complete, as in the profile's address book. */
    address: z.optional(z.nullable(z.object(addressFields, M.addressRequired))),
    acceptTerms: z.literal(true, M.termsRequired),
  })
  .check(
    z.refine((r) => r.confirmPassword === r.password, { ...always, message: M.passwordsDoNotMatch, path: ['confirmPassword'] }),
    z.refine((r) => r.hasChildren !== true || (Array.isArray(r.children) && r.children.length > 0), {
      ...always,
      message: M.childRequired,
      path: ['children'],
    }),
    z.refine((r) => !expectingBabyWithoutConsent(r), {
      ...always,
      message: M.expectingBabyConsentRequired,
      path: ['expectingBabyConsent'],
    }),
  );
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;
export type RegistrationInput = z.input<typeof RegistrationRequest>;

/** A code or id taken from an emailed link; any malformed part means the link is not valid. */
const LinkPart = (message: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(100, message), z.regex(/^[A-Za-z0-9_-]+$/, message));

/** POST /api/auth/activate: the parts of the link `/activate/{userId}/{activationCode}`. */
export const ActivationRequest = z.object({
  userId: LinkPart(M.activationLinkInvalid),
  activationCode: LinkPart(M.activationLinkInvalid),
});
export type ActivationRequest = z.infer<typeof ActivationRequest>;

/** POST /api/auth/login. The email's format is not checked: a malformed one simply matches no account. */
export const LoginRequest = z.object({
  email: z.string(M.emailRequired).check(z.trim(), z.toLowerCase(), z.minLength(1, M.emailRequired), z.maxLength(254, M.loginFailed)),
  password: z.string(M.passwordRequired).check(z.minLength(1, M.passwordRequired), z.maxLength(1024, M.loginFailed)),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export interface LoginResponse {
  token: string;
}

/** POST /api/auth/forgetPassword */
export const ForgetPasswordRequest = z.object({ email: AccountEmail });
export type ForgetPasswordRequest = z.infer<typeof ForgetPasswordRequest>;

/** POST /api/auth/recoverPassword: the parts of `/recover-password/{userId}/{activationCode}` and the new password. */
export const RecoverPasswordRequest = z
  .object({
    userId: LinkPart(M.resetLinkInvalid),
    activationCode: LinkPart(M.resetLinkInvalid),
    password: NewPassword,
    /** The form checks it (SPEC §5); when sent, it must match too. */
    confirmPassword: z.optional(z.nullable(z.string())),
  })
  .check(
    z.refine((r) => r.confirmPassword == null || r.confirmPassword === r.password, {
      ...always,
      message: M.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  );
export type RecoverPasswordRequest = z.infer<typeof RecoverPasswordRequest>;

const Addresses = z.array(AccountAddress).check(
  z.maxLength(MAX_ADDRESSES, M.tooManyAddresses),
  z.refine((list) => list.filter((a) => a.defaultAddress).length <= 1, M.oneDefaultAddress),
);

/**
 * PUT /api/auth/updateMe. Each field sent replaces the stored one; a field left out stays as it
 * is; null (or '') clears gender and oib. Anything else in the body (email, userLevel, id,
 * status...) is dropped unread, so a form may send back the whole user it was given.
 */
export const UpdateMeRequest = z
  .object({
    firstName: z.optional(requiredText(M.firstNameRequired, 100)),
    lastName: z.optional(requiredText(M.lastNameRequired, 100)),
    birthDate: z.optional(BirthDate),
    gender: OptionalGender,
    newsletterSubscription: z.optional(z.boolean('newsletterSubscription is true or false.')),
    oib: OptionalOib,
    addresses: z.optional(Addresses),
    expectingBaby: z.optional(z.boolean('expectingBaby is true or false.')),
    /** null clears the date. */
    expectingBabyDate: z.optional(z.nullable(Timestamp(M.dateInvalid, M.dateInvalid))),
    /**
     * true gives the consent to keeping expectingBaby and its date (its time is kept); false
     * withdraws it and deletes both; absent leaves it as it is, so the stored consent counts.
     */
    expectingBabyConsent: z.optional(z.boolean('expectingBabyConsent is true or false.')),
  })
  .check(
    // Withdrawn in the same request: nothing of it may be stored (a stored consent is checked by the handler).
    z.refine((r) => r.expectingBabyConsent !== false || !expectingBabyWithoutConsent(r), {
      ...always,
      message: M.expectingBabyConsentRequired,
      path: ['expectingBabyConsent'],
    }),
  );
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;
export type UpdateMeInput = z.input<typeof UpdateMeRequest>;

export interface UserAddress {
  firstName: string;
  lastName: string;
  company: string | null;
  street: string;
  streetNo: string;
  additionalInformation: string | null;
  city: string;
  country: string;
  zipCode: string;
  phone: string;
  defaultAddress: boolean;
}

/** GET /api/auth/me and the answer of PUT /api/auth/updateMe (SPEC §3 User). */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Epoch milliseconds. */
  birthDate: number | null;
  gender: Gender | null;
  oib: string | null;
  newsletterSubscription: boolean;
  userLevel: CustomerLevel;
  addresses: UserAddress[];
  /** Kept only with the consent below (GDPR Art. 9); false and null without it. */
  expectingBaby: boolean;
  /** Epoch milliseconds. */
  expectingBabyDate: number | null;
  /** When the shopper consented to keeping expectingBaby and its date, ISO 8601; null without consent. */
  expectingBabyConsentAt: string | null;
}

/** The answer of register, activate, forgetPassword and recoverPassword. */
export interface MessageResponse {
  message: string;
}

/** POST /api/orders/fetchMyOrders: `start` is the page index (SPEC §4: pages of 10). */
export const MyOrdersRequest = z.object({ size: Page.size, start: Page.start });
export type MyOrdersRequest = z.infer<typeof MyOrdersRequest>;
export type MyOrdersResponse = Paged<OrderView>;

export { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, MAX_ADDRESSES, ACCOUNT_MESSAGES };
