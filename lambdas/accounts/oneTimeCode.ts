import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long an emailed link works. */
export const ACTIVATION_CODE_HOURS = 24;
export const RESET_CODE_HOURS = 1;

export interface OneTimeCode {
  /** Goes into the emailed link, and nowhere else. */
  code: string;
  /** What is stored: a leaked table does not hand out working links. */
  hash: string;
  expiresAt: string;
}

export function hashCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('base64url');
}

/** 32 random bytes, base64url: 256 bits no one can guess. */
export function newCode(now: Date, hours: number): OneTimeCode {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashCode(code), expiresAt: new Date(now.getTime() + hours * 3_600_000).toISOString() };
}

export type CodeCheck = 'valid' | 'invalid' | 'expired';

/** Whether a code from a link matches the stored hash, and is still in time. */
export function checkCode(code: string, stored: { hash?: string; expiresAt?: string }, now: Date): CodeCheck {
  if (!stored.hash || !stored.expiresAt) return 'invalid';
  const given = Buffer.from(hashCode(code));
  const expected = Buffer.from(stored.hash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return stored.expiresAt > now.toISOString() ? 'valid' : 'expired';
}
