import { RegistrationRequest } from '@shop/shared/contract/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract, renderPage } from '../../../testing/renderPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const REGISTERED = 'Please confirm your registration through the link we sent to your email.';
const REGISTERED_HR = 'Molimo potvrdite registraciju putem poveznice koju smo Vam poslali e-poštom.';

/** The form's fields a shopper must fill in, found as a screen reader finds them: by their group and label. */
function fields(language: 'en' | 'hr' = 'en') {
  const [personal, password] = language === 'en' ? ['Personal details', 'Password'] : ['Osobni podaci', 'Lozinka'];
  const inPersonal = within(screen.getByRole('group', { name: personal }));
  const inPassword = within(screen.getByRole('group', { name: password }));
  const labels =
    language === 'en'
      ? { firstName: /^First Name/, lastName: /^Last Name/, email: /^Email/, password: /^Password/, confirm: /^Confirm Password/ }
      : { firstName: /^Ime/, lastName: /^Prezime/, email: /^E-pošta/, password: /^Lozinka/, confirm: /^Potvrdite lozinku/ };
  return {
    firstName: inPersonal.getByLabelText(labels.firstName),
    lastName: inPersonal.getByLabelText(labels.lastName),
    email: inPersonal.getByLabelText(labels.email),
    password: inPassword.getByLabelText(labels.password),
    confirm: inPassword.getByLabelText(labels.confirm),
  };
}

/** The API's answer to a registration it takes, in the page's language as the function answers. */
const registers = (message: string) => ({
  'POST /api/auth/register': contract(RegistrationRequest, () => ({ body: { message } })),
});

describe('/register, as a shopper fills it in', () => {
  it('names every blank required field, focuses the first, sends nothing, and lets a message go once its field is typed', async () => {
    const { api, user } = await renderPage(<RegisterPage />, { path: '/register', routes: registers(REGISTERED) });

    await user.click(screen.getByRole('button', { name: 'Register' }));

    const firstName = fields().firstName;
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName);
    for (const message of ['First Name is required', 'Last Name is required', 'Email is required', 'Password is required']) {
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Please confirm you accept our Terms&Conditions')).toBeTruthy();
    // The optional part stays closed and says nothing: none of it is required.
    expect(screen.queryByText('Date of Birth is required')).toBeNull();
    expect(screen.queryByText('Street is required')).toBeNull();
    expect(api.calls).toEqual([]);

    await user.type(firstName, 'Mia');
    expect(screen.queryByText('First Name is required')).toBeNull();
    expect(firstName.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses passwords that differ, then sends what the API takes and says to confirm by email; "Go to login" leads there', async () => {
    const { api, user } = await renderPage(<RegisterPage />, { path: '/register', routes: registers(REGISTERED) });

    await user.type(fields().firstName, 'Mia');
    await user.type(fields().lastName, 'Kovač');
    await user.type(fields().email, 'mia@example.com');
    await user.type(fields().password, 'linen-and-wool-2026');
    await user.type(fields().confirm, 'linen-and-wool-2025');
    await user.click(screen.getByRole('checkbox', { name: /^I accept the Terms & Sale Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(api.calls).toEqual([]);

    await user.clear(fields().confirm);
    await user.type(fields().confirm, 'linen-and-wool-2026');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please confirm your email' });
    expect(within(dialog).getByText(REGISTERED)).toBeTruthy();
    expect(within(dialog).getByText('The link is valid for 24 hours. Once you have followed it, you can log in.')).toBeTruthy();
    const [sent] = api.callsTo('POST /api/auth/register');
    expect(sent?.body).toMatchObject({
      firstName: 'Mia',
      lastName: 'Kovač',
      email: 'mia@example.com',
      password: 'linen-and-wool-2026',
      acceptTerms: true,
      newsletterSubscription: false,
    });
    // Left blank, the optional part is not sent at all (docs/decisions/077-short-registration.md).
    expect(sent?.body).not.toHaveProperty('address');
    expect(sent?.body).not.toHaveProperty('birthDate');
    expect(sent?.headers).toMatchObject({ 'X-Shop-Language': 'en' });
    expect(api.faults).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Go to login' }));
    expect(window.location.pathname).toBe('/login');
  });

  it('says what the API refused in a popup and keeps what was typed', async () => {
    const tooMany = 'Too many requests for account emails. Please try again in 5 minutes.';
    const { api, user } = await renderPage(<RegisterPage />, {
      path: '/register',
      routes: { 'POST /api/auth/register': contract(RegistrationRequest, () => ({ status: 429, body: { message: tooMany } })) },
    });

    await user.type(fields().firstName, 'Mia');
    await user.type(fields().lastName, 'Kovač');
    await user.type(fields().email, 'mia@example.com');
    await user.type(fields().password, 'linen-and-wool-2026');
    await user.type(fields().confirm, 'linen-and-wool-2026');
    await user.click(screen.getByRole('checkbox', { name: /^I accept the Terms/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Oops! Something went wrong.' });
    expect(within(dialog).getByText(tooMany)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fields().email).toHaveProperty('value', 'mia@example.com');
    expect(window.location.pathname).toBe('/register');
  });

  it('is Croatian under /hr: labels, each field’s message, the API’s answer and the way to login', async () => {
    const { api, user } = await renderPage(<RegisterPage />, { path: '/hr/register', routes: registers(REGISTERED_HR) });

    expect(screen.getByRole('heading', { level: 1, name: 'Otvorite korisnički račun' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registriraj se' }));
    for (const message of ['Ime je obavezno', 'Prezime je obavezno', 'E-pošta je obavezna', 'Lozinka je obavezna']) {
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Molimo potvrdite da prihvaćate naše Opće uvjete poslovanja')).toBeTruthy();

    await user.type(fields('hr').firstName, 'Mia');
    await user.type(fields('hr').lastName, 'Kovač');
    await user.type(fields('hr').email, 'mia@example.com');
    await user.type(fields('hr').password, 'lan-i-vuna-2026');
    await user.type(fields('hr').confirm, 'lan-i-vuna-2026');
    await user.click(screen.getByRole('checkbox', { name: /^Prihvaćam Opće uvjete poslovanja/ }));
    await user.click(screen.getByRole('button', { name: 'Registriraj se' }));

    const dialog = await screen.findByRole('dialog', { name: 'Molimo potvrdite svoju e-poštu' });
    expect(within(dialog).getByText(REGISTERED_HR)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/register')[0]?.headers).toMatchObject({ 'X-Shop-Language': 'hr' });
    await user.click(within(dialog).getByRole('button', { name: 'Na prijavu' }));
    expect(window.location.pathname).toBe('/hr/login');
  });
});
