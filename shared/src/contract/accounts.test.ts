import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  ACCOUNT_MESSAGES as M,
  isValidOib,
  LoginRequest,
  MyOrdersRequest,
  RecoverPasswordRequest,
  type RegistrationInput,
  RegistrationRequest,
  UpdateMeRequest,
} from './accounts.ts';

const address = {
  firstName: 'Ana',
  lastName: 'Horvat',
  street: 'Ilica',
  streetNo: '12',
  city: 'Zagreb',
  country: 'HR',
  zipCode: '10000',
  phone: '091 555 0100',
};
const valid: RegistrationInput = {
  firstName: 'Ana',
  lastName: 'Horvat',
  email: ' Ana@Example.HR ',
  birthDate: Date.UTC(1990, 0, 1),
  password: 'eight ch',
  confirmPassword: 'eight ch',
  address,
  acceptTerms: true,
};

/** Field → first message, as the HTTP layer reports them. */
function messages(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('RegistrationRequest', () => {
  it('accepts the registration form and normalises it', () => {
    const parsed = RegistrationRequest.parse({ ...valid, oib: '', gender: '', userLevel: 'PRIVATE_CLIENT', status: 'ACTIVE' });
    expect(parsed).toMatchObject({ email: 'ana@example.hr', oib: null, gender: null, newsletterSubscription: false, hasChildren: false });
    expect(parsed).not.toHaveProperty('userLevel');
    expect(parsed).not.toHaveProperty('status');
  });

  it("says SPEC §5's message for each required field left blank or out", () => {
    expect(messages(RegistrationRequest, { ...valid, firstName: ' ', lastName: '', email: '', acceptTerms: false })).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      acceptTerms: 'Please confirm you accept our Terms&Conditions',
    });
    const { firstName, lastName, email, acceptTerms, ...rest } = valid;
    expect(messages(RegistrationRequest, rest)).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      acceptTerms: 'Please confirm you accept our Terms&Conditions',
    });
  });

  it('takes an account with name, email, password and terms only: birth date and address may come later (GDPR Art. 5(1)(c))', () => {
    const { birthDate: _birthDate, address: _address, ...short } = valid;
    const parsed = RegistrationRequest.parse(short);
    expect(parsed).not.toHaveProperty('birthDate');
    expect(parsed).not.toHaveProperty('address');
    expect(RegistrationRequest.parse({ ...short, birthDate: null, address: null })).toMatchObject({ birthDate: null, address: null });
  });

  it('wants matching passwords of 8 to 128 characters, and nothing more of them', () => {
    expect(messages(RegistrationRequest, { ...valid, confirmPassword: 'eight cH' })).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(messages(RegistrationRequest, { ...valid, confirmPassword: undefined })).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(messages(RegistrationRequest, { ...valid, password: '', confirmPassword: '' })).toEqual({ password: 'Password is required' });
    expect(messages(RegistrationRequest, { ...valid, password: 'seven c', confirmPassword: 'seven c' })).toEqual({
      password: M.passwordTooShort,
    });
    const long = 'x'.repeat(129);
    expect(messages(RegistrationRequest, { ...valid, password: long, confirmPassword: long })).toEqual({ password: M.passwordTooLong });
    expect(RegistrationRequest.safeParse({ ...valid, password: 'x'.repeat(128), confirmPassword: 'x'.repeat(128) }).success).toBe(true);
    expect(RegistrationRequest.safeParse({ ...valid, password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' }).success).toBe(true);
  });

  it('reports every problem at once, the password mismatch included', () => {
    expect(messages(RegistrationRequest, { ...valid, firstName: '', confirmPassword: 'other' })).toEqual({
      firstName: 'First Name is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('wants at least one child when hasChildren, and drops nothing it was given', () => {
    expect(messages(RegistrationRequest, { ...valid, hasChildren: true })).toEqual({
      children: 'Please provide information for at least one child.',
    });
    expect(messages(RegistrationRequest, { ...valid, hasChildren: true, children: [] })).toEqual({
      children: 'Please provide information for at least one child.',
    });
    const child = { firstName: 'Luka', gender: 'M', dateOfBirth: Date.UTC(2020, 5, 1) };
    expect(RegistrationRequest.parse({ ...valid, hasChildren: true, children: [child] }).children).toEqual([child]);
    expect(messages(RegistrationRequest, { ...valid, hasChildren: true, children: [{ firstName: '', gender: 'X' }] })).toEqual({
      'children.0.firstName': 'First Name is required',
      'children.0.gender': M.genderInvalid,
      'children.0.dateOfBirth': 'Date of Birth is required',
    });
  });

  it('wants an address given to be complete, with a country; company and extra information are optional', () => {
    expect(messages(RegistrationRequest, { ...valid, address: 'Ilica 12' })).toEqual({ address: M.addressRequired });
    expect(messages(RegistrationRequest, { ...valid, address: { ...address, country: '' } })).toEqual({
      'address.country': 'Country is required',
    });
    expect(messages(RegistrationRequest, { ...valid, address: { ...address, country: 'XX' } })).toEqual({
      'address.country': 'Country is required',
    });
    expect(messages(RegistrationRequest, { ...valid, address: { country: 'HR' } })).toEqual({
      'address.firstName': 'First Name is required',
      'address.lastName': 'Last Name is required',
      'address.street': 'Street is required',
      'address.streetNo': 'Street Number is required',
      'address.city': 'City is required',
      'address.zipCode': 'ZIP Code is required',
      'address.phone': 'Phone is required',
    });
    expect(
      RegistrationRequest.parse({ ...valid, address: { ...address, country: 'hr', company: 'Tkanica d.o.o.' } }).address,
    ).toMatchObject({ country: 'HR', company: 'Tkanica d.o.o.' });
  });

  it('checks the email, the OIB, the gender and the date of birth', () => {
    expect(messages(RegistrationRequest, { ...valid, email: 'ana@' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(messages(RegistrationRequest, { ...valid, oib: '69435151531' })).toEqual({ oib: M.oibInvalid });
    expect(messages(RegistrationRequest, { ...valid, oib: '6943515153' })).toEqual({ oib: M.oibInvalid });
    expect(messages(RegistrationRequest, { ...valid, gender: 'X' })).toEqual({ gender: M.genderInvalid });
    expect(messages(RegistrationRequest, { ...valid, birthDate: Date.now() + 3 * 86_400_000 })).toEqual({ birthDate: M.birthDateInvalid });
    expect(messages(RegistrationRequest, { ...valid, birthDate: '1990-01-01' })).toEqual({ birthDate: M.birthDateInvalid });
    expect(messages(RegistrationRequest, { ...valid, birthDate: Date.UTC(1899, 11, 31) })).toEqual({ birthDate: M.birthDateInvalid });
    expect(RegistrationRequest.parse({ ...valid, birthDate: Date.UTC(1950, 0, 1) }).birthDate).toBe(Date.UTC(1950, 0, 1));
  });
});

describe('isValidOib', () => {
  it('checks the ISO 7064 MOD 11,10 digit', () => {
    expect(isValidOib('69435151530')).toBe(true);
    expect(isValidOib('94835122633')).toBe(true);
    expect(isValidOib('12345678903')).toBe(true);
    for (const wrong of ['69435151531', '12345678901', '1234567890', '123456789012', '1234567890a', ''])
      expect(isValidOib(wrong)).toBe(false);
  });
});

describe('LoginRequest', () => {
  it('wants an email and a password (SPEC §5)', () => {
    expect(messages(LoginRequest, {})).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(messages(LoginRequest, { email: ' ', password: '' })).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(LoginRequest.parse({ email: ' Ana@Example.HR', password: ' x ' })).toEqual({ email: 'ana@example.hr', password: ' x ' });
  });
});

describe('RecoverPasswordRequest', () => {
  const link = { userId: 'abc123', activationCode: 'A-b_c' };
  it('wants a new password of 8 to 128 characters and, when sent, a matching confirmation', () => {
    expect(messages(RecoverPasswordRequest, { ...link, password: 'short' })).toEqual({ password: M.passwordTooShort });
    expect(messages(RecoverPasswordRequest, { ...link, password: 'long enough', confirmPassword: 'long enougH' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(RecoverPasswordRequest.safeParse({ ...link, password: 'long enough' }).success).toBe(true);
  });
  it('calls a malformed link not valid', () => {
    expect(messages(RecoverPasswordRequest, { userId: 'U#x', activationCode: '', password: 'long enough' })).toEqual({
      userId: M.resetLinkInvalid,
      activationCode: M.resetLinkInvalid,
    });
  });
});

describe('UpdateMeRequest', () => {
  it('drops what the owner may not change, and lets null clear gender and OIB', () => {
    const parsed = UpdateMeRequest.parse({
      firstName: 'Iva',
      email: 'other@example.hr',
      userLevel: 'PRIVATE_CLIENT',
      status: 'ACTIVE',
      gender: null,
      oib: '',
    });
    expect(parsed).toEqual({ firstName: 'Iva', gender: null, oib: null });
  });
  it('keeps at most 10 addresses and one default', () => {
    const a = { ...address, defaultAddress: false };
    expect(messages(UpdateMeRequest, { addresses: Array.from({ length: 11 }, () => a) })).toEqual({ addresses: M.tooManyAddresses });
    expect(
      messages(UpdateMeRequest, {
        addresses: [
          { ...a, defaultAddress: true },
          { ...a, defaultAddress: true },
        ],
      }),
    ).toEqual({ addresses: M.oneDefaultAddress });
    expect(messages(UpdateMeRequest, { firstName: '' })).toEqual({ firstName: 'First Name is required' });
  });
});

describe('MyOrdersRequest', () => {
  it('pages by 10 from page 0, at most 50', () => {
    expect(MyOrdersRequest.parse({})).toEqual({ size: 10, start: 0 });
    expect(MyOrdersRequest.safeParse({ size: 51 }).success).toBe(false);
  });
});
