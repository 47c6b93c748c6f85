import { describe, expect, it } from 'vitest';
import { account as en } from '../../i18n/messages/en/account.ts';
import { account as hr } from '../../i18n/messages/hr/account.ts';
import { newChild } from './components/ChildrenFieldset.tsx';
import { checkRegistration, INITIAL_REGISTRATION, type RegisterForm } from './registrationForm.ts';

/** Only what an account needs: name, email, password twice and the terms. */
const short: RegisterForm = {
  ...INITIAL_REGISTRATION,
  firstName: 'Mia',
  lastName: 'Kovač',
  email: 'mia@example.hr',
  password: 'linen-and-wool-2026',
  confirmPassword: 'linen-and-wool-2026',
  acceptTerms: true,
};

describe('the registration form', () => {
  it('sends an account with name, email, password and the terms only: no birth date, no address', () => {
    const check = checkRegistration(en, short);
    expect(check).toMatchObject({ ok: true });
    if (!check.ok) return;
    expect(check.body).not.toHaveProperty('birthDate');
    expect(check.body).not.toHaveProperty('address');
    expect(check.body).toMatchObject({ firstName: 'Mia', email: 'mia@example.hr', newsletterSubscription: false, acceptTerms: true });
  });

  it('says the spec’s message for each field an account needs, and keeps the optional part closed', () => {
    expect(checkRegistration(en, { ...INITIAL_REGISTRATION, password: 'linen-and-wool-2026', confirmPassword: 'other' })).toEqual({
      ok: false,
      errors: {
        firstName: 'First Name is required',
        lastName: 'Last Name is required',
        email: 'Email is required',
        confirmPassword: 'Passwords do not match',
        acceptTerms: 'Please confirm you accept our Terms&Conditions',
      },
      showMore: false,
    });
    expect(checkRegistration(hr, { ...short, firstName: '' })).toEqual({
      ok: false,
      errors: { firstName: 'Ime je obavezno' },
      showMore: false,
    });
  });

  it('sends a birth date or an address when given, and opens the optional part for what is wrong in it', () => {
    const address = { ...INITIAL_REGISTRATION.address, street: 'Vlaška' };
    expect(checkRegistration(en, { ...short, address })).toEqual({
      ok: false,
      errors: {
        'address.firstName': 'First Name is required',
        'address.lastName': 'Last Name is required',
        'address.streetNo': 'Street Number is required',
        'address.city': 'City is required',
        'address.zipCode': 'ZIP Code is required',
        'address.country': 'Country is required',
        'address.phone': 'Phone is required',
      },
      showMore: true,
    });
    const full = {
      ...address,
      firstName: 'Mia',
      lastName: 'Kovač',
      streetNo: '7',
      city: 'Zagreb',
      zipCode: '10000',
      country: 'HR',
      phone: '091',
    };
    const given = checkRegistration(en, { ...short, birthDate: '1990-04-12', address: full });
    expect(given).toMatchObject({ ok: true, body: { birthDate: Date.UTC(1990, 3, 12), address: { street: 'Vlaška', company: null } } });
  });

  it('wants at least one child when "I have children" is ticked', () => {
    expect(checkRegistration(en, { ...short, hasChildren: true })).toEqual({
      ok: false,
      errors: { children: 'Please provide information for at least one child.' },
      showMore: true,
    });
    expect(
      checkRegistration(en, { ...short, hasChildren: true, children: [{ ...newChild(), firstName: 'Luka', dateOfBirth: '2021-09-03' }] }),
    ).toMatchObject({
      ok: true,
      body: { hasChildren: true, children: [{ firstName: 'Luka', dateOfBirth: Date.UTC(2021, 8, 3) }] },
    });
  });
});
