import { ADMIN_MESSAGES as M } from '@shop/shared/contract/admin';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START } from '../../test/clock.ts';
import { clearTables } from '../../test/tables.ts';
import { putAccount } from '../accounts/accountFixture.ts';
import { accountAndClient, countAttempt } from '../accounts/throttle.ts';
import { issueToken } from '../accounts/sessionToken.ts';
import { handler as staffDesk } from '../admin/handlers/staffDesk.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { handler as staffDoor } from './handlers/staffDoor.ts';
import { inviteStaff } from './invitations.ts';
import {
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT,
  STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT,
  STAFF_SIGN_IN_FAILURES_PER_CLIENT,
  signIn as signInAt,
} from './signIn.ts';
import { shopInvitationPorts, shopSignInPorts, shopStaff } from './staffAdapters.ts';
import { staffSigningKey } from './staffKeys.ts';
import { activeStaff, STAFF_PASSWORD } from './staffFixture.ts';
import { STAFF_TOKEN_AUDIENCE, STAFF_TOKEN_ISSUER } from './staffToken.ts';
import { totpCode } from './totp.ts';

const EMAIL = 'vesna@tkanica.hr';
const OWNER = { id: 'owner-1', email: 'owner@tkanica.hr', role: 'owner' as const };
const STEP = 30_000;
const later = (steps: number) => new Date(Date.now() + steps * STEP);

beforeEach(() => clearTables('staff', 'audit', 'customers'));

const signIn = (body: unknown, sourceIp = '192.0.2.10') => invokeRoute('POST /api/staff/signIn', staffDoor, { body, sourceIp });
const me = (headers: Record<string, string>) => invokeRoute('GET /api/admin/me', staffDesk, { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function invite(role: 'owner' | 'staff' = 'staff') {
  const mailer = createFakeMailer();
  const invited = await inviteStaff(
    { email: EMAIL, name: 'Vesna', role },
    OWNER,
    new Date(),
    shopInvitationPorts(mailer, 'https://shop.example'),
  );
  const [staffId, code] = (invited.link.split('/admin/invitation/')[1] ?? '').split('/') as [string, string];
  return { mailer, invited, staffId, code };
}

describe('an invitation', () => {
  it('shows a secret to enrol, takes a password and a first code, and signs the new staff member in', async () => {
    const { mailer, invited, staffId, code } = await invite();
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: EMAIL, subject: 'Your Tkanica back-office account' });
    expect(mailer.sent[0]?.text).toContain(invited.link);

    const opened = await invokeRoute('POST /api/staff/invitation', staffDoor, { body: { staffId, code } });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ email: EMAIL, name: 'Vesna', role: 'staff' });
    expect(opened.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    const again = await invokeRoute('POST /api/staff/invitation', staffDoor, { body: { staffId, code } });
    expect(again.body.otpauthUri).toBe(opened.body.otpauthUri);
    const secret = new URL(opened.body.otpauthUri).searchParams.get('secret') as string;

    const accept = (body: Record<string, unknown>) =>
      invokeRoute('POST /api/staff/invitation/accept', staffDoor, { body: { staffId, code, ...body } });
    expect(await accept({ password: 'short', totpCode: '123456' })).toMatchObject({
      status: 400,
      body: { errors: { password: M.passwordTooShort } },
    });
    expect(await accept({ password: STAFF_PASSWORD, totpCode: '12 34' })).toMatchObject({
      status: 400,
      body: { errors: { totpCode: M.codeInvalid } },
    });
    const wrong = String((Number(totpCode(secret, new Date())) + 1) % 1_000_000).padStart(6, '0');
    expect(await accept({ password: STAFF_PASSWORD, totpCode: wrong })).toMatchObject({
      status: 400,
      body: { message: M.codeWrong, code: 'staff.codeWrong' },
    });
    expect((await shopStaff.byEmail(EMAIL))?.status).toBe('INVITED');

    const accepted = await accept({ password: STAFF_PASSWORD, totpCode: totpCode(secret, new Date()) });
    expect(accepted.status).toBe(200);
    expect(accepted.body.staff).toEqual({ id: staffId, email: EMAIL, name: 'Vesna', role: 'staff', status: 'ACTIVE' });
    expect(await me(bearer(accepted.body.token))).toMatchObject({ status: 200, body: { email: EMAIL, role: 'staff' } });

    // The link is used up, and what is stored is sealed: no secret, hash or code in any answer.
    expect(await accept({ password: STAFF_PASSWORD, totpCode: totpCode(secret, later(1)) })).toMatchObject({
      status: 400,
      body: { message: M.invitationInvalid, code: 'staff.invitationInvalid' },
    });
    const stored = await shopStaff.byEmail(EMAIL);
    expect(stored?.totpSecret).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(accepted.body)).not.toContain(secret);
  });

  it('refuses a link that is wrong, and a second invitation of someone who has an account', async () => {
    const { staffId, code } = await invite();
    const wrong = await invokeRoute('POST /api/staff/invitation', staffDoor, { body: { staffId, code: `${code.slice(0, -2)}xx` } });
    expect(wrong).toMatchObject({ status: 400, body: { message: M.invitationInvalid, code: 'staff.invitationInvalid' } });
    // Inviting again while invited sends a new link; the old one stops working.
    const renewed = await invite();
    expect(renewed.staffId).toBe(staffId);
    expect(await invokeRoute('POST /api/staff/invitation', staffDoor, { body: { staffId, code } })).toMatchObject({ status: 400 });
    await activeStaff({ email: 'ana@tkanica.hr' });
    await expect(
      inviteStaff(
        { email: 'ana@tkanica.hr', name: 'Ana', role: 'owner' },
        OWNER,
        new Date(),
        shopInvitationPorts(createFakeMailer(), 'https://shop.example'),
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: M.alreadyStaff, said: { code: 'staff.alreadyStaff' } });
  });
});

describe('POST /api/staff/signIn', () => {
  it('wants the password and a code of the app, takes each code once, and answers alike for whatever was wrong', async () => {
    const vesna = await activeStaff({ email: EMAIL });
    const first = vesna.code();
    const signedIn = await signIn({ email: EMAIL, password: STAFF_PASSWORD, totpCode: first });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.staff).toMatchObject({ email: EMAIL, role: 'staff' });
    expect(Date.parse(signedIn.body.expiresAt) - Date.now()).toBeGreaterThan(7.9 * 3_600_000);
    expect(await me(bearer(signedIn.body.token))).toMatchObject({ status: 200 });

    const failed = { status: 401, body: { message: M.signInFailed, code: 'staff.signInFailed' } };
    // The same code again: refused even with the right password.
    expect(await signIn({ email: EMAIL, password: STAFF_PASSWORD, totpCode: first })).toMatchObject(failed);
    expect(await signIn({ email: EMAIL, password: 'not-the-password', totpCode: vesna.code(later(1)) })).toMatchObject(failed);
    expect(await signIn({ email: 'nobody@tkanica.hr', password: STAFF_PASSWORD, totpCode: vesna.code(later(1)) })).toMatchObject(failed);
    expect(await signIn({ email: EMAIL, password: STAFF_PASSWORD, totpCode: vesna.code(later(-2)) })).toMatchObject(failed);
    expect(await signIn({ email: EMAIL, password: STAFF_PASSWORD, totpCode: 'abc' })).toMatchObject({
      status: 400,
      body: { errors: { totpCode: M.codeInvalid } },
    });
    // The next step's code still works.
    expect(await signIn({ email: EMAIL, password: STAFF_PASSWORD, totpCode: vesna.code(later(1)) })).toMatchObject({ status: 200 });
  });

  it('stops a client after five failures on one account, before the password is checked', async () => {
    const vesna = await activeStaff({ email: EMAIL });
    for (let i = 0; i < 5; i++) {
      expect((await signIn({ email: EMAIL, password: `wrong-${i}`, totpCode: '000000' })).status).toBe(401);
    }
    const stopped = await signIn({ email: EMAIL, password: STAFF_PASSWORD, totpCode: vesna.code() });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toMatch(/^Too many failed sign-ins\. Please try again in \d+ minutes?\.$/);
    // Another client is not stopped by these.
    expect(await signIn({ email: EMAIL, password: STAFF_PASSWORD, totpCode: vesna.code() }, '192.0.2.99')).toMatchObject({ status: 200 });
  });

  it('cannot be turned against the owner: strangers with the email alone, from many addresses, keep only themselves out', async () => {
    const at = (minutes: number) => new Date(Date.parse(TEST_START) + minutes * 60_000);
    const owner = await activeStaff({ email: EMAIL, role: 'owner' });
    const OWNERS_COMPUTER = '192.0.2.10';
    const asOwner = (now: Date) => ({ email: EMAIL, password: STAFF_PASSWORD, totpCode: owner.code(now) });
    const guess = (i: number) => ({ email: EMAIL, password: `guess-${i}`, totpCode: '000000' });
    const status = (body: Parameters<typeof signInAt>[0], client: string, now: Date) =>
      signInAt(body, client, now, shopSignInPorts).then(
        () => 200,
        (error: { statusCode?: number }) => error.statusCode,
      );
    // The owner signed in from their computer before.
    expect(await status(asOwner(at(0)), OWNERS_COMPUTER, at(0))).toBe(200);

    // Ten addresses, five guesses each: none past its own limit, together the account's ceiling. Nine
    // addresses' guesses are counted as a sign-in counts them, without a scrypt each; the tenth's are sent.
    const attackers = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);
    expect(attackers.length * 5).toBe(STAFF_SIGN_IN_FAILURES_PER_ACCOUNT.limit);
    for (const client of attackers.slice(1)) {
      const hits = [
        { rule: STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT, subject: accountAndClient(EMAIL, client) },
        { rule: STAFF_SIGN_IN_FAILURES_PER_CLIENT, subject: client },
        { rule: STAFF_SIGN_IN_FAILURES_PER_ACCOUNT, subject: EMAIL },
      ];
      for (let i = 0; i < 5; i++) await countAttempt(hits, at(1));
    }
    for (let i = 0; i < 5; i++) expect(await status(guess(i), attackers[0] as string, at(1))).toBe(401);

    // The attacker stays throttled: from the addresses used, and from a new one.
    expect(await status(guess(5), attackers[0] as string, at(2))).toBe(429);
    expect(await status(guess(6), '198.51.100.99', at(2))).toBe(429);
    // The owner, from the computer used before, with the right password and code, gets in.
    expect(await status(asOwner(at(3)), OWNERS_COMPUTER, at(3))).toBe(200);
    // Which lifts nothing for the attacker; a client the account never used is held to the ceiling until the hour is over.
    expect(await status(guess(7), '198.51.100.98', at(4))).toBe(429);
    expect(await status(asOwner(at(5)), '203.0.113.7', at(5))).toBe(429);
    expect(await status(asOwner(at(61)), '203.0.113.7', at(61))).toBe(200);
  }, 60_000);

  it('does not sign in staff who are only invited or disabled', async () => {
    const disabled = await activeStaff({ email: EMAIL, status: 'DISABLED' });
    expect(await signIn({ email: EMAIL, password: STAFF_PASSWORD, totpCode: disabled.code() })).toMatchObject({ status: 401 });
  });
});

describe('a staff token', () => {
  it('is the only thing the back office takes: a customer token, a forged one and one signed out open nothing', async () => {
    const vesna = await activeStaff({ email: EMAIL, role: 'owner' });
    expect(await me({})).toMatchObject({ status: 401, body: { message: M.signInRequired, code: 'staff.signInRequired' } });

    await putAccount({ id: 'ana-1', email: 'ana@example.hr' });
    const customer = await issueToken({ id: 'ana-1', tokenVersion: 0 }, new Date());
    expect(await me(bearer(customer))).toMatchObject({ status: 401 });

    // The right claims signed with the customers' key are refused too: the key is another.
    const { sessionKey } = await import('../platform/secrets.ts');
    const forged = await new SignJWT({ email: EMAIL, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(vesna.staff.id)
      .setIssuer(STAFF_TOKEN_ISSUER)
      .setAudience(STAFF_TOKEN_AUDIENCE)
      .setExpirationTime('1h')
      .sign(await sessionKey());
    expect(await me(bearer(forged))).toMatchObject({ status: 401 });
    const expired = await new SignJWT({ email: EMAIL, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(vesna.staff.id)
      .setIssuer(STAFF_TOKEN_ISSUER)
      .setAudience(STAFF_TOKEN_AUDIENCE)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(await staffSigningKey());
    expect(await me(bearer(expired))).toMatchObject({ status: 401 });

    expect(await me(vesna.headers)).toMatchObject({ status: 200 });
    expect(await invokeRoute('POST /api/admin/signOut', staffDesk, { headers: vesna.headers })).toMatchObject({ status: 200 });
    expect(await me(vesna.headers)).toMatchObject({ status: 401 });
  });
});
