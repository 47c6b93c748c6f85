import { ACCOUNT_MESSAGES as M } from '@shop/shared/contract/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { invoke } from '../testing/invoke.ts';
import { outsideWorkOf } from '../testing/outsideWork.ts';
import { bearer, linkIn, PASSWORD, putAccount, sendAccountMails } from './accountFixture.ts';
import { accountByEmail as getAccountByEmail } from './dynamoAccountReader.ts';
import { handler as forgetPasswordHandler } from './handlers/forgetPassword.ts';
import { handler as meHandler } from './handlers/me.ts';
import { handler as recoverPasswordHandler } from './handlers/recoverPassword.ts';
import { login } from './login.ts';
import { forgetPassword } from './passwordReset.ts';
import { issueToken } from './sessionToken.ts';
import { requireCustomer } from './signedIn.ts';
import { TEST_START, testClock } from '../../test/clock.ts';
import { shopAccountMailRequestPorts, shopLoginPorts } from './accountAdapters.ts';

const clock = testClock();
const _HOUR = 3_600_000;
const EMAIL = 'ana@example.hr';
const NEW_PASSWORD = 'a-brand-new-password';

beforeEach(async () => {
  await clearTables('customers');
  clock.set(TEST_START);
  await putAccount({ id: 'ana-1', email: EMAIL });
});

/** Asks for a reset, then sends what the request put in the outbox, as the running shop does after answering. */
async function askForReset(email = EMAIL, client = '192.0.2.1', mailer = createFakeMailer()) {
  const answer = await forgetPassword({ email }, client, shopAccountMailRequestPorts(clock));
  await sendAccountMails(mailer, clock);
  return { answer, mailer };
}

describe('POST /api/auth/forgetPassword', () => {
  it('wants an email (the form shows the message under the field)', async () => {
    const { status, body } = await invoke(forgetPasswordHandler, { method: 'POST', body: { email: '' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: 'Email is required' });
  });

  it('answers 200 through the handler for an unknown email (nothing to send)', async () => {
    expect(await invoke(forgetPasswordHandler, { method: 'POST', body: { email: 'nobody@example.hr' } })).toMatchObject({
      status: 200,
      body: { message: M.resetLinkSent, code: 'accounts.resetLinkSent' },
    });
  });

  it('does the same work before answering for an email with an account and one without, and sends no mail before it', async () => {
    const ask = (email: string) => invoke(forgetPasswordHandler, { method: 'POST', body: { email }, sourceIp: '192.0.2.1' });
    const known = await outsideWorkOf(() => ask(EMAIL));
    const unknown = await outsideWorkOf(() => ask('nobody@example.hr'));
    expect(unknown).toEqual(known);
    // The caller's two counters and the mail put in the outbox; the account is looked at after the answer.
    expect(known).toEqual({
      calls: ['PutItem customers EFFECT', 'UpdateItem customers THROTTLE#mail-client', 'UpdateItem customers THROTTLE#mail-email-client'],
      mails: 0,
    });
  });
});

describe('POST /api/auth/recoverPassword', () => {
  it('sets the new password once; the old password and every older token stop working', async () => {
    const oldToken = await issueToken({ id: 'ana-1' }, clock.now());
    await expect(requireCustomer(bearer(oldToken), clock)).resolves.toMatchObject({ id: 'ana-1' });
    const { userId, code } = linkIn((await askForReset()).mailer.sent[0], 'recover-password');

    const { status, body } = await invoke(recoverPasswordHandler, {
      method: 'POST',
      body: { userId, activationCode: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect({ status, body }).toEqual({ status: 200, body: { message: M.passwordChanged, code: 'accounts.passwordChanged' } });

    await expect(requireCustomer(bearer(oldToken), clock)).rejects.toMatchObject({ statusCode: 401 });
    expect((await invoke(meHandler, { headers: bearer(oldToken) })).status).toBe(401);
    await expect(login({ email: EMAIL, password: PASSWORD }, '192.0.2.1', shopLoginPorts(clock))).rejects.toMatchObject({
      statusCode: 401,
    });
    const { token } = await login({ email: EMAIL, password: NEW_PASSWORD }, '192.0.2.1', shopLoginPorts(clock));
    await expect(requireCustomer(bearer(token), clock)).resolves.toMatchObject({ id: 'ana-1', tokenVersion: 1 });

    const again = await invoke(recoverPasswordHandler, {
      method: 'POST',
      body: { userId, activationCode: code, password: 'yet-another-one' },
    });
    expect(again).toMatchObject({ status: 400, body: { message: M.resetLinkInvalid, code: 'accounts.resetLinkInvalid' } });
    expect(await getAccountByEmail(EMAIL)).not.toHaveProperty('resetCodeHash');
  });

  it('refuses a wrong code, an unknown user and a malformed link with 400', async () => {
    const { userId, code } = linkIn((await askForReset()).mailer.sent[0], 'recover-password');
    const wrong = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    for (const body of [
      { userId, activationCode: wrong, password: NEW_PASSWORD },
      { userId: 'nobody', activationCode: code, password: NEW_PASSWORD },
      { userId: 'UID#ana-1', activationCode: code, password: NEW_PASSWORD },
    ]) {
      const answer = await invoke(recoverPasswordHandler, { method: 'POST', body });
      expect(answer).toMatchObject({ status: 400 });
      expect(answer.body.message).toContain(M.resetLinkInvalid);
    }
  });

  it('checks the new password as registration does', async () => {
    const { userId, code } = linkIn((await askForReset()).mailer.sent[0], 'recover-password');
    const short = await invoke(recoverPasswordHandler, { method: 'POST', body: { userId, activationCode: code, password: 'short' } });
    expect(short.body.errors).toEqual({ password: M.passwordTooShort });
    const mismatch = await invoke(recoverPasswordHandler, {
      method: 'POST',
      body: { userId, activationCode: code, password: NEW_PASSWORD, confirmPassword: 'different!' },
    });
    expect(mismatch.body.errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
