import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { base64url, jwtVerify, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken, type TokenRules, verifyToken } from './signedToken.ts';

/**
 * jose, which issued and read the shop's tokens before, judges signedToken.ts: the same token
 * byte for byte for the same claims, each reading the other's, and, over any change to a token
 * (its characters, its header, its claims re-signed, its key, the time it is read), never a token
 * this accepts and jose refuses. Where the two differ, this is the stricter: a header with `crit`
 * or `b64`, a part in a base64url that is not canonical.
 */
const RULES: TokenRules = { issuer: 'tkanica-accounts', audience: 'tkanica-shop', required: ['sub', 'exp', 'ver'] };
const KEY = new Uint8Array(randomBytes(32));
const OTHER_KEY = new Uint8Array(randomBytes(32));
const NOW = new Date('2026-12-02T10:00:00.000Z');
const SECONDS = Math.floor(NOW.getTime() / 1000);

async function joseReads(token: string, key: Uint8Array, rules: TokenRules, now: Date): Promise<Record<string, unknown> | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: rules.issuer,
      audience: rules.audience,
      requiredClaims: [...rules.required],
      currentDate: now,
    });
    return payload as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

async function joseSigns(claims: { ver: number; sub: string; iat: number; exp: number }, key: Uint8Array, audience = RULES.audience) {
  return new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(RULES.issuer)
    .setAudience(audience)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(key);
}

const ours = (claims: { ver: number; sub: string; iat: number; exp: number }, key = KEY, audience: unknown = RULES.audience) =>
  signToken({ ver: claims.ver, sub: claims.sub, iss: RULES.issuer, aud: audience, iat: claims.iat, exp: claims.exp }, key);

const claimsArb = fc.record({
  ver: fc.integer({ min: 0, max: 1000 }),
  sub: fc.string({ maxLength: 40 }),
  iat: fc.integer({ min: SECONDS - 10 * 86_400, max: SECONDS }),
  exp: fc.integer({ min: SECONDS - 86_400, max: SECONDS + 10 * 86_400 }),
});

/** A header or a payload as base64url of its JSON. */
const part = (value: unknown) => base64url.encode(JSON.stringify(value));

describe('session tokens without jose', () => {
  it('are the token jose signs, byte for byte, for any claims; each reads the other’s alike', async () => {
    await fc.assert(
      fc.asyncProperty(claimsArb, async (claims) => {
        const token = ours(claims);
        expect(token).toBe(await joseSigns(claims, KEY));
        const read = verifyToken(token, KEY, RULES, NOW);
        expect(read).toEqual(await joseReads(token, KEY, RULES, NOW));
        expect(read === undefined).toBe(claims.exp <= SECONDS);
      }),
      { numRuns: 200 },
    );
  });

  it('never accept a token jose refuses, whatever changed in it: a character, the header, the claims, the key or the time', async () => {
    const header = fc.oneof(
      { arbitrary: fc.constant({ alg: 'HS256', typ: 'JWT' }), weight: 12 },
      fc.constant({ alg: 'HS256' }),
      fc.constantFrom(
        { alg: 'none' },
        { alg: 'HS512', typ: 'JWT' },
        { alg: 'RS256' },
        { alg: 'hs256' },
        { typ: 'JWT' },
        { alg: ['HS256'] },
      ),
      fc.constantFrom(
        { alg: 'HS256', crit: ['b64'], b64: true },
        { alg: 'HS256', crit: ['exp'] },
        { alg: 'HS256', b64: false, crit: ['b64'] },
      ),
      fc.constant([]),
      fc.constant('HS256'),
    );
    // Mostly the shop's own claims, each kept, changed or left out now and then, so that most
    // tokens are ones a reader accepts until something about them changes.
    const sometimes = <T>(kept: T, changed: fc.Arbitrary<unknown>) =>
      fc.oneof(
        { arbitrary: fc.constant(kept), weight: 6 },
        { arbitrary: changed, weight: 1 },
        { arbitrary: fc.constant(undefined), weight: 1 },
      );
    const time = fc.oneof(fc.integer({ min: SECONDS - 100, max: SECONDS + 100 }), fc.string({ maxLength: 5 }), fc.constant(null));
    const payload = fc.record({
      ver: sometimes(1, fc.constantFrom(0, 1.5, '1')),
      sub: sometimes('u1', fc.oneof(fc.string({ maxLength: 8 }), fc.integer())),
      iss: sometimes(RULES.issuer, fc.constantFrom('tkanica-back-office', '')),
      aud: sometimes(RULES.audience, fc.constantFrom<unknown>('tkanica-admin', [RULES.audience], ['x', RULES.audience], [], ['x'])),
      iat: sometimes(SECONDS - 10, time),
      exp: sometimes(SECONDS + 300, time),
      nbf: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: time, weight: 1 }),
    });
    const change = fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant('none' as const) }), weight: 12 },
      fc.record({ kind: fc.constant('char' as const), at: fc.nat(), to: fc.constantFrom(...'AQgw_-.0Za=+/ ') }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('key' as const) }),
      fc.record({ kind: fc.constant('unsigned' as const) }),
      fc.record({ kind: fc.constant('parts' as const), extra: fc.constantFrom('', '.', '.x', '..') }),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(header, payload, change, fc.integer({ min: -200, max: 200 }), async (h, p, c, shift) => {
        const signingInput = `${part(h)}.${part(p)}`;
        let token = `${signingInput}.${base64url.encode(hmac(signingInput, c.kind === 'key' ? OTHER_KEY : KEY))}`;
        if (c.kind === 'char') {
          const at = c.at % token.length;
          token = token.slice(0, at) + c.to + token.slice(at + 1);
        }
        if (c.kind === 'cut') token = token.slice(0, c.at % token.length);
        if (c.kind === 'unsigned') token = new UnsecuredJWT(p as Record<string, unknown>).encode();
        if (c.kind === 'parts') token += c.extra;
        const at = new Date(NOW.getTime() + shift * 1000);
        const mine = verifyToken(token, KEY, RULES, at);
        const theirs = await joseReads(token, KEY, RULES, at);
        if (mine !== undefined) accepted++;
        if (mine !== undefined) expect(theirs).toEqual(mine);
        // Where both sign a header of the shop's own with the key, both answer alike.
        if (c.kind === 'none' && !Array.isArray(h) && typeof h === 'object' && !('crit' in h)) expect(mine).toEqual(theirs);
      }),
      { numRuns: 2000 },
    );
    // Not a property that holds because nothing passes.
    expect(accepted).toBeGreaterThan(200);
  });

  it('read a token up to the second before its expiry, and from its nbf on, as jose does', async () => {
    const claims = { ver: 1, sub: 'u1', iat: SECONDS - 60, exp: SECONDS + 60 };
    const token = ours(claims);
    for (const shift of [-61, 0, 59, 60, 61]) {
      const at = new Date(NOW.getTime() + shift * 1000 + 999);
      expect({ shift, read: verifyToken(token, KEY, RULES, at) !== undefined }).toEqual({
        shift,
        read: (await joseReads(token, KEY, RULES, at)) !== undefined,
      });
    }
    expect(verifyToken(token, KEY, RULES, new Date((SECONDS + 59) * 1000 + 999))).toBeDefined();
    expect(verifyToken(token, KEY, RULES, new Date((SECONDS + 60) * 1000))).toBeUndefined();
  });

  it('read a token from its nbf on, as jose does', async () => {
    for (const nbf of [SECONDS - 1, SECONDS, SECONDS + 1]) {
      const token = signToken({ ver: 1, sub: 'u1', iss: RULES.issuer, aud: RULES.audience, nbf, exp: SECONDS + 60 }, KEY);
      expect({ nbf, read: verifyToken(token, KEY, RULES, NOW) !== undefined }).toEqual({
        nbf,
        read: (await joseReads(token, KEY, RULES, NOW)) !== undefined,
      });
    }
  });

  it('refuse a part that is not canonical base64url, which jose reads', async () => {
    // '{"a":1}' is 7 bytes: its last base64url character carries two bits the decoding drops.
    const canonical = signToken({ ver: 1, sub: 'u1', iss: RULES.issuer, aud: RULES.audience, exp: SECONDS + 60, a: 1 }, KEY);
    const [h, p] = canonical.split('.') as [string, string];
    const last = p.at(-1) as string;
    const sibling = base64url.encode(base64url.decode(p)).at(-1) === last ? String.fromCharCode(last.charCodeAt(0) + 1) : last;
    const changed = `${p.slice(0, -1)}${sibling}`;
    if (base64url.encode(base64url.decode(changed)) !== p) return expect.fail(`${changed} is not another spelling of ${p}`);
    const token = `${h}.${changed}.${base64url.encode(hmac(`${h}.${changed}`, KEY))}`;
    expect(await joseReads(token, KEY, RULES, NOW)).toBeDefined();
    expect(verifyToken(token, KEY, RULES, NOW)).toBeUndefined();
  });

  it('refuse a token of another audience, another issuer, another key, or without a claim the reader requires', () => {
    const claims = { ver: 1, sub: 'u1', iat: SECONDS, exp: SECONDS + 60 };
    expect(verifyToken(ours(claims), KEY, RULES, NOW)).toMatchObject({ sub: 'u1', ver: 1 });
    expect(verifyToken(ours(claims, KEY, ['other', RULES.audience]), KEY, RULES, NOW)).toMatchObject({ sub: 'u1' });
    expect(verifyToken(ours(claims, KEY, 'tkanica-admin'), KEY, RULES, NOW)).toBeUndefined();
    expect(verifyToken(ours(claims, OTHER_KEY), KEY, RULES, NOW)).toBeUndefined();
    expect(verifyToken(ours(claims), KEY, { ...RULES, issuer: 'tkanica-back-office' }, NOW)).toBeUndefined();
    expect(verifyToken(ours(claims), KEY, { ...RULES, required: [...RULES.required, 'email'] }, NOW)).toBeUndefined();
    expect(verifyToken(new UnsecuredJWT({ ...claims, iss: RULES.issuer, aud: RULES.audience }).encode(), KEY, RULES, NOW)).toBeUndefined();
  });
});

function hmac(input: string, key: Uint8Array): Uint8Array {
  return new Uint8Array(createHmac('sha256', key).update(input).digest());
}
