import { type RefObject, useEffect } from 'react';
import { HttpError } from '../../platform/http.ts';

/** A message per field, keyed by the field's path as the API names it (`address.city`, `children.0.firstName`). */
export type FieldErrors = Record<string, string>;

/** The first message of each field, from a schema's issues (the same rules the API applies). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
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
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof HttpError && error.body?.message ? error.body.message : fallback;
}

/** The server's field messages of a 400, keyed like the form's. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof HttpError && error.status === 400 ? { ...error.body?.errors } : {};
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

/** A date for people; a birth date is read in UTC, as it was stored, a moment in the shopper's zone. */
export function formatDate(value: number | string | null | undefined, zone: 'UTC' | 'local' = 'local'): string {
  if (value == null || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(zone === 'UTC' ? { timeZone: 'UTC' } : {}),
  });
}

/** Today as a date field's `max`, so no birthday in the future can be picked. */
export const todayInput = () => new Date().toISOString().slice(0, 10);

export const GENDER_LABELS = { F: 'Female', M: 'Male', O: 'Other' } as const;
