import { recordSqs } from './sqsRecorder.ts';
import { recordSes } from './sesRecorder.ts';
import fc from 'fast-check';
import type { CroatianBook } from '@shop/shared/messageTranslation';
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import { dynamo } from '../platform/dynamo.ts';
import type { RouteDef } from '../routes.ts';
import { type Hints, contractValues } from './contractValues.ts';
import { type Call, invokeRoute } from './invoke.ts';

/*
 * Generated requests against a route of lambdas/routes.ts, as API Gateway hands them to its
 * function: bodies its contract accepts, the same with one thing wrong (a field removed, of
 * another type, huge, unicode, nested deep, extra fields, `__proto__`), an item of a list
 * repeated many times, bodies that are not JSON, and garbage in the path, query and headers.
 * Whatever comes in, the answer is never a 5xx; a 4xx carries a JSON `message`, writes nothing
 * but the per-client throttle counters (THROTTLE# items, which exist to count exactly those
 * answers), and sends no mail and no queue message.
 */

type Schema = z.ZodMiniType;
type Handler = Parameters<typeof invokeRoute>[1];

/** What httpRoute was given for a handler: the schemas of its body, path parameters and query. */
export interface Contract {
  body?: Schema;
  params?: Schema;
  query?: Schema;
  /** The Croatian of its schemas' own texts (httpRoute's `croatian`). */
  croatian?: CroatianBook;
}

const contracts = new WeakMap<object, Contract>();

/** The contract of a handler made by httpRoute while the module from `contractsRemembered` stood in for it. */
export const contractOf = (handler: object): Contract | undefined => contracts.get(handler);

/**
 * lambdas/platform/http.ts with an httpRoute that keeps each handler's contract, for
 * `vi.mock('../platform/http.ts', ...)`: the handlers are the real ones, and the fuzz reads
 * what each one validates from the handler itself.
 */
export function contractsRemembered<M extends { httpRoute: (spec: any, fn: any) => object }>(http: M): M {
  const httpRoute = (spec: Contract, fn: unknown) => {
    const handler = http.httpRoute(spec, fn);
    contracts.set(handler, spec);
    return handler;
  };
  return { ...http, httpRoute };
}

// ---- values that break things ----------------------------------------------------------------

export const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '🧵'.repeat(40),
  'Đurđa Šimić',
  'P#dress-01',
  'THROTTLE#x',
  '../../etc/passwd',
  "'; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '__proto__',
  'a'.repeat(300),
  'é'.repeat(3000),
  'x'.repeat(100_000),
);
export const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  nastyStrings,
);
const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, -0, 1.5, 1e-9, 99, 100, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1),
);
const scalar = fc.oneof(text, numbers, fc.boolean(), fc.constant(null));
/** A value nested hundreds of levels deep. */
const deep = fc.tuple(fc.integer({ min: 50, max: 2000 }), fc.boolean()).map(([depth, inObjects]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = inObjects ? { a: value } : [value];
  return value;
});
export const anyJson = fc.oneof(
  scalar,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(text, scalar, { maxKeys: 5 }),
  deep,
);

type Path = (string | number)[];
const REMOVE = Symbol('remove');

/** Every place in a value: its fields and items, at any depth. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [at];
  const children = Array.isArray(value) ? value.map((item, i) => [i, item] as const) : Object.entries(value);
  return [at, ...children.flatMap(([key, child]) => pathsOf(child, [...at, key]))];
}

/** A copy of `value` with the thing at `path` replaced (or removed, or a field added beside it). */
function mutated(value: unknown, path: Path, replacement: unknown, extraKey: string | undefined): unknown {
  if (path.length === 0) return extraKey === undefined || typeof value !== 'object' ? replacement : { ...value, [extraKey]: replacement };
  const copy = structuredClone(value);
  let parent: any = copy;
  for (const key of path.slice(0, -1)) parent = parent[key];
  const last = path[path.length - 1] as string | number;
  if (extraKey !== undefined && typeof parent[last] === 'object' && parent[last] !== null) parent[last][extraKey] = replacement;
  else if (replacement === REMOVE && Array.isArray(parent)) parent.splice(last as number, 1);
  else if (replacement === REMOVE) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** The value with one thing wrong somewhere in it. */
const oneThingWrong = (valid: fc.Arbitrary<unknown>) =>
  valid.chain((value) =>
    fc
      .tuple(
        fc.constantFrom(...pathsOf(value)),
        fc.oneof(anyJson, fc.constant(REMOVE)),
        fc.option(fc.constantFrom('extra', '__proto__', 'constructor', 'price', 'total', 'status'), { nil: undefined }),
      )
      .map(([path, replacement, extraKey]) => mutated(value, path, replacement, extraKey)),
  );

/** A list in the value with one of its items there many times (the same product twice, say). */
const repeatedItems = (valid: fc.Arbitrary<unknown>) =>
  valid.chain((value) => {
    const lists = pathsOf(value).filter((path) => {
      const found = path.reduce<any>((at, key) => at?.[key], value);
      return Array.isArray(found) && found.length > 0;
    });
    if (lists.length === 0) return fc.constant(value);
    return fc.tuple(fc.constantFrom(...lists), fc.integer({ min: 2, max: 60 })).map(([path, copies]) => {
      const list = path.reduce<any>((at, key) => at[key], value) as unknown[];
      return mutated(
        value,
        path,
        Array.from({ length: copies }, () => structuredClone(list[0])),
        undefined,
      );
    });
  });

/** Text that is not quite JSON, or no body at all; otherwise the value as JSON. */
const raw = (values: fc.Arbitrary<unknown>): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 8, arbitrary: values.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.oneof(text, fc.constantFrom('{', '[1,', '{"a":}', 'null', '""', 'true', '1e999', '{"__proto__":{"x":1}}')) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** Values a schema takes, the same with one thing wrong, with a list's item repeated, and anything at all. */
export function valuesAround(schema: Schema, hints: Hints): fc.Arbitrary<unknown> {
  const valid = contractValues(schema, hints);
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 4, arbitrary: oneThingWrong(valid) },
    { weight: 1, arbitrary: repeatedItems(valid) },
    { weight: 1, arbitrary: anyJson },
  );
}

// ---- requests ------------------------------------------------------------------------------

export interface FuzzCase {
  /** Requests to send; `requestsFor` makes them from the handler's contract. */
  calls: fc.Arbitrary<Call>;
  /** How many, besides the examples. */
  runs: number;
  /** Requests always sent first (`bareRequests`). */
  examples?: Call[];
}

/** The bodies that are JSON but no object, and none at all: sent to every route, every time. */
export const bareRequests = (route: RouteDef): Call[] =>
  (route.method === 'GET' ? [undefined] : [undefined, 'null', '[]', '0', '""', '{}']).map((body) => ({
    method: route.method,
    path: route.path,
    body,
  }));

/** Headers any request may carry: junk, a few real ones, and what the edge would set. */
export const junkHeaders = fc.record(
  {
    authorization: fc.oneof(
      fc.constant('Bearer '),
      text.map((t) => `Bearer ${t}`),
      text,
    ),
    'x-shop-viewer-address': fc.oneof(fc.constantFrom('203.0.113.7', '2001:db8::1'), text),
    'content-type': fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      fc.constantFrom('application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', ''),
    ),
    saleSpotId: fc.oneof(fc.constantFrom('1', '2'), text),
  },
  { requiredKeys: [] },
);

/**
 * Requests to a route made by httpRoute from its contract: the body, path parameters and query
 * it takes (with hints for what only the shop knows), one thing wrong in them, or junk; junk
 * headers merged with `headers` (a valid session token, say), from one of a few client addresses.
 */
export function requestsFor(
  route: RouteDef,
  contract: Contract,
  { hints = {}, headers = fc.constant({}) }: { hints?: Hints; headers?: fc.Arbitrary<Record<string, string>> } = {},
): fc.Arbitrary<Call> {
  const paramNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const params = contract.params
    ? valuesAround(contract.params, hints)
    : fc.tuple(...paramNames.map(() => text)).map((values) => Object.fromEntries(paramNames.map((name, i) => [name, values[i]])));
  return fc
    .record({
      // API Gateway passes path parameters and the query as strings, always the ones of the route's path.
      params: fc.oneof({ weight: 9, arbitrary: params.map(asStrings(paramNames)) }, fc.constant(undefined)),
      query: contract.query ? valuesAround(contract.query, hints).map(asStrings()) : fc.option(fc.dictionary(text, text, { maxKeys: 3 })),
      body: route.method === 'GET' ? fc.constant(undefined) : raw(contract.body ? valuesAround(contract.body, hints) : anyJson),
      headers: fc.tuple(junkHeaders, headers).map(([junk, given]) => ({ ...junk, ...given })),
      sourceIp: fc.constantFrom('203.0.113.1', '203.0.113.2', '203.0.113.3', '198.51.100.9', '2001:db8::7'),
    })
    .map(({ params, query, body, headers, sourceIp }) => ({
      method: route.method,
      path: route.path,
      params: paramNames.length ? params : undefined,
      query: query ?? undefined,
      headers,
      body,
      sourceIp,
    }));
}

/** An object of string values, as API Gateway hands path parameters and queries over (`names`: those kept). */
const asStrings =
  (names?: string[]) =>
  (value: unknown): Record<string, string> | undefined => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const entries = Object.entries(value).filter(([name, v]) => v !== undefined && (!names || names.includes(name)));
    return Object.fromEntries(entries.map(([name, v]) => [name, typeof v === 'string' ? v : JSON.stringify(v)]));
  };

// ---- what a 4xx may not do -------------------------------------------------------------------

/** The writes the shop’s DynamoDB client makes from now on (table and key), until `stop`. */
export function watchWrites() {
  const writes: string[] = [];
  const keyOf = (input: any) => String(input?.Key?.pk ?? input?.Item?.pk ?? '?');
  const record = (table: string, input: any) => writes.push(`${table} ${keyOf(input)}`);
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const input = args.input as any;
      switch (context.commandName) {
        case 'PutCommand':
        case 'UpdateCommand':
        case 'DeleteCommand':
          record(input.TableName, input);
          break;
        case 'TransactWriteCommand':
          for (const item of input.TransactItems ?? []) {
            const write = item.Put ?? item.Update ?? item.Delete;
            if (write) record(write.TableName, write);
          }
          break;
        case 'BatchWriteCommand':
          for (const [table, requests] of Object.entries<any[]>(input.RequestItems ?? {})) {
            for (const request of requests) record(table, request.PutRequest ?? request.DeleteRequest);
          }
          break;
      }
      return result;
    },
    { step: 'initialize', name: 'fuzzWatchesWrites' },
  );
  return {
    /** What was written since the last call, but the per-client throttle counters. */
    take(): string[] {
      return writes.splice(0).filter((write) => !write.split(' ')[1]?.startsWith('THROTTLE#'));
    },
    stop: () => dynamo().middlewareStack.remove('fuzzWatchesWrites'),
  };
}

/** SQS and SES answered in memory; what was sent since the last call. */
export function watchOutbound() {
  const sqs = recordSqs();
  const ses = recordSes();
  const answer = () => {
    ses.resolves({ MessageId: 'mail-1' });
  };
  answer();
  return {
    take(): number {
      const sent = sqs.sent.length + ses.calls.length;
      sqs.sent.length = 0;
      ses.calls.length = 0;
      return sent;
    },
    stop: () => {
      sqs.restore();
      ses.restore();
    },
  };
}

export interface Tally {
  route: string;
  requests: number;
  /** Answers by status class: `2xx`, `4xx` (400 apart: it is the contract saying no), `400`. */
  answers: Record<string, number>;
}

/** Sends a route its generated requests and holds every answer to the rules above; returns what was tried. */
export async function fuzzRoute(
  route: RouteDef,
  handler: Handler,
  fuzz: FuzzCase,
  watch: { writes: ReturnType<typeof watchWrites>; outbound: ReturnType<typeof watchOutbound> },
): Promise<Tally> {
  const tally: Tally = { route: `${route.method} ${route.path}`, requests: 0, answers: {} };
  await fc.assert(
    fc.asyncProperty(fuzz.calls, async (call) => {
      watch.writes.take();
      watch.outbound.take();
      const answer = await invokeRoute(`${route.method} ${route.path}`, handler, call);
      tally.requests++;
      const kind = answer.status === 400 ? '400' : `${String(answer.status)[0]}xx`;
      tally.answers[kind] = (tally.answers[kind] ?? 0) + 1;
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      if (answer.status >= 400) {
        expect(typeof answer.body?.message, JSON.stringify(answer.body)).toBe('string');
        expect(answer.body.message.length).toBeGreaterThan(0);
        expect(watch.writes.take(), `${answer.status} ${answer.body.message}`).toEqual([]);
        expect(watch.outbound.take(), `${answer.status} ${answer.body.message}: mails and queue messages`).toBe(0);
      }
    }),
    { numRuns: fuzz.runs + (fuzz.examples?.length ?? 0), examples: fuzz.examples?.map((call) => [call]) },
  );
  return tally;
}
