import { BRAND } from '@shop/shared/brand';
import { Secret, TOTP } from 'otpauth';

/**
 * The second factor: TOTP of RFC 6238 (SHA-1, 6 digits, 30 s), what every authenticator app
 * reads from an `otpauth://` URI. A code is taken in its own step or one step either side (a
 * phone's clock a little off), and only for a step later than the last one the account used.
 */
export const TOTP_PERIOD_SECONDS = 30;
const WINDOW = 1;

const totpFor = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: `${BRAND.name} back office`,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret: 160 random bits (RFC 4226's recommendation), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUri = (secret: string, email: string) => totpFor(secret, email).toString();

/** The time step of a moment. */
export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The step a code belongs to, when it is right for this secret around `now`; undefined
 * otherwise. otpauth compares codes in constant time.
 */
export function totpCodeStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? undefined : totpStep(now) + delta;
}

/** The code of a moment: for tests, and the e2e journeys' stand-in for a phone. */
export const totpCode = (secret: string, now: Date) => totpFor(secret).generate({ timestamp: now.getTime() });
