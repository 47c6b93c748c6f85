import { IsoTime } from '@shop/shared/contract/common';
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

/** `25`, `25.5`, `25.00` or `25,00` euros → 2500 cents, read from the text itself; undefined for any other text. */
export function centsOf(raw: string): Cents | undefined {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(raw.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined;
}

/** `25`, `25.5`, `25.00` or `25,00` euros → 2500 cents. */
export function euros(raw: string | undefined, what: string, problems: Problems, options: { allowZero?: boolean } = {}): Cents | undefined {
  if (raw === undefined) return undefined;
  const cents = centsOf(raw) ?? Number.NaN;
  if (Number.isNaN(cents) || cents > MAX_EUROS * 100 || (cents === 0 && !options.allowZero)) {
    problems.add(
      `${what} must be an amount in euros like 25.00 (${options.allowZero ? '0' : 'more than 0'} to ${MAX_EUROS}, at most two decimals), not "${raw}".`,
    );
    return undefined;
  }
  return cents;
}

/**
 * An ISO 8601 instant, by the rule the back office's desks read one with (`IsoTime`): a time
 * with its zone, or a bare date as that day's first millisecond in UTC, or with
 * `dateMeans: 'end'` its last.
 */
export function isoTime(
  raw: string | undefined,
  what: string,
  problems: Problems,
  options: { dateMeans: 'start' | 'end' },
): string | undefined {
  if (raw === undefined) return undefined;
  const parsed = IsoTime(options.dateMeans).safeParse(raw);
  if (parsed.success) return parsed.data;
  problems.add(`${what} "${raw}": ${parsed.error.issues[0]?.message}`);
  return undefined;
}

/** One of a fixed set of words, compared without regard to case. */
export function oneOf<T extends string>(raw: string | undefined, allowed: readonly T[], what: string, problems: Problems): T | undefined {
  if (raw === undefined) return undefined;
  const found = allowed.find((a) => a.toLowerCase() === raw.trim().toLowerCase());
  if (!found) problems.add(`${what} must be one of ${allowed.join(', ')}, not "${raw}".`);
  return found;
}
