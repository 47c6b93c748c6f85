import { ACCOUNT_MESSAGES, RegistrationRequest } from '@shop/shared/contract/accounts';
import { describe, expect, it } from 'vitest';
import { account as en } from '../../i18n/messages/en/account.ts';
import { account as hr } from '../../i18n/messages/hr/account.ts';
import { HttpError } from '../../platform/http.ts';
import { fieldErrorsOf, formatDate, inLanguage, messageOf, serverFieldErrors } from './forms.ts';

describe('account messages in the page language', () => {
  it('keeps the spec’s English words', () => {
    expect(inLanguage(en, ACCOUNT_MESSAGES.passwordsDoNotMatch)).toBe('Passwords do not match');
    expect(inLanguage(en, 'At most 100 characters.')).toBe('At most 100 characters.');
    const throttled = 'Too many failed login attempts. Please try again in 5 minutes.';
    expect(inLanguage(en, throttled)).toBe(throttled);
  });
  it('gives the rules’ and the API’s messages in Croatian', () => {
    expect(inLanguage(hr, ACCOUNT_MESSAGES.emailRequired)).toBe('E-pošta je obavezna');
    expect(inLanguage(hr, 'At most 20 characters.')).toBe('Najviše 20 znakova.');
    expect(inLanguage(hr, 'Too many failed login attempts. Please try again in 2 minutes.')).toBe(
      'Previše pokušaja. Molimo pokušajte ponovno za 2 minute.',
    );
    expect(inLanguage(hr, 'Something the shop never wrote.')).toBe('Something the shop never wrote.');
  });
  it('turns a form’s issues and a refused call into messages of the language', () => {
    const check = RegistrationRequest.safeParse({ password: 'a', confirmPassword: 'b', hasChildren: true });
    const errors = fieldErrorsOf(hr, check.success ? [] : check.error.issues);
    expect(errors.firstName).toBe('Ime je obavezno');
    expect(errors.confirmPassword).toBe('Lozinke se ne podudaraju');
    expect(errors.children).toBe('Molimo upišite podatke za barem jedno dijete.');
    expect(errors.acceptTerms).toBe('Molimo potvrdite da prihvaćate naše Opće uvjete poslovanja');
    const refused = new HttpError(400, { message: 'Bad request', errors: { 'address.city': ACCOUNT_MESSAGES.cityRequired } });
    expect(serverFieldErrors(hr, refused)).toEqual({ 'address.city': 'Grad je obavezan' });
    expect(messageOf(hr, new HttpError(401, { message: ACCOUNT_MESSAGES.loginFailed }), 'x')).toBe('Neispravna e-pošta ili lozinka.');
    expect(messageOf(hr, new Error('offline'), hr.common.tryAgainSoon)).toBe(hr.common.tryAgainSoon);
  });
  it('writes dates as the language does', () => {
    const birthday = Date.UTC(1990, 4, 12);
    expect(formatDate('en', birthday, 'UTC')).toBe('12 May 1990');
    expect(formatDate('hr', birthday, 'UTC')).toBe('12. svibnja 1990.');
    expect(formatDate('hr', null)).toBe('');
  });
});
