import { Id } from '@shop/shared/contract/common';
import type { Cents } from '@shop/shared/money';
import type { Problems } from './command.ts';

/**
 * Parsers of what an operator types, each adding a message to `problems` and returning
 * undefined when the text is not what it should be. Money comes in as euros and leaves as
 * integer cents, parsed from the text itself so that no float rounding is involved.
 */

export function wholeNumber(
  raw: string | undefined,
  what: string,
  problems: Problems,
  range: { min?: number; max?: number } = {},
): number | undefined {
  if (raw === undefined) return undefined;
  const min = range.min ?? 0;
  const max = range.max ?? Number.MAX_SAFE_INTEGER;
  const text = raw.trim();
  const value = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max) {
    const bounds = range.max === undefined ? `${min} or more` : `from ${min} to ${max}`;
    problems.add(`${what} must be a whole number ${bounds}, not "${raw}".`);
    return undefined;
  }
  return value;
}

/** Most a single amount may be: a typo guard, not a business rule. */
const MAX_EUROS = 100_000;

/** `25`, `25.5`, `25.00` or `25,00` euros → 2500 cents. */
export function euros(raw: string | undefined, what: string, problems: Problems, options: { allowZero?: boolean } = {}): Cents | undefined {
  if (raw === undefined) return undefined;
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(raw.trim());
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
  if (!match || cents > MAX_EUROS * 100 || (cents === 0 && !options.allowZero)) {
    problems.add(
      `${what} must be an amount in euros like 25.00 (${options.allowZero ? '0' : 'more than 0'} to ${MAX_EUROS}, at most two decimals), not "${raw}".`,
    );
    return undefined;
  }
  return cents;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO 8601 instant. A time needs its zone (`Z` or `+01:00`), so it means the same on every
 * machine; a bare date is that day in UTC: its first millisecond, or with `dateMeans: 'end'`
 * its last, so `--until 2026-12-31` includes the 31st.
 */
export function isoTime(
  raw: string | undefined,
  what: string,
  problems: Problems,
  options: { dateMeans: 'start' | 'end' },
): string | undefined {
  if (raw === undefined) return undefined;
  const text = raw.trim();
  const date = DATE.test(text) ? new Date(`${text}T00:00:00.000Z`) : DATE_TIME.test(text) ? new Date(text) : undefined;
  const valid = date !== undefined && !Number.isNaN(date.getTime()) && (!DATE.test(text) || date.toISOString().startsWith(text));
  if (!valid) {
    problems.add(`${what} must be a date like 2026-12-31 or a time with its zone like 2026-12-31T18:00:00Z, not "${raw}".`);
    return undefined;
  }
  if (DATE.test(text) && options.dateMeans === 'end') date.setTime(date.getTime() + 24 * 60 * 60 * 1000 - 1);
  return date.toISOString();
}

/** Comma-separated product ids, each checked like an id in the API, without repeats. */
export function idList(raw: string | undefined, what: string, problems: Problems): string[] | undefined {
  if (raw === undefined) return undefined;
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) {
    problems.add(`${what} must name at least one id.`);
    return undefined;
  }
  let ok = true;
  for (const id of ids) {
    const result = Id.safeParse(id);
    if (!result.success) {
      problems.add(`${what}: "${id}" is not an id (${result.error.issues[0]?.message ?? 'invalid'}).`);
      ok = false;
    }
  }
  return ok ? [...new Set(ids)] : undefined;
}

/** What shoppers type at checkout (at most 40 characters there); stored upper-case like the shop does. */
export function codeName(raw: string | undefined, what: string, problems: Problems): string | undefined {
  if (raw === undefined) return undefined;
  const name = raw.trim();
  if (!/^[A-Za-z0-9_-]{3,40}$/.test(name)) {
    problems.add(`${what} must be 3 to 40 letters, digits, - or _, not "${raw}".`);
    return undefined;
  }
  return name.toUpperCase();
}

/** One of a fixed set of words, compared without regard to case. */
export function oneOf<T extends string>(raw: string | undefined, allowed: readonly T[], what: string, problems: Problems): T | undefined {
  if (raw === undefined) return undefined;
  const found = allowed.find((a) => a.toLowerCase() === raw.trim().toLowerCase());
  if (!found) problems.add(`${what} must be one of ${allowed.join(', ')}, not "${raw}".`);
  return found;
}
