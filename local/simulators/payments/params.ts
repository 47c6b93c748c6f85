import { invalidRequest, missingParam } from './errors.ts';
import type { FormObject, FormValue } from './form.ts';
import type { Metadata } from './types.ts';

/**
 * Typed reads of form parameters that fail the way Stripe does: a 400 naming the parameter,
 * so a mistake in the shop's request is found locally rather than in production.
 */

export function rejectUnknown(params: FormObject, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) {
      throw invalidRequest(
        `Received unknown parameter: ${prefix}${key} (the payment simulator takes only the part of Stripe's API the shop uses)`,
        `${prefix}${key}`,
      );
    }
  }
}

export function optionalString(value: FormValue | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${param}`, param);
  return value;
}

export function requiredString(value: FormValue | undefined, param: string): string {
  const text = optionalString(value, param);
  if (text === undefined || text === '') throw missingParam(param);
  return text;
}

export function optionalInteger(value: FormValue | undefined, param: string, min?: number): number | undefined {
  const text = optionalString(value, param);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw invalidRequest(`Invalid integer: ${text}`, param);
  const number = Number(text);
  if (min !== undefined && number < min) {
    throw invalidRequest(`This value must be greater than or equal to ${min}.`, param);
  }
  return number;
}

export function requiredInteger(value: FormValue | undefined, param: string, min?: number): number {
  const number = optionalInteger(value, param, min);
  if (number === undefined) throw missingParam(param);
  return number;
}

export function optionalObject(value: FormValue | undefined, param: string): FormObject | undefined {
  if (value === undefined) return undefined;
  // An empty string is how the SDK sends an emptied hash.
  if (value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest(`Invalid object: ${param}`, param);
  return value;
}

export function optionalArray(value: FormValue | undefined, param: string): FormValue[] | undefined {
  if (value === undefined) return undefined;
  if (value === '') return [];
  if (!Array.isArray(value)) throw invalidRequest(`Invalid array: ${param}`, param);
  return value;
}

export function oneOf<T extends string>(value: FormValue | undefined, param: string, allowed: readonly T[]): T | undefined {
  const text = optionalString(value, param);
  if (text === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(text)) {
    throw invalidRequest(`Invalid ${param}: must be one of ${allowed.join(', ')}`, param);
  }
  return text as T;
}

export function metadata(value: FormValue | undefined, param = 'metadata'): Metadata {
  const object = optionalObject(value, param) ?? {};
  const result: Metadata = {};
  const keys = Object.keys(object);
  if (keys.length > 50) throw invalidRequest('Metadata can have at most 50 keys.', param);
  for (const key of keys) {
    const text = optionalString(object[key], `${param}[${key}]`) ?? '';
    if (key.length > 40) throw invalidRequest('Metadata keys can be at most 40 characters long.', `${param}[${key}]`);
    if (text.length > 500) throw invalidRequest('Metadata values can be at most 500 characters long.', `${param}[${key}]`);
    // Stripe unsets a key sent with an empty value.
    if (text !== '') result[key] = text;
  }
  return result;
}

export function url(value: FormValue | undefined, param: string, required: boolean): string | undefined {
  const text = required ? requiredString(value, param) : optionalString(value, param);
  if (text === undefined || text === '') return undefined;
  try {
    const parsed = new URL(text);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw invalidRequest('Not a valid URL', param, 'url_invalid');
  }
  return text;
}

/** Stripe's `expand[]`, as a list of dotted paths. */
export function expansions(params: FormObject): string[] {
  const list = optionalArray(params.expand, 'expand') ?? [];
  return list.map((item, index) => requiredString(item, `expand[${index}]`));
}
