import type * as z from 'zod/mini';
import type { Problems } from './command.ts';

/** An option as typed and the field of the request it fills: `--percent` fills `percent`. */
export interface TypedOption {
  /** How the operator names it: `--percent`, or `NAME` for a word in its place. */
  name: string;
  /** As typed; undefined when not given. */
  typed: string | undefined;
  /** The value the request gets: the text itself unless the option reads it (a number, a list). */
  value?: unknown;
  /** Said as missing when not given, instead of the schema's message. */
  required?: boolean;
}

/**
 * A command's request checked by the schema the back office's desk checks the same request with
 * (shared/src/contract): one set of rules behind both doors, so a rule changed for one holds for
 * the other. Each refusal is said under the option's name with what was typed:
 * `--percent "0": The percent is a whole number from 1 to 100.` Undefined when any is refused.
 */
export function parsedBy<S extends z.ZodMiniType>(
  schema: S,
  options: Record<string, TypedOption>,
  problems: Problems,
): z.output<S> | undefined {
  const missing = (option: TypedOption) => `${option.name} is missing.`;
  const request: Record<string, unknown> = {};
  for (const [field, option] of Object.entries(options)) {
    if (option.typed !== undefined) request[field] = 'value' in option ? option.value : option.typed;
    else if (option.required && !problems.list.includes(missing(option))) problems.add(missing(option));
  }
  const parsed = schema.safeParse(request);
  if (parsed.success) return problems.any ? undefined : parsed.data;
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    const option = typeof field === 'string' ? options[field] : undefined;
    if (!option) problems.add(issue.message);
    // Said already, by the option's own check or the command's words (`positionals`).
    else if (option.typed === undefined && problems.list.includes(missing(option))) continue;
    else if (option.typed === undefined) problems.add(`${option.name}: ${issue.message}`);
    else {
      const value = request[field as string];
      const typed = typeof index === 'number' && Array.isArray(value) ? String(value[index]) : option.typed;
      problems.add(`${option.name} "${typed}": ${issue.message}`);
    }
  }
  return undefined;
}

/** A whole number as typed (`12`), for a schema that wants one; anything else stays text, for the schema to refuse with its own words. */
export function typedNumber(typed: string | undefined): number | string | undefined {
  return typed !== undefined && /^\s*-?\d{1,15}\s*$/.test(typed) ? Number(typed) : typed;
}

/** A comma-separated list as typed (`a,b`), its items trimmed and blanks left out. */
export function typedList(typed: string | undefined): string[] | undefined {
  return typed
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
