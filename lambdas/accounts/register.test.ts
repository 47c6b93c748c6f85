import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_MESSAGES as M, RegistrationRequest } from '@shop/shared/contract/accounts';
import { ACCOUNT_MESSAGES_IN_CROATIAN } from '@shop/shared/contract/accountMessagesInCroatian';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { invoke } from '../testing/invoke.ts';
import { outsideWorkOf } from '../testing/outsideWork.ts';
import { linkIn, PASSWORD, putAccount, registerWithMail, registration, SHOP_URL, sendAccountMails } from './accountFixture.ts';
import { activate } from './activate.ts';
import { getAccountByEmail, getAccountById } from './accountStore.ts';
import { customerAccountKey } from './customerRecord.ts';
import { handler as activateHandler } from './handlers/activate.ts';
import { handler as loginHandler } from './handlers/login.ts';
import { handler as registerHandler } from './handlers/register.ts';
import { ACCOUNTS } from './messages.ts';
import { hashCode } from './oneTimeCode.ts';
import { forgetPassword } from './passwordReset.ts';
import { register } from './register.ts';
import { TEST_START, testClock } from '../../test/clock.ts';

const clock = testClock();
const HOUR = 3_600_000;

beforeEach(async () => {
  await clearTables('customers');
  clock.set(TEST_START);
});

describe('POST /api/auth/register: bad input', () => {
  it('answers 400 with SPEC §5 messages and writes nothing', async () => {
    const body = {
      ...registration(),
      firstName: '',
      lastName: ' ',
      email: '',
      confirmPassword: 'nope',
      acceptTerms: false,
    };
    const { status, body: answer } = await invoke(registerHandler, { method: 'POST', body });
    expect(status).toBe(400);
    expect(answer.errors).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      acceptTerms: 'Please confirm you accept our Terms&Conditions',
      confirmPassword: 'Passwords do not match',
    });
    expect(answer.message).toBe('firstName: First Name is required');
    expect(await getAccountByEmail('durda@example.hr')).toBeUndefined();
  });

  it('answers the same fields in Croatian when the page is Croatian, and in the spec’s English without the header', async () => {
    const body = { ...registration(), firstName: '', email: 'not-an-email', confirmPassword: 'nope', acceptTerms: false };
    const croatian = await invoke(registerHandler, { method: 'POST', body, headers: { 'X-Shop-Language': 'hr' } });
    expect(croatian.status).toBe(400);
    expect(croatian.headers).toMatchObject({ 'content-language': 'hr', vary: 'X-Shop-Language' });
    expect(croatian.body).toEqual({
      message: 'firstName: Ime je obavezno',
      code: 'http.invalid',
      errors: {
        firstName: 'Ime je obavezno',
        email: 'Unesite ispravnu adresu e-pošte.',
        acceptTerms: 'Molimo potvrdite da prihvaćate naše Opće uvjete poslovanja',
        confirmPassword: 'Lozinke se ne podudaraju',
      },
    });
    const english = await invoke(registerHandler, { method: 'POST', body });
    expect(english.headers).toMatchObject({ 'content-language': 'en' });
    expect(english.body).toEqual({
      message: 'firstName: First Name is required',
      code: 'http.invalid',
      errors: {
        firstName: 'First Name is required',
        email: 'Please enter a valid email address.',
        acceptTerms: 'Please confirm you accept our Terms&Conditions',
        confirmPassword: 'Passwords do not match',
      },
    });
  });

  it.each([
    [{ hasChildren: true, children: [] }, 'children', 'Please provide information for at least one child.'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', M.passwordTooShort],
    [{ oib: '12345678901' }, 'oib', M.oibInvalid],
    [{ address: { ...registration().address, country: '' } }, 'address.country', 'Country is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    // Health data (GDPR Art. 9): not without the separate consent beside the question.
    [{ expectingBaby: true, expectingBabyDate: Date.UTC(2027, 0, 1) }, 'expectingBabyConsent', M.expectingBabyConsentRequired],
    [{ expectingBaby: true, expectingBabyConsent: false }, 'expectingBabyConsent', M.expectingBabyConsentRequired],
  ])('refuses %j', async (change, field, message) => {
    const { status, body } = await invoke(registerHandler, { method: 'POST', body: { ...registration(), ...change } });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ [field]: message });
  });
});

describe('registering', () => {
  it('creates a PENDING account and emails its activation link; only the code hash is stored', async () => {
    const mailer = await registerWithMail({ email: 'Durda@Example.HR' }, { clock });
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ to: 'durda@example.hr', subject: 'Confirm your Tkanica account' });
    const { userId, code } = linkIn(mail, 'activate');
    expect(mail?.html).toContain(`${SHOP_URL}/activate/${userId}/${code}`);
    // The address is not confirmed yet: the mail carries no name the registrant typed.
    expect(mail?.text.startsWith('Hello,\n')).toBe(true);
    expect(mail?.html).not.toContain('Đurđa');

    const account = await getAccountById(userId);
    expect(account).toMatchObject({
      email: 'durda@example.hr',
      status: 'PENDING',
      userLevel: 'ECO_FRIENDLY_SUPPORTER',
      tokenVersion: 0,
      birthDate: Date.UTC(1990, 4, 17),
      oib: '69435151530',
      newsletterSubscription: true,
      activationCodeHash: hashCode(code),
      activationExpiresAt: new Date(Date.parse(TEST_START) + 24 * HOUR).toISOString(),
      addresses: [{ street: 'Ilica', country: 'HR', defaultAddress: true }],
    });
    expect(JSON.stringify(account)).not.toContain(code);
    expect(JSON.stringify(account)).not.toContain(PASSWORD);
    expect(account?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('takes an account with name, email, password and terms only, and stores no birth date or address it was not given', async () => {
    const { birthDate: _birthDate, gender: _gender, oib: _oib, address: _address, ...short } = registration();
    const { status, body } = await invoke(registerHandler, { method: 'POST', body: { ...short, email: 'short@example.hr' } });
    expect(status).toBe(200);
    expect(body).toEqual({ message: M.registered, code: 'accounts.registered' });
    const account = await getAccountByEmail('short@example.hr');
    expect(account).toMatchObject({ status: 'PENDING', firstName: 'Đurđa', addresses: [] });
    expect(account).not.toHaveProperty('birthDate');
    expect(account).not.toHaveProperty('gender');
    expect(account).not.toHaveProperty('oib');

    await invoke(registerHandler, { method: 'POST', body: { ...short, email: 'nulls@example.hr', birthDate: null, address: null } });
    const nulls = await getAccountByEmail('nulls@example.hr');
    expect(nulls).toMatchObject({ status: 'PENDING', addresses: [] });
    expect(nulls).not.toHaveProperty('birthDate');
  });

  it('keeps children only when the shopper says there are some', async () => {
    const child = { firstName: 'Luka', gender: 'M' as const, dateOfBirth: Date.UTC(2021, 2, 3) };
    await registerWithMail({ email: 'with@example.hr', hasChildren: true, children: [child] });
    await registerWithMail({ email: 'without@example.hr', hasChildren: false, children: [child] });
    expect(await getAccountByEmail('with@example.hr')).toMatchObject({ hasChildren: true, children: [child] });
    expect(await getAccountByEmail('without@example.hr')).not.toHaveProperty('children');
  });

  it('keeps an expected baby and its date with the explicit consent, and when it was given', async () => {
    await registerWithMail({
      email: 'expecting@example.hr',
      expectingBaby: true,
      expectingBabyDate: Date.UTC(2027, 0, 1),
      expectingBabyConsent: true,
    });
    const expecting = await getAccountByEmail('expecting@example.hr');
    expect(expecting).toMatchObject({ expectingBaby: true, expectingBabyDate: Date.UTC(2027, 0, 1) });
    expect(expecting?.expectingBabyConsentAt).toBe(expecting?.createdAt);
    // Not expecting: nothing of it is kept, with or without the consent box.
    await registerWithMail({ email: 'not-expecting@example.hr', expectingBaby: false });
    const account = await getAccountByEmail('not-expecting@example.hr');
    expect(account).not.toHaveProperty('expectingBabyConsentAt');
    expect(account).not.toHaveProperty('expectingBabyDate');
    expect(account?.expectingBaby).not.toBe(true);
  });

  it('refuses an expected baby without the consent, in Croatian on a Croatian page, and stores no account', async () => {
    const body = registration({ email: 'no-consent@example.hr', expectingBaby: true, expectingBabyDate: Date.UTC(2027, 0, 1) });
    const croatian = await invoke(registerHandler, { method: 'POST', body, headers: { 'X-Shop-Language': 'hr' } });
    expect(croatian).toMatchObject({
      status: 400,
      body: { errors: { expectingBabyConsent: ACCOUNT_MESSAGES_IN_CROATIAN.expectingBabyConsentRequired } },
    });
    expect(await getAccountByEmail('no-consent@example.hr')).toBeUndefined();
  });

  it('answers the same for a known email, changes nothing and emails the owner a reset link instead', async () => {
    const mailer = createFakeMailer();
    const asNew = await register(RegistrationRequest.parse(registration()), '203.0.113.1', { clock });
    await sendAccountMails(mailer, clock);
    const before = await getAccountByEmail('durda@example.hr');
    const intruder = registration({ firstName: 'Mallory', password: 'another-password', confirmPassword: 'another-password' });
    const asKnown = await register(RegistrationRequest.parse(intruder), '203.0.113.2', { clock });
    await sendAccountMails(mailer, clock);
    expect(asNew).toEqual({ message: ACCOUNTS.registered });
    expect(asKnown).toEqual(asNew);

    expect(mailer.sent).toHaveLength(2);
    const [activation, attempt] = mailer.sent;
    expect(attempt?.to).toBe('durda@example.hr');
    expect(attempt?.subject).toBe('Someone tried to register at Tkanica with your email');
    expect(attempt?.subject).not.toBe(activation?.subject);
    expect(attempt?.text).toContain('you already have one');
    const reset = linkIn(attempt, 'recover-password');
    expect(reset.userId).toBe(before?.id);

    const after = await getAccountByEmail('durda@example.hr');
    expect(after).toMatchObject({
      firstName: 'Đurđa',
      passwordHash: before?.passwordHash,
      status: 'PENDING',
      resetCodeHash: hashCode(reset.code),
    });
  });

  it('answers both the same way through the handler too, before any mail is sent', async () => {
    await registerWithMail();
    // The handler has no mail service to reach (SES at a dead endpoint): the mail waits in the outbox.
    const known = await invoke(registerHandler, { method: 'POST', body: registration() });
    const fresh = await invoke(registerHandler, { method: 'POST', body: registration({ email: 'fresh@example.hr' }) });
    expect(known).toEqual(fresh);
    expect(known).toMatchObject({ status: 200, body: { message: M.registered, code: 'accounts.registered' } });
    // The new account is there with the answer, waiting for its confirmation; the link comes by mail after it.
    expect(await getAccountByEmail('fresh@example.hr')).toMatchObject({ status: 'PENDING' });
    expect(await getAccountByEmail('fresh@example.hr')).not.toHaveProperty('activationCodeHash');
    await sendAccountMails(createFakeMailer(), clock);
    expect(await getAccountByEmail('fresh@example.hr')).toHaveProperty('activationCodeHash');
  });

  it('does the same work before answering for an email with an account and one without, and sends no mail before it', async () => {
    await putAccount({ id: 'ana-1', email: 'ana@example.hr' });
    const ask = (email: string) => invoke(registerHandler, { method: 'POST', body: registration({ email }), sourceIp: '192.0.2.1' });
    const known = await outsideWorkOf(() => ask('ana@example.hr'));
    const fresh = await outsideWorkOf(() => ask('new@example.hr'));
    expect(fresh).toEqual(known);
    // The caller's two counters, one conditional write of the account (refused for a known email)
    // and the registration put in the outbox; nothing of the account is read before the answer.
    expect(known).toEqual({
      calls: [
        'PutItem customers EFFECT',
        'PutItem customers U',
        'PutItem customers UID',
        'UpdateItem customers THROTTLE#mail-client',
        'UpdateItem customers THROTTLE#mail-email-client',
      ],
      mails: 0,
    });
  });

  it('sends an activation link again when the first try could not, and makes the account once', async () => {
    const mailer = createFakeMailer();
    await register(RegistrationRequest.parse(registration()), '192.0.2.1', { clock });
    mailer.failWith(new Error('mail service down'));
    await sendAccountMails(mailer, clock);
    expect(await getAccountByEmail('durda@example.hr')).toMatchObject({ status: 'PENDING' });
    mailer.failWith(undefined);
    clock.advance(60_000);
    await sendAccountMails(mailer, clock);
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Confirm your Tkanica account']);
    const { userId, code } = linkIn(mailer.sent[0], 'activate');
    expect(await activate({ userId, activationCode: code }, { clock })).toEqual({ message: ACCOUNTS.activated });
  });

  it('answers 429 after 3 requests from one client for one address in an hour, and after 10 from one client', async () => {
    const mailer = createFakeMailer();
    for (let i = 0; i < 3; i++) await registerWithMail({}, { clock, mailer, client: '192.0.2.1' });
    await expect(registerWithMail({}, { clock, mailer, client: '192.0.2.1' })).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many requests for account emails. Please try again in 60 minutes.',
      said: { code: 'accounts.tooManyAccountMails' },
    });
    expect(mailer.sent).toHaveLength(3);
    // Another client is not refused, but the address has had its 3 account emails for the hour.
    await registerWithMail({}, { clock, mailer, client: '192.0.2.2' });
    expect(mailer.sent).toHaveLength(3);
    clock.advance(HOUR);
    await registerWithMail({}, { clock, mailer, client: '192.0.2.1' });
    expect(mailer.sent).toHaveLength(4);

    // Password-reset requests count against the same client limit (and hash nothing, so they are quick).
    for (let i = 0; i < 10; i++) await forgetPassword({ email: `shopper${i}@example.hr` }, '203.0.113.50', { clock });
    await expect(registerWithMail({ email: 'shopper10@example.hr' }, { clock, client: '203.0.113.50' })).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});

describe('mails to an address nobody confirmed', () => {
  it('carry no text the registrant chose, whichever account mail it is', async () => {
    const mailer = createFakeMailer();
    const bait = { firstName: 'Visit evil.example', lastName: 'to claim your prize' };
    await registerWithMail(bait, { clock, mailer });
    await registerWithMail({ ...bait, firstName: 'Call +385 1 555 0000' }, { clock, mailer, client: '192.0.2.9' });
    await forgetPassword({ email: 'durda@example.hr' }, '192.0.2.10', { clock });
    await sendAccountMails(mailer, clock);
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      'Confirm your Tkanica account',
      'Someone tried to register at Tkanica with your email',
      'Reset your Tkanica password',
    ]);
    for (const mail of mailer.sent) {
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/evil|prize|555/);
    }
  });
});

describe('activating', () => {
  it('activates once with the emailed link; the same link then answers 400', async () => {
    const { userId, code } = linkIn((await registerWithMail({}, { clock })).sent[0], 'activate');
    expect(await activate({ userId, activationCode: code }, { clock })).toEqual({ message: ACCOUNTS.activated });
    const account = await getAccountById(userId);
    expect(account?.status).toBe('ACTIVE');
    expect(account).not.toHaveProperty('activationCodeHash');
    await expect(activate({ userId, activationCode: code }, { clock })).rejects.toMatchObject({
      statusCode: 400,
      message: M.alreadyActive,
      said: { code: 'accounts.alreadyActive' },
    });
  });

  it('lets only one of two simultaneous uses through', async () => {
    const { userId, code } = linkIn((await registerWithMail({}, { clock })).sent[0], 'activate');
    const results = await Promise.allSettled([
      activate({ userId, activationCode: code }, { clock }),
      activate({ userId, activationCode: code }, { clock }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { statusCode: 400 } });
  });

  it('refuses with 400 an expired code, a wrong code and an unknown user', async () => {
    const { userId, code } = linkIn((await registerWithMail({}, { clock })).sent[0], 'activate');
    const wrong = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    await expect(activate({ userId, activationCode: wrong }, { clock })).rejects.toMatchObject({
      statusCode: 400,
      message: M.activationLinkInvalid,
      said: { code: 'accounts.activationLinkInvalid' },
    });
    await expect(activate({ userId: 'nobody', activationCode: code }, { clock })).rejects.toMatchObject({
      statusCode: 400,
      message: M.activationLinkInvalid,
      said: { code: 'accounts.activationLinkInvalid' },
    });
    clock.advance(24 * HOUR);
    await expect(activate({ userId, activationCode: code }, { clock })).rejects.toMatchObject({
      statusCode: 400,
      message: M.activationLinkExpired,
      said: { code: 'accounts.activationLinkExpired' },
    });
    expect((await getAccountById(userId))?.status).toBe('PENDING');
  });

  it('works through POST /api/auth/activate, and a malformed link is 400', async () => {
    const { userId, code } = linkIn((await registerWithMail()).sent[0], 'activate');
    const bad = await invoke(activateHandler, { method: 'POST', body: { userId: 'U#x', activationCode: code } });
    expect(bad).toMatchObject({ status: 400, body: { errors: { userId: M.activationLinkInvalid } } });
    expect(await invoke(activateHandler, { method: 'POST', body: { userId, activationCode: code } })).toMatchObject({
      status: 200,
      body: { message: M.activated, code: 'accounts.activated' },
    });
    expect(await invoke(activateHandler, { method: 'POST', body: { userId, activationCode: code } })).toMatchObject({ status: 400 });
  });
});

describe('logging in before activation', () => {
  it('is 403 with the right password and the usual 401 with a wrong one', async () => {
    await registerWithMail();
    const pending = await invoke(loginHandler, { method: 'POST', body: { email: 'durda@example.hr', password: PASSWORD } });
    expect(pending).toMatchObject({
      status: 403,
      body: { message: 'Please confirm your email address first: follow the link we sent you.', code: 'accounts.notActivated' },
    });
    const wrong = await invoke(loginHandler, { method: 'POST', body: { email: 'durda@example.hr', password: 'wrong-password' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password.', code: 'accounts.loginFailed' } });
  });

  it('is allowed once the account is activated', async () => {
    const { userId, code } = linkIn((await registerWithMail()).sent[0], 'activate');
    await activate({ userId, activationCode: code }, { clock });
    const { status, body } = await invoke(loginHandler, { method: 'POST', body: { email: 'DURDA@example.hr', password: PASSWORD } });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^eyJ/);
  });
});

it('keys the account by its email in lower case', async () => {
  await registerWithMail({ email: 'MiXeD@Example.hr' });
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('customers'), Key: customerAccountKey('mixed@example.hr') }));
  expect(Item?.email).toBe('mixed@example.hr');
});
