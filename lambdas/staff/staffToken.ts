import type { StaffRole } from '@shop/shared/contract/admin';
import { jwtVerify, SignJWT } from 'jose';
import { forbidden, unauthorized } from '../platform/errors.ts';
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

export async function issueStaffToken(staff: Pick<StaffRecord, 'id' | 'email' | 'tokenVersion'>, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + STAFF_TOKEN_LIFETIME_SECONDS;
  const token = await new SignJWT({ email: staff.email, ver: staff.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(staff.id)
    .setIssuer(STAFF_TOKEN_ISSUER)
    .setAudience(STAFF_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await staffSigningKey());
  return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

async function readStaffToken(token: string, now: Date): Promise<{ id: string; email: string; version: number } | undefined> {
  // Outside the try: a missing secret is a fault of ours (500), not a bad token.
  const key = await staffSigningKey();
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: STAFF_TOKEN_ISSUER,
      audience: STAFF_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'ver', 'email'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || !Number.isInteger(payload.ver)) return undefined;
    return { id: payload.sub, email: payload.email, version: payload.ver as number };
  } catch {
    return undefined;
  }
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
