import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables } from '../../test/tables.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { invoke } from '../testing/invoke.ts';
import { linkIn, putAccount, registerWithMail, registration, SHOP_URL, sendAccountMails } from './accountFixture.ts';
import { accountDeletedEmail } from './accountEmails.ts';
import { accountByEmail as getAccountByEmail } from './dynamoAccountReader.ts';
import { handler as forgetPasswordHandler } from './handlers/forgetPassword.ts';
import { handler as registerHandler } from './handlers/register.ts';
import { forgetPassword } from './passwordReset.ts';
import { shopAccountMailRequestPorts } from './accountAdapters.ts';

const clock = testClock();

beforeEach(async () => {
  await clearTables('customers');
  clock.set(TEST_START);
});

describe('a registration in Croatian', () => {
  it('keeps the language on the account and sends the activation link in Croatian, to the /hr page', async () => {
    const mailer = await registerWithMail({}, { clock, language: 'hr' });
    expect((await getAccountByEmail('durda@example.hr'))?.language).toBe('hr');
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('Potvrdite svoj korisnički račun u trgovini Tkanica');
    // A pending account is not greeted by the name typed into the form.
    expect(mail?.text.startsWith('Dobar dan,\n')).toBe(true);
    expect(mail?.text).toContain('Hvala Vam što ste se registrirali u trgovini Tkanica.');
    expect(mail?.text).toContain('Poveznica se može upotrijebiti samo jednom i vrijedi 24 sata.');
    expect(mail?.text).toMatch(new RegExp(`Aktivirajte korisnički račun:\\n${SHOP_URL}/hr/activate/`));
    expect(mail?.text).toContain(`Srdačan pozdrav,\nTkanica\n${SHOP_URL}/hr`);
    expect(mail?.html).toContain('<html lang="hr">');
    expect(linkIn(mail, 'activate').userId).toBeTruthy();
  });

  it('stays English in English, as the spec writes it', async () => {
    const mailer = await registerWithMail({}, { clock, language: 'en' });
    expect((await getAccountByEmail('durda@example.hr'))?.language).toBe('en');
    expect(mailer.sent[0]?.subject).toBe('Confirm your Tkanica account');
    expect(mailer.sent[0]?.text).toContain(`Activate my account:\n${SHOP_URL}/activate/`);
  });

  it('tells the owner of a known email in the language the registration was tried in', async () => {
    await putAccount({ id: 'durda-1', email: 'durda@example.hr', firstName: 'Đurđa', language: 'en' });
    const mailer = await registerWithMail({}, { clock, language: 'hr' });
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('Netko se pokušao registrirati u trgovini Tkanica s Vašom e-mail adresom');
    expect(mail?.text.startsWith('Dobar dan, Đurđa,\n')).toBe(true);
    expect(mail?.text).toContain(`Postavite novu lozinku:\n${SHOP_URL}/hr/recover-password/durda-1/`);
    expect(mail?.text).toContain('vrijedi 1 sat.');
  });

  it('takes the language from the X-Shop-Language header of POST /api/auth/register', async () => {
    const { status } = await invoke(registerHandler, {
      method: 'POST',
      body: registration(),
      headers: { 'x-shop-language': 'hr-HR' },
    });
    expect(status).toBe(200);
    expect((await getAccountByEmail('durda@example.hr'))?.language).toBe('hr');
  });
});

describe('a password reset in Croatian', () => {
  it('is mailed in the language it was asked in, whatever the account registered in', async () => {
    await putAccount({ id: 'ana-1', email: 'ana@example.hr', language: 'en' });
    await forgetPassword({ email: 'ana@example.hr' }, '192.0.2.1', shopAccountMailRequestPorts(clock), 'hr');
    const mailer = createFakeMailer();
    await sendAccountMails(mailer, clock);
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('Promjena lozinke za Vaš korisnički račun u trgovini Tkanica');
    expect(mail?.text.startsWith('Dobar dan, Ana,\n')).toBe(true);
    expect(mail?.text).toContain('Primili smo zahtjev za promjenu lozinke Vašeg korisničkog računa.');
    expect(mail?.text).toContain(`${SHOP_URL}/hr/recover-password/ana-1/`);
    expect(linkIn(mail, 'recover-password').userId).toBe('ana-1');
  });

  it('reads the language from the X-Shop-Language header of POST /api/auth/forgetPassword', async () => {
    await putAccount({ id: 'ana-1', email: 'ana@example.hr' });
    const { status } = await invoke(forgetPasswordHandler, {
      method: 'POST',
      body: { email: 'ana@example.hr' },
      headers: { 'X-Shop-Language': 'hr' },
    });
    expect(status).toBe(200);
    const mailer = createFakeMailer();
    await sendAccountMails(mailer, clock);
    expect(mailer.sent[0]?.subject).toBe('Promjena lozinke za Vaš korisnički račun u trgovini Tkanica');
  });

  it('is English without the header', async () => {
    await putAccount({ id: 'ana-1', email: 'ana@example.hr', language: 'hr' });
    await invoke(forgetPasswordHandler, { method: 'POST', body: { email: 'ana@example.hr' } });
    const mailer = createFakeMailer();
    await sendAccountMails(mailer, clock);
    expect(mailer.sent[0]?.subject).toBe('Reset your Tkanica password');
  });
});

describe('the mail that confirms a deleted account', () => {
  it('is in the language the account registered in', () => {
    const mail = accountDeletedEmail({ email: 'ana@example.hr', firstName: 'Ana', language: 'hr' }, SHOP_URL);
    expect(mail.subject).toBe('Vaš korisnički račun u trgovini Tkanica je izbrisan');
    expect(mail.text).toContain(`Posjetite trgovinu Tkanica:\n${SHOP_URL}/hr`);
    expect(accountDeletedEmail({ email: 'ana@example.hr', firstName: 'Ana' }, SHOP_URL).subject).toBe(
      'Your Tkanica account has been deleted',
    );
  });
});
