import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { concurrencyLimit } from '../platform/overload.ts';

/**
 * Passwords are hashed with scrypt at N = 2^17, r = 8, p = 1 (OWASP's minimum for scrypt).
 * The parameters are stored with the hash so they can be raised later without a migration.
 */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * scrypt runs on libuv's pool of four threads, which DNS look-ups and file reads wait for too:
 * with every thread hashing, a catalog call on the local server stalled until the logins ahead
 * of it were done, and 40 logins at once ran past the function's time and answered 500. So at
 * most two hashes run at once (two threads stay free for the rest), eight more may wait their
 * turn, and beyond that, or after 10 s of waiting, the caller gets 503 with Retry-After. In
 * Lambda a container takes one request at a time, so there the limit never binds. Marked pure:
 * a bundle that imports this module and hashes nothing (a desk, through the staff's wiring,
 * lambdas/staff/staffAdapters.ts) leaves the limiter out.
 */
export const passwordHashing = /* @__PURE__ */ concurrencyLimit({ atOnce: 2, waiting: 8, maxWaitMs: 10_000 });

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return passwordHashing.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export const hashPassword = (password: string): Promise<string> => hashPasswordAt(password, N);

/**
 * A hash at another cost `n`: what `hashPassword` made before its cost was raised, which
 * `verifyPassword` still reads by the parameters stored with it. The shop hashes only at N; the
 * tests' accounts and staff are stored at a lower cost, so each of their logins takes
 * milliseconds instead of most of a second (a registration's own hash stays at N).
 */
export async function hashPasswordAt(password: string, n: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return `scrypt$${n}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
