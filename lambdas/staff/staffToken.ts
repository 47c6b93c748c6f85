import type { StaffRole } from '@shop/shared/contract/admin';
import { forbidden, unauthorized } from '../platform/errors.ts';
import { signToken, verifyToken } from '../platform/signedToken.ts';
import { STAFF } from './messages.ts';
import { staffSigningKey } from './staffKeys.ts';
import { hasRole, type StaffRecord } from './staffRecord.ts';
import type { StaffReader } from './staffStore.ts';

/**
 * Staff session tokens: HS256 JWTs signed with a key derived from the back office's own secret
 * (staffKeys.ts), with an issuer and audience of their own. A customer's token is signed with
 * another key and names another audience, so it opens nothing here, and a staff token opens
 * nothing of the shop's. They last one working day and are not renewed: the back office asks
 * to sign in again (password and code) after it.
 */
export const STAFF_TOKEN_ISSUER = 'tkanica-back-office';
export const STAFF_TOKEN_AUDIENCE = 'tkanica-admin';
export const STAFF_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

const STAFF_TOKEN_RULES = { issuer: STAFF_TOKEN_ISSUER, audience: STAFF_TOKEN_AUDIENCE, required: ['sub', 'exp', 'ver', 'email'] } as const;

export async function issueStaffToken(staff: Pick<StaffRecord, 'id' | 'email' | 'tokenVersion'>, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + STAFF_TOKEN_LIFETIME_SECONDS;
  const claims = {
    email: staff.email,
    ver: staff.tokenVersion,
    sub: staff.id,
    iss: STAFF_TOKEN_ISSUER,
    aud: STAFF_TOKEN_AUDIENCE,
    iat: issuedAt,
    exp: expiresAt,
  };
  const token = signToken(claims, await staffSigningKey());
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

async function readStaffToken(token: string, now: Date): Promise<{ id: string; email: string; version: number } | undefined> {
  // A missing secret is a fault of ours (500), not a bad token.
  const claims = verifyToken(token, await staffSigningKey(), STAFF_TOKEN_RULES, now);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.email !== 'string' || !Number.isInteger(claims.ver)) return undefined;
  return { id: claims.sub, email: claims.email, version: claims.ver as number };
}

const bearerToken = (headers: Record<string, string | undefined>) =>
  /^Bearer\s+([A-Za-z0-9._-]+)\s*$/i.exec(headers.authorization ?? '')?.[1];

/**
 * The staff member of a request: a valid staff token of an ACTIVE account that was not signed
 * out since (401 otherwise), whose role allows the route (403 otherwise).
 */
export async function requireStaff(
  store: StaffReader,
  headers: Record<string, string | undefined>,
  role: StaffRole,
  now: Date,
): Promise<StaffRecord> {
  const token = bearerToken(headers);
  const claims = token ? await readStaffToken(token, now) : undefined;
  const staff = claims ? await store.byEmail(claims.email) : undefined;
  if (!claims || !staff || staff.id !== claims.id || staff.status !== 'ACTIVE' || staff.tokenVersion !== claims.version) {
    throw unauthorized(STAFF.signInRequired);
  }
  if (!hasRole(staff, role)) throw forbidden(STAFF.ownerOnly);
  return staff;
}
