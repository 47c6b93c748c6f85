import { type RegistrationInput, RegistrationRequest } from '@shop/shared/contract/accounts';
import type { AccountMessages } from '../../i18n/messages/en/account.ts';
import { type AddressValues, addressBodyOf, EMPTY_ADDRESS } from './addressForm.ts';
import type { ChildValues } from './components/ChildrenFieldset.tsx';
import type { ExpectingBabyValues } from './components/ExpectingBabyFields.tsx';
import { type FieldErrors, fieldErrorsOf, timestampOf } from './forms.ts';

/** The registration form as typed (SPEC §3 Registration). */
export interface RegisterForm extends ExpectingBabyValues {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  gender: string;
  oib: string;
  password: string;
  confirmPassword: string;
  newsletterSubscription: boolean;
  hasChildren: boolean;
  children: ChildValues[];
  address: AddressValues;
  acceptTerms: boolean;
}

export const INITIAL_REGISTRATION: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  birthDate: '',
  gender: '',
  oib: '',
  password: '',
  confirmPassword: '',
  newsletterSubscription: false,
  hasChildren: false,
  children: [],
  expectingBaby: false,
  expectingBabyDate: '',
  expectingBabyConsent: false,
  address: EMPTY_ADDRESS,
  acceptTerms: false,
};

/** Whether any field of the address was typed in or chosen: an untouched one is not sent. */
const addressTyped = (address: AddressValues) => Object.values(address).some((value) => value.trim() !== '');

/** The registration as the API takes it: dates as timestamps, children only when there are some (SPEC §5). */
export function registrationOf(form: RegisterForm): RegistrationInput {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    // Left blank, the optional fields are not sent at all (docs/decisions/077-short-registration.md).
    ...(form.birthDate ? { birthDate: timestampOf(form.birthDate) ?? Number.NaN } : {}),
    gender: (form.gender || null) as RegistrationInput['gender'],
    oib: form.oib.trim() || null,
    password: form.password,
    confirmPassword: form.confirmPassword,
    newsletterSubscription: form.newsletterSubscription,
    hasChildren: form.hasChildren,
    ...(form.hasChildren
      ? {
          children: form.children.map((child) => ({
            firstName: child.firstName,
            gender: (child.gender || null) as 'M' | 'F' | 'O' | null,
            dateOfBirth: timestampOf(child.dateOfBirth) as number,
          })),
        }
      : {}),
    expectingBaby: form.expectingBaby,
    ...(form.expectingBaby && form.expectingBabyDate ? { expectingBabyDate: timestampOf(form.expectingBabyDate) as number } : {}),
    expectingBabyConsent: form.expectingBaby && form.expectingBabyConsent,
    ...(addressTyped(form.address) ? { address: addressBodyOf(form.address) } : {}),
    acceptTerms: form.acceptTerms as true,
  };
}

/** The fields asked under "Tell us more (optional)": what an account can do without, given later in the profile. */
const MORE_FIELDS = [
  'birthDate',
  'gender',
  'oib',
  'hasChildren',
  'children',
  'expectingBaby',
  'expectingBabyDate',
  'expectingBabyConsent',
  'address',
];

/** Whether an error's field (`address.city`, `children.0.firstName`) is one of the optional part's. */
export const isAboutMore = (key: string) => MORE_FIELDS.includes(key.split('.')[0] ?? key);

export type RegistrationCheck =
  | { ok: true; body: RegistrationInput }
  /** `showMore`: some of the errors are in the optional part, which must then be open to show them. */
  | { ok: false; errors: FieldErrors; showMore: boolean };

/** The form checked by the rules the API applies, before it is sent. */
export function checkRegistration(t: AccountMessages, form: RegisterForm): RegistrationCheck {
  const body = registrationOf(form);
  const check = RegistrationRequest.safeParse(body);
  if (check.success) return { ok: true, body };
  const errors = fieldErrorsOf(t, check.error.issues);
  return { ok: false, errors, showMore: Object.keys(errors).some(isAboutMore) };
}
