import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { staffKey } from '../platform/secrets.ts';

/**
 * Two keys derived (HKDF-SHA-256) from the back office's one secret: one signs staff's session
 * tokens, the other seals their TOTP secrets at rest. Replacing the secret signs every staff
 * member out and makes every second factor unreadable, so each must be invited again
 * (docs/decisions/036-back-office.md); signing out everywhere does not need it.
 */
const derive = async (purpose: string) => new Uint8Array(hkdfSync('sha256', await staffKey(), new Uint8Array(0), purpose, 32));

export const staffSigningKey = () => derive('tkanica back office: staff session tokens');
const sealingKey = () => derive('tkanica back office: TOTP secrets at rest');

/**
 * AES-256-GCM, bound to the account (its id is the additional data), so a sealed secret copied
 * onto another account does not open. `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
export async function sealSecret(secret: string, staffId: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(), iv);
  cipher.setAAD(Buffer.from(staffId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or undefined when it was not sealed for this account with this key. */
export async function openSecret(sealed: string, staffId: string): Promise<string | undefined> {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !data || !tag) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await sealingKey(), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(staffId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
