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

/** The body of every 4xx answer: a message, and per field what is wrong with it. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

export const PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE = 5;

/** Path parameters of a route with one `{id}`. */
export const IdParams = z.object({ id: Id });
