import { ACCOUNT_MESSAGES as M } from '@shop/shared/contract/accounts';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { systemClock } from '../platform/clock.ts';
import { invoke } from '../testing/invoke.ts';
import { bearer, PASSWORD, putAccount, TEST_JWT_SECRET } from './accountFixture.ts';
import { resetSecretsForTests, sessionKey } from '../platform/secrets.ts';
import { handler as loginHandler } from './handlers/login.ts';
import { handler as meHandler } from './handlers/me.ts';
import { login } from './login.ts';
import {
  accountAndClient,
  countAttempt,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT,
  LOGIN_FAILURES_PER_CLIENT,
} from './throttle.ts';
import { issueToken, TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS } from './sessionToken.ts';
import { requireCustomer } from './signedIn.ts';
import { TEST_START, testClock } from '../../test/clock.ts';
import { shopLoginPorts } from './accountAdapters.ts';

const clock = testClock();
const MINUTE = 60_000;
const EMAIL = 'ana@example.hr';

beforeEach(async () => {
  await clearTables('customers');
  clock.set(TEST_START);
  await putAccount({ id: 'ana-1', email: EMAIL });
});

const loginCall = (body: unknown) => invoke(loginHandler, { method: 'POST', body, headers: { saleSpotId: '1' } });
const me = (headers: Record<string, string>) => invoke(meHandler, { method: 'GET', headers });

describe('POST /api/auth/login', () => {
  it('answers a token that GET /api/auth/me accepts', async () => {
    const { status, body } = await loginCall({ email: ' Ana@Example.hr ', password: PASSWORD });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['token']);
    const current = await me(bearer(body.token));
    expect(current).toMatchObject({ status: 200, body: { id: 'ana-1', email: EMAIL } });
  });

  it('wants an email and a password (SPEC §5)', async () => {
    const { status, body } = await loginCall({ email: '', password: '' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const unknown = await loginCall({ email: 'nobody@example.hr', password: PASSWORD });
    const wrong = await loginCall({ email: EMAIL, password: `${PASSWORD}!` });
    expect(unknown).toEqual(wrong);
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password.', code: 'accounts.loginFailed' } });
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await login({ email, password: 'wrong-password' }, '192.0.2.1', shopLoginPorts(systemClock)).catch(() => undefined);
      return performance.now() - start;
    };
    const [unknown, known] = [await time('nobody@example.hr'), await time(EMAIL)];
    // Both run one scrypt (hundreds of ms); without the stand-in hash the unknown one would take a few ms.
    expect(unknown).toBeGreaterThan(known / 3);
  });
});

describe('login throttling', () => {
  const fail = (client = '192.0.2.1', email = EMAIL) => login({ email, password: 'wrong-password' }, client, shopLoginPorts(clock));
  const rightPassword = (client: string) => login({ email: EMAIL, password: PASSWORD }, client, shopLoginPorts(clock));

  /** Failures counted as login counts them, without spending a scrypt on each. */
  const failedBefore = async (times: number, client: string, email = EMAIL) => {
    const hits = [
      { rule: LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT, subject: accountAndClient(email, client) },
      { rule: LOGIN_FAILURES_PER_CLIENT, subject: client },
      { rule: LOGIN_FAILURES_PER_ACCOUNT, subject: email },
    ];
    for (let i = 0; i < times; i++) await countAttempt(hits, clock.now());
  };

  it('stops a client after 5 failures on one account within 15 minutes, and never the owner on another client', async () => {
    await failedBefore(4, '203.0.113.66');
    await expect(fail('203.0.113.66')).rejects.toMatchObject({ statusCode: 401 });
    await expect(rightPassword('203.0.113.66')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many failed login attempts. Please try again in 15 minutes.',
      said: { code: 'accounts.tooManyLogins' },
    });
    // Someone else's failures, from however many clients, leave the owner's login alone.
    await Promise.all(Array.from({ length: 5 }, (_, c) => failedBefore(5, `203.0.113.${70 + c}`)));
    await expect(rightPassword('192.0.2.200')).resolves.toHaveProperty('token');
    clock.advance(15 * MINUTE);
    await expect(rightPassword('203.0.113.66')).resolves.toHaveProperty('token');
  });

  it('holds an account to 100 failures an hour from all clients, but not a client it logged in from before', async () => {
    await expect(rightPassword('192.0.2.10')).resolves.toHaveProperty('token');
    // A spread-out attack: 20 clients, 5 failures each, none of them past its own limit.
    await Promise.all(Array.from({ length: 20 }, (_, c) => failedBefore(5, `198.51.100.${100 + c}`)));
    await expect(rightPassword('198.51.100.99')).rejects.toMatchObject({ statusCode: 429 });
    await expect(rightPassword('192.0.2.10')).resolves.toHaveProperty('token');
    clock.advance(60 * MINUTE);
    await expect(rightPassword('198.51.100.99')).resolves.toHaveProperty('token');
    // A hundred and three password hashes (scrypt, as a real login): seconds of CPU, more beside other test files.
  }, 60_000);

  it('answers 429 to a client address after 20 failures, whichever emails it tries', async () => {
    for (let i = 0; i < 19; i++) await failedBefore(1, '198.51.100.9', `guess${i}@example.hr`);
    await expect(fail('198.51.100.9', 'guess19@example.hr')).rejects.toMatchObject({ statusCode: 401 });
    await expect(rightPassword('198.51.100.9')).rejects.toMatchObject({ statusCode: 429 });
    await expect(rightPassword('198.51.100.10')).resolves.toHaveProperty('token');
  });

  it('forgets a client’s failures on the account after it logs in', async () => {
    await failedBefore(4, '192.0.2.1');
    await rightPassword('192.0.2.1');
    await failedBefore(4, '192.0.2.1');
    await expect(rightPassword('192.0.2.1')).resolves.toHaveProperty('token');
  });

  it('answers 429 through the handler too', async () => {
    // The handler counts in real time: keep clear of a window's edge, where the counts start afresh.
    const toEdge = 15 * MINUTE - (Date.now() % (15 * MINUTE));
    if (toEdge < 10_000) await new Promise((resolve) => setTimeout(resolve, toEdge + 100));
    for (let i = 0; i < 5; i++) expect((await loginCall({ email: EMAIL, password: 'nope-nope' })).status).toBe(401);
    const blocked = await loginCall({ email: EMAIL, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    expect(blocked.body.code).toBe('accounts.tooManyLogins');
  });
});

describe('session tokens', () => {
  const secret = new TextEncoder().encode(TEST_JWT_SECRET);
  const claims = { ver: 0 };
  const sign = (key: Uint8Array, alg: string, exp: number | string = '1h') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg })
      .setSubject('ana-1')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);

  it('accepts a token signed as the shop signs them', async () => {
    expect((await me(bearer(await sign(secret, 'HS256')))).status).toBe(200);
  });

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic YW5hOnB3' }],
    ['a malformed token', bearer('not.a.token')],
    ['"null" as the token', bearer('null')],
  ])('answers 401 to %s', async (_, headers) => {
    expect(await me(headers as Record<string, string>)).toMatchObject({
      status: 401,
      body: { message: 'Please log in.', code: 'accounts.loginRequired' },
    });
  });

  it('answers 401 to a token signed with another secret, with alg none, with HS512, or for another audience', async () => {
    const other = new TextEncoder().encode('another-secret-that-is-long-enough-0123456789');
    const none = new UnsecuredJWT(claims)
      .setSubject('ana-1')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('1h')
      .encode();
    const hs512 = await sign(secret, 'HS512');
    const otherAudience = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('ana-1')
      .setIssuer(TOKEN_ISSUER)
      .setAudience('admin')
      .setExpirationTime('1h')
      .sign(secret);
    for (const token of [await sign(other, 'HS256'), none, hs512, otherAudience]) {
      expect(await me(bearer(token))).toMatchObject({ status: 401, body: { message: M.loginRequired, code: 'accounts.loginRequired' } });
    }
  });

  it('answers 401 to an expired token', async () => {
    const expired = await sign(secret, 'HS256', Math.floor(Date.now() / 1000) - 60);
    expect((await me(bearer(expired))).status).toBe(401);
  });

  it('lasts 7 days', async () => {
    const token = await issueToken({ id: 'ana-1' }, clock.now());
    await expect(requireCustomer(bearer(token), clock)).resolves.toMatchObject({ id: 'ana-1' });
    clock.advance(TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    await expect(requireCustomer(bearer(token), clock)).resolves.toMatchObject({ id: 'ana-1' });
    clock.advance(2000);
    await expect(requireCustomer(bearer(token), clock)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Please log in.',
      said: { code: 'accounts.loginRequired' },
    });
  });

  it('stops working when the account’s token version moves on, or the account is not active', async () => {
    const token = await issueToken({ id: 'ana-1', tokenVersion: 0 }, clock.now());
    await putAccount({ id: 'ana-1', email: EMAIL, tokenVersion: 1 });
    await expect(requireCustomer(bearer(token), clock)).rejects.toMatchObject({ statusCode: 401 });
    await putAccount({ id: 'ana-1', email: EMAIL, tokenVersion: 0, status: 'PENDING' });
    await expect(requireCustomer(bearer(token), clock)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses to run on a missing or short secret: a 500, not a 401', async () => {
    const saved = process.env.JWT_SECRET;
    try {
      resetSecretsForTests();
      delete process.env.JWT_SECRET;
      await expect(sessionKey()).rejects.toThrow('JWT_SECRET');
      expect((await me(bearer('a.b.c'))).status).toBe(500);
      resetSecretsForTests();
      process.env.JWT_SECRET = 'too-short';
      await expect(sessionKey()).rejects.toThrow('at least 32 bytes');
    } finally {
      process.env.JWT_SECRET = saved;
      resetSecretsForTests();
    }
  });

  it('answers 401 for a token naming an account that does not exist', async () => {
    const token = await issueToken({ id: 'ghost' }, clock.now());
    await expect(requireCustomer(bearer(token), clock)).rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('the client address the limits count', () => {
  it("is the shopper's address CloudFront passes on, else the connection's", async () => {
    const { clientAddress } = await import('./throttle.ts');
    const event = (headers: Record<string, string>) =>
      ({ headers, requestContext: { http: { sourceIp: '130.176.1.2' } } }) as unknown as Parameters<typeof clientAddress>[0];
    expect(clientAddress(event({ 'x-shop-viewer-address': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientAddress(event({}))).toBe('130.176.1.2');
  });

  it('takes the header only when it holds an address, so no request can make a counter key of its own choosing', async () => {
    const { clientAddress } = await import('./throttle.ts');
    const event = (headers: Record<string, string>) =>
      ({ headers, requestContext: { http: { sourceIp: '130.176.1.2' } } }) as unknown as Parameters<typeof clientAddress>[0];
    expect(clientAddress(event({ 'x-shop-viewer-address': ' 2001:db8::1 ' }))).toBe('2001:db8::1');
    expect(clientAddress(event({ 'x-shop-viewer-address': 'x'.repeat(3000) }))).toBe('130.176.1.2');
    expect(clientAddress(event({ 'x-shop-viewer-address': '203.0.113.9, 10.0.0.1' }))).toBe('130.176.1.2');
  });
});
