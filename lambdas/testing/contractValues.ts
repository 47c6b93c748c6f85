import fc from 'fast-check';
import type * as z from 'zod/mini';

/**
 * Values a zod/mini schema of the API contract takes, generated from the schema itself: its
 * objects, arrays, strings, numbers, enums and literals with their lengths, bounds and formats.
 * What only a refinement knows (a country code, an OIB's check digit, a date not in the future,
 * a known product id) comes from hints, shop values by field name; a field with a hint gets its
 * hint most of the time and a value from its schema otherwise. A leaf without a refinement
 * keeps only values its own schema accepts, so a body fails, when it does, on purpose.
 */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

type Schema = z.ZodMiniType;
type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
};
type CheckDef = {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
};

const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: Schema) => (defOf(schema).checks ?? []).map((c) => c._zod.def);
const refined = (schema: Schema) => checksOf(schema).some((c) => c.check === 'custom');
/** Whether an object may leave the key out (optional, or with a default). */
export const mayBeLeftOut = (schema: Schema) => (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

/** Strings and lists are kept short unless the schema asks for more: the mutations bring the long ones. */
const LONGEST = 24;
const MOST_ITEMS = 3;

export function contractValues(schema: Schema, hints: Hints = {}): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return objectOf(def.shape ?? {}, hints);
    case 'optional':
    case 'default':
      return contractValues(def.innerType as Schema, hints);
    case 'nullable':
      return fc.oneof({ weight: 5, arbitrary: contractValues(def.innerType as Schema, hints) }, fc.constant(null));
    case 'pipe':
      return contractValues(def.in as Schema, hints);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => contractValues(option, hints)));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return arrayOf(schema, def.element as Schema, hints);
    case 'record':
      return fc.dictionary(
        contractValues(def.keyType as Schema, hints) as fc.Arbitrary<string>,
        contractValues(def.valueType as Schema, hints),
        {
          maxKeys: MOST_ITEMS,
        },
      );
    case 'string':
      return kept(schema, stringOf(schema));
    case 'number':
      return kept(schema, numberOf(schema));
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`contractValues does not know the zod type "${def.type}" yet: teach it, so every contract is fuzzed.`);
  }
}

function objectOf(shape: Record<string, Schema>, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const derived = contractValues(field, hints);
      const hint = hints[key];
      return [key, hint ? fc.oneof({ weight: 9, arbitrary: hint }, { weight: 1, arbitrary: derived }) : derived];
    }),
  );
  const required = Object.entries(shape)
    .filter(([, field]) => !mayBeLeftOut(field))
    .map(([key]) => key);
  return fc.record(fields, { requiredKeys: required });
}

function arrayOf(schema: Schema, element: Schema, hints: Hints): fc.Arbitrary<unknown[]> {
  const { min, max } = lengths(schema);
  return fc.array(contractValues(element, hints), { minLength: min, maxLength: Math.max(min, Math.min(max, MOST_ITEMS)) });
}

function lengths(schema: Schema): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max);
    if (check.check === 'length_equals') min = max = check.value ?? 0;
  }
  return { min, max };
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const { min, max } = lengths(schema);
  const format = checksOf(schema).find((c) => c.check === 'string_format');
  if (format?.format === 'email') return fc.emailAddress().filter((email) => email.length <= max);
  if (format?.pattern) {
    return fc
      .stringMatching(format.pattern)
      .map((text) => text.slice(0, Math.min(max, LONGEST)))
      .filter((text) => text.length >= min);
  }
  const longest = Math.max(min, Math.min(max, LONGEST));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: longest }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: longest }),
    fc.stringMatching(/^[A-Za-z0-9 ]+$/).map((text) => text.slice(0, longest).padEnd(min, 'x')),
  );
}

function numberOf(schema: Schema): fc.Arbitrary<number> {
  const integer = defOf(schema).format !== undefined && /int/.test(defOf(schema).format ?? '');
  let min = integer ? Number.MIN_SAFE_INTEGER : -1e9;
  let max = integer ? Number.MAX_SAFE_INTEGER : 1e9;
  for (const check of checksOf(schema)) {
    const value = check.value ?? 0;
    if (check.check === 'greater_than') min = check.inclusive === false ? value + (integer ? 1 : Number.EPSILON) : value;
    if (check.check === 'less_than') max = check.inclusive === false ? value - (integer ? 1 : Number.EPSILON) : value;
  }
  return integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A leaf keeps only what it accepts itself, unless a refinement decides, which a hint stands in for. */
function kept<T>(schema: Schema, values: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return refined(schema) ? values : values.filter((value) => schema.safeParse(value).success);
}
