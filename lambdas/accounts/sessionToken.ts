import type { Clock } from '../platform/clock.ts';
import { unauthorized } from '../platform/errors.ts';
import { signToken, verifyToken } from '../platform/signedToken.ts';
import type { AccountReader } from './accountStore.ts';
import { sessionKey } from '../platform/secrets.ts';
import { type CustomerRecord, tokenVersionOf } from './customerRecord.ts';
import { SESSION } from './sessionMessages.ts';

/**
 * Session tokens: HS256 JWTs naming the account (`sub`) and its token version (`ver`). A
 * password change raises the account's version, so every token issued before it stops working.
 */
export const TOKEN_ISSUER = 'tkanica-accounts';
export const TOKEN_AUDIENCE = 'tkanica-shop';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const TOKEN_RULES = { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, required: ['sub', 'exp', 'ver'] } as const;

export async function issueToken(account: Pick<CustomerRecord, 'id' | 'tokenVersion'>, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims = {
    ver: tokenVersionOf(account),
    sub: account.id,
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: issuedAt,
    exp: issuedAt + TOKEN_LIFETIME_SECONDS,
  };
  return signToken(claims, await sessionKey());
}

/** The account id and version a token carries, or undefined when it is not one of ours or has expired. */
export async function readToken(token: string, now: Date): Promise<{ userId: string; version: number } | undefined> {
  // A missing secret is a fault of ours (500), not a bad token.
  const claims = verifyToken(token, await sessionKey(), TOKEN_RULES, now);
  if (!claims || typeof claims.sub !== 'string' || !Number.isInteger(claims.ver)) return undefined;
  return { userId: claims.sub, version: claims.ver as number };
}

/** `Authorization: Bearer <token>` → the token. */
function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9._-]+)\s*$/i.exec(headers.authorization ?? '');
  return match?.[1];
}

/** What finding a request's customer works with; signedIn.ts wires the shop's. */
export interface SessionPorts {
  clock: Clock;
  accounts: Pick<AccountReader, 'byId'>;
}

/**
 * The logged-in customer of a request: a valid token of an ACTIVE account whose token version
 * it still carries. Anything else is 401 'Please log in.' (SPEC §8 sends the visitor to /login).
 */
export async function customerOf(
  headers: Record<string, string | undefined>,
  ports: SessionPorts,
  /** An account being deleted is let through only to the deletion itself, to finish it (lambdas/personalData/deleteAccount.ts). */
  statuses: readonly CustomerRecord['status'][] = ['ACTIVE'],
): Promise<CustomerRecord> {
  const token = bearerToken(headers);
  const claims = token ? await readToken(token, ports.clock.now()) : undefined;
  const account = claims ? await ports.accounts.byId(claims.userId) : undefined;
  if (!claims || !account || !statuses.includes(account.status) || tokenVersionOf(account) !== claims.version) {
    throw unauthorized(SESSION.loginRequired);
  }
  return account;
}

/** The logged-in customer when the request carries a valid token; a guest (undefined) otherwise. */
export async function customerOrGuestOf(
  headers: Record<string, string | undefined>,
  ports: SessionPorts,
): Promise<CustomerRecord | undefined> {
  if (!bearerToken(headers)) return undefined;
  try {
    return await customerOf(headers, ports);
  } catch {
    return undefined;
  }
}
