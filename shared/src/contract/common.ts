import * as z from 'zod/mini';
import { AGE_GROUPS } from '../ages.ts';

/** Amounts travel as integer euro cents. */
export const Cents = z.int().check(z.minimum(0));

export const Age = z.enum(AGE_GROUPS);

/** A required piece of text: trimmed, and not blank once trimmed. */
export const requiredText = (message: string, max = 200) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters.`));

export const optionalText = (max = 200) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`))));

export const Email = z
  .string('Please enter a valid email address.')
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, 'Please enter a valid email address.'),
    z.email('Please enter a valid email address.'),
  );

/** An id in a path or body: short, printable, no separators that could reach into keys. */
export const Id = z
  .string('An id is required.')
  .check(
    z.trim(),
    z.minLength(1, 'An id is required.'),
    z.maxLength(64, 'An id is at most 64 characters.'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'An id has only letters, digits, - and _.'),
  );

/** The page of a listing: `start` is the page index, `size` the page length. */
export const Page = {
  start: z._default(z.int('start must be a whole number.').check(z.minimum(0, 'start cannot be negative.'), z.maximum(100_000)), 0),
  size: z._default(
    z.int('size must be a whole number.').check(z.minimum(1, 'size is at least 1.'), z.maximum(50, 'size is at most 50.')),
    10,
  ),
};

export interface Paged<T> {
  data: T[];
  total: number;
}

/**
 * The body of every 4xx answer: a message in the request's language, the code a client branches
 * on (`catalog.noSuchProduct`; shared/src/messages.ts), and per field what is wrong with it.
 * API Gateway's own answers (its throttle, a path no route has) carry no code.
 */
export interface ApiError {
  message: string;
  code?: string;
  errors?: Record<string, string>;
}

export const PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE = 5;

/** Path parameters of a route with one `{id}`. */
export const IdParams = z.object({ id: Id });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const TIME_MESSAGE = 'Enter a date like 2026-12-31, or a time with its zone like 2026-12-31T18:00:00Z.';

/**
 * A date (that day's start or end in UTC: `--until 2026-12-31` includes the 31st) or a time with
 * its zone (so it means the same on every machine), as an ISO time in UTC: what staff and the
 * operator's command give as a start or an end.
 */
export const IsoTime = (dateMeans: 'start' | 'end') =>
  z.pipe(
    z.string(TIME_MESSAGE).check(
      z.trim(),
      z.refine((text) => {
        const date = DATE.test(text) ? new Date(`${text}T00:00:00.000Z`) : DATE_TIME.test(text) ? new Date(text) : undefined;
        return date !== undefined && !Number.isNaN(date.getTime()) && (!DATE.test(text) || date.toISOString().startsWith(text));
      }, TIME_MESSAGE),
    ),
    z.transform((text: string) =>
      DATE.test(text) ? `${text}T${dateMeans === 'start' ? '00:00:00.000' : '23:59:59.999'}Z` : new Date(text).toISOString(),
    ),
  );
