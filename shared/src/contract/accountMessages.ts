import { SESSION_MESSAGES } from './sessionMessages.ts';

/** The texts and limits of the account's rules, apart from its schemas: what a message table imports, without zod. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MAX_LENGTH = 128;

export const MAX_ADDRESSES = 10;

/** Every text a caller of these calls can see, written once (SPEC §5 and §8 where it has them). */
export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  birthDateRequired: 'Date of Birth is required',
  birthDateInvalid: 'Please enter a valid Date of Birth.',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordsDoNotMatch: 'Passwords do not match',
  childRequired: 'Please provide information for at least one child.',
  termsRequired: 'Please confirm you accept our Terms&Conditions',
  genderInvalid: 'Please choose M, F or O.',
  oibInvalid: 'Please enter a valid OIB (11 digits).',
  dateInvalid: 'Please enter a valid date.',
  expectingBabyConsentRequired:
    'To keep that you are expecting a baby and the due date, please tick that you agree; without it we do not keep them.',
  addressRequired: 'Address is required',
  streetRequired: 'Street is required',
  streetNoRequired: 'Street Number is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  zipCodeRequired: 'ZIP Code is required',
  phoneRequired: 'Phone is required',
  tooManyAddresses: `You can keep at most ${MAX_ADDRESSES} addresses.`,
  oneDefaultAddress: 'Only one address can be the default address.',
  registered: 'Please confirm your registration through the link we sent to your email.',
  activated: 'Your account is active. You can log in now.',
  activationLinkInvalid: 'This activation link is not valid or has already been used.',
  activationLinkExpired:
    'This activation link has expired. Please use "Forgot password" to get a new link; it also activates your account.',
  alreadyActive: 'Your account is already active. You can log in.',
  loginFailed: 'Invalid email or password.',
  notActivated: 'Please confirm your email address first: follow the link we sent you.',
  resetLinkSent: 'If an account exists for this email, we have sent it a link to reset the password.',
  resetLinkInvalid: 'This password reset link is not valid or has already been used. Please ask for a new one.',
  resetLinkExpired: 'This password reset link has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. You can log in now.',
  ...SESSION_MESSAGES,
  // Said only by the API: a refusal no form of the shop's pages checks for itself.
  noSuchAccount: 'There is no such account.',
  tooManyLogins: 'Too many failed login attempts.',
  tooManyAccountMails: 'Too many requests for account emails.',
} as const;
