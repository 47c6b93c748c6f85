import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The shop's session tokens, the customers' (lambdas/accounts/sessionToken.ts) and the staff's
 * (lambdas/staff/staffToken.ts): compact JWS with HS256 (RFC 7515, 7519), issued and read with
 * Node's HMAC. Only what the shop issues is read: the header `{"alg":"HS256","typ":"JWT"}` or
 * another naming HS256 and nothing critical, each part canonical base64url, the signature
 * compared in constant time, then the claims as jose's `jwtVerify` checks them (issuer, audience,
 * the required claims, `exp` in the future and `nbf` not, `iat` a number). jose, which did this
 * before, judges it in signedToken.test.ts: the same token byte for byte, each accepting the
 * other's, and no token, however changed, that this accepts and jose refuses.
 */

export interface TokenRules {
  issuer: string;
  audience: string;
  /** Claims a token must carry besides `iss` and `aud` (`sub`, `exp`, `ver`, …). */
  required: readonly string[];
}

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;

const encode = (bytes: Buffer) => bytes.toString('base64url');
const encodeJson = (value: unknown) => encode(Buffer.from(JSON.stringify(value), 'utf8'));
const signatureOf = (signingInput: string, key: Uint8Array) => createHmac('sha256', key).update(signingInput, 'ascii').digest();

/** `claims` signed with `key`, in the order given. */
export function signToken(claims: Record<string, unknown>, key: Uint8Array): string {
  const signingInput = `${encodeJson(HEADER)}.${encodeJson(claims)}`;
  return `${signingInput}.${encode(signatureOf(signingInput, key))}`;
}

/** A part's JSON object, or undefined when the part is not canonical base64url of one. */
function jsonObject(part: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return undefined;
  const bytes = Buffer.from(part, 'base64url');
  if (encode(bytes) !== part) return undefined;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The claims of a token signed with `key` that holds to `rules` at `now`, or undefined. */
export function verifyToken(token: string, key: Uint8Array, rules: TokenRules, now: Date): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = jsonObject(encodedHeader);
  if (header?.alg !== 'HS256' || 'crit' in header || 'b64' in header) return undefined;
  const expected = Buffer.from(encode(signatureOf(`${encodedHeader}.${encodedPayload}`, key)), 'ascii');
  const given = Buffer.from(encodedSignature, 'ascii');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = jsonObject(encodedPayload);
  if (!claims) return undefined;
  if (![...rules.required, 'iss', 'aud'].every((claim) => claim in claims)) return undefined;
  if (claims.iss !== rules.issuer) return undefined;
  const audience = claims.aud;
  if (!(audience === rules.audience || (Array.isArray(audience) && audience.includes(rules.audience)))) return undefined;
  const seconds = Math.floor(now.getTime() / 1000);
  if (claims.iat !== undefined && !isNumber(claims.iat)) return undefined;
  if (claims.nbf !== undefined && !(isNumber(claims.nbf) && claims.nbf <= seconds)) return undefined;
  if (claims.exp !== undefined && !(isNumber(claims.exp) && claims.exp > seconds)) return undefined;
  return claims;
}
