import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Crockford-style base32 of random bytes: unguessable, URL-safe, case-insensitive. */
export function randomId(bytes = 16): string {
  const data = randomBytes(bytes);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** An order number people can read out on the phone: TK-YYMMDD-XXXXX. */
export function orderNumber(now: Date): string {
  const y = String(now.getUTCFullYear()).slice(2);
  const m = String(now.getUTCMonth() + 1).padStart(2, '0');
  const d = String(now.getUTCDate()).padStart(2, '0');
  return `TK-${y}${m}${d}-${randomId(4).slice(0, 5).toUpperCase()}`;
}
