import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_MESSAGES as M } from '@shop/shared/contract/accounts';
import { ACCOUNT_MESSAGES_IN_CROATIAN } from '@shop/shared/contract/accountMessagesInCroatian';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { invoke } from '../testing/invoke.ts';
import { outsideWorkOf } from '../testing/outsideWork.ts';
import { linkIn, PASSWORD, putAccount, registerWithMail, registration, sendAccountMails } from './accountFixture.ts';
import { accountByEmail as getAccountByEmail } from './dynamoAccountReader.ts';
import { customerAccountKey } from './customerRecord.ts';
import { handler as activateHandler } from './handlers/activate.ts';
import { handler as registerHandler } from './handlers/register.ts';
import { TEST_START, testClock } from '../../test/clock.ts';

const clock = testClock();

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

/**
 * Registration through its handler on DynamoDB Local, as the shop runs it: the answers, the
 * work done before them, the table's keys and the password's real hash. What a registration
 * keeps and mails, activation and the limits are rules, on the fakes (accountRules.test.ts).
 */
describe('registering', () => {
  it('refuses an expected baby without the consent, in Croatian on a Croatian page, and stores no account', async () => {
    const body = registration({ email: 'no-consent@example.hr', expectingBaby: true, expectingBabyDate: Date.UTC(2027, 0, 1) });
    const croatian = await invoke(registerHandler, { method: 'POST', body, headers: { 'X-Shop-Language': 'hr' } });
    expect(croatian).toMatchObject({
      status: 400,
      body: { errors: { expectingBabyConsent: ACCOUNT_MESSAGES_IN_CROATIAN.expectingBabyConsentRequired } },
    });
    expect(await getAccountByEmail('no-consent@example.hr')).toBeUndefined();
  });

  it('answers both the same way through the handler too, before any mail is sent', async () => {
    await registerWithMail();
    // The handler has no mail service to reach (SES at a dead endpoint): the mail waits in the outbox.
    const known = await invoke(registerHandler, { method: 'POST', body: registration() });
    const fresh = await invoke(registerHandler, { method: 'POST', body: registration({ email: 'fresh@example.hr' }) });
    expect(known).toEqual(fresh);
    expect(known).toMatchObject({ status: 200, body: { message: M.registered, code: 'accounts.registered' } });
    // The new account is there with the answer, waiting for its confirmation; the link comes by mail after it.
    const account = await getAccountByEmail('fresh@example.hr');
    expect(account).toMatchObject({ status: 'PENDING' });
    expect(account).not.toHaveProperty('activationCodeHash');
    // Hashed as the shop hashes every password (scrypt at N = 2^17, OWASP's minimum).
    expect(account?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(JSON.stringify(account)).not.toContain(PASSWORD);
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
});

describe('activating', () => {
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

it('keys the account by its email in lower case', async () => {
  await registerWithMail({ email: 'MiXeD@Example.hr' });
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('customers'), Key: customerAccountKey('mixed@example.hr') }));
  expect(Item?.email).toBe('mixed@example.hr');
});
