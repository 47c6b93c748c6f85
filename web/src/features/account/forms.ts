import { type RefObject, useEffect } from 'react';
import { ACCOUNT_MESSAGES } from '@shop/shared/contract/accounts';
import { PERSONAL_DATA_MESSAGES } from '@shop/shared/contract/personalData';
import type { Language } from '@shop/shared/language';
import { formatDate as formatDateIn } from '../../i18n/format.ts';
import type { AccountMessages } from '../../i18n/messages/en/account.ts';
import { HttpError } from '../../platform/http.ts';

/** A message per field, keyed by the field's path as the API names it (`address.city`, `children.0.firstName`). */
export type FieldErrors = Record<string, string>;

const ruleNames = new Map<string, keyof typeof ACCOUNT_MESSAGES>(
  Object.entries(ACCOUNT_MESSAGES).map(([name, text]) => [text, name as keyof typeof ACCOUNT_MESSAGES]),
);
const personalDataRuleNames = new Map<string, keyof typeof PERSONAL_DATA_MESSAGES>(
  Object.entries(PERSONAL_DATA_MESSAGES).map(([name, text]) => [text, name as keyof typeof PERSONAL_DATA_MESSAGES]),
);

/**
 * A message of the account's rules in the page's language. The rules (shared, in the spec's
 * English) and the API answer with the same words, so each is known by its text; words the
 * shop does not know are shown as they came.
 */
export function inLanguage(t: AccountMessages, message: string): string {
  const rule = ruleNames.get(message);
  if (rule) return t.rules[rule];
  const personalDataRule = personalDataRuleNames.get(message);
  if (personalDataRule) return t.personalDataRules[personalDataRule];
  const atMost = /^At most (\d+) characters\.$/.exec(message);
  if (atMost) return t.atMostCharacters(Number(atMost[1]));
  const tooMany = /Please try again in (\d+) minutes?\.$/.exec(message);
  if (tooMany) return t.tooManyTries(message, Number(tooMany[1]));
  return message;
}

/** The first message of each field, from a schema's issues (the same rules the API applies). */
export function fieldErrorsOf(t: AccountMessages, issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= inLanguage(t, issue.message);
  }
  return errors;
}

/** The errors below one part of a form (`address`), keyed by the rest of their path (`city`). */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const under: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) under[key.slice(prefix.length + 1)] = message;
  }
  return under;
}

/** The id of a control for a field path: `address.city` in form `register` → `register-address-city`. */
export const fieldId = (form: string, key: string) => `${form}-${key.replaceAll('.', '-')}`;

/** The keys of a form whose values are text. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/**
 * A text field's props bound to its form: its id (`<form>-<key>`), its value, what a change does
 * and its error, for each page's fields to spread (`<TextField label=… {...text('email')} />`).
 */
export function textFieldsOf<F>(form: string, values: F, set: (key: TextKey<F>, value: string) => void, errors: FieldErrors) {
  return (key: TextKey<F>) => ({
    id: fieldId(form, key),
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
  });
}

/** Errors clear as soon as their field changes (SPEC §5). */
export function withoutError(errors: FieldErrors, ...keys: string[]): FieldErrors {
  if (!keys.some((key) => key in errors)) return errors;
  const rest = { ...errors };
  for (const key of keys) delete rest[key];
  return rest;
}

/** After a refused submit, focus moves to the first field that is wrong (in the order shown). */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid-anchor]')?.focus();
  }, [form, attempt]);
}

/** The server's own words for a failed call, or the fallback when it said nothing (or was not reached). */
export function messageOf(t: AccountMessages, error: unknown, fallback: string): string {
  return error instanceof HttpError && error.body?.message ? inLanguage(t, error.body.message) : fallback;
}

/** The server's field messages of a 400, keyed like the form's. */
export function serverFieldErrors(t: AccountMessages, error: unknown): FieldErrors {
  if (!(error instanceof HttpError && error.status === 400)) return {};
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(error.body?.errors ?? {})) errors[key] = inLanguage(t, message);
  return errors;
}

/** A date field's `YYYY-MM-DD` as the timestamp the API takes (midnight UTC); blank is undefined. */
export function timestampOf(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** A timestamp as a date field's value. */
export function dateInputOf(timestamp: number | null | undefined): string {
  return timestamp == null ? '' : new Date(timestamp).toISOString().slice(0, 10);
}

/** A date for people in the page's language; a birth date is read in UTC, as it was stored, a moment in the shopper's zone. */
export function formatDate(language: Language, value: number | string | null | undefined, zone: 'UTC' | 'local' = 'local'): string {
  if (value == null || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateIn(language, date, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(zone === 'UTC' ? { timeZone: 'UTC' } : {}),
  });
}

/** Today as a date field's `max`, so no birthday in the future can be picked. */
export const todayInput = () => new Date().toISOString().slice(0, 10);

/** The genders a form offers, in the order shown (their words are in the catalogue). */
export const GENDER_CODES = ['F', 'M', 'O'] as const;
