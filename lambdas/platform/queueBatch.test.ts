import type { SQSEvent, SQSRecord } from 'aws-lambda';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { log } from './log.ts';
import { countMetric } from './metrics.ts';
import { jsonBody, queueConsumer } from './queueBatch.ts';

vi.mock('./metrics.ts', async (original) => ({
  ...(await original<typeof import('./metrics.ts')>()),
  countMetric: vi.fn(),
}));
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(countMetric).mockClear();
});

const Parcel = z.object({ parcelId: z.string().check(z.minLength(1)), pieces: z.int().check(z.positive()) });
type Parcel = z.infer<typeof Parcel>;

const record = (messageId: string, body: string): SQSRecord =>
  ({ messageId, body, attributes: { ApproximateReceiveCount: '1' } }) as unknown as SQSRecord;
const batch = (...bodies: string[]): SQSEvent => ({ Records: bodies.map((body, i) => record(`m-${i}`, body)) });

/** What a body of the generated batch is, and so what the consumer must do with it. */
type Kind = 'good' | 'failing' | 'not json' | 'wrong shape';

const bodyOf = fc.oneof(
  fc.record({ parcelId: fc.string({ minLength: 1 }), pieces: fc.integer({ min: 1, max: 99 }) }).map((parcel) => ({
    kind: 'good' as Kind,
    body: JSON.stringify(parcel),
  })),
  fc.record({ parcelId: fc.string({ minLength: 1 }), pieces: fc.integer({ min: 1, max: 99 }) }).map((parcel) => ({
    kind: 'failing' as Kind,
    body: JSON.stringify({ ...parcel, parcelId: `fail-${parcel.parcelId}` }),
  })),
  fc
    .string()
    .filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    })
    .map((body) => ({ kind: 'not json' as Kind, body })),
  fc
    .jsonValue()
    .filter((value) => !z.safeParse(Parcel, value).success)
    .map((value) => ({
      kind: 'wrong shape' as Kind,
      body: JSON.stringify(value),
    })),
);

describe('a queue consumer', () => {
  it('reports exactly the records it could not read or act on, in order, and acts on every other once', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(fc.array(bodyOf, { maxLength: 10 }), async (bodies) => {
        const handled: string[] = [];
        const consume = queueConsumer<Parcel>({
          queue: 'parcels',
          what: 'parcel',
          read: jsonBody(Parcel),
          handle: async (parcel) => {
            if (parcel.parcelId.startsWith('fail-')) throw new Error('the table did not answer');
            handled.push(parcel.parcelId);
          },
        });

        const answer = await consume(batch(...bodies.map(({ body }) => body)));

        const ids = bodies.map((_, i) => `m-${i}`);
        expect(answer.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(ids.filter((_, i) => bodies[i]?.kind !== 'good'));
        expect(handled).toEqual(bodies.filter((b) => b.kind === 'good').map((b) => (JSON.parse(b.body) as { parcelId: string }).parcelId));
      }),
    );
  });

  it('logs a malformed body with the parse error and counts it by queue; a failed one with its error and metric', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const consume = queueConsumer<Parcel>({
      queue: 'parcels',
      what: 'parcel',
      read: jsonBody(Parcel),
      handle: async () => {
        throw new Error('the table did not answer');
      },
      failedMetric: 'PaymentEventFailed',
    });

    const answer = await consume(
      batch('{ broken', JSON.stringify({ parcelId: 'p-1', pieces: 0 }), JSON.stringify({ parcelId: 'p-2', pieces: 2 })),
    );

    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm-0' }, { itemIdentifier: 'm-1' }, { itemIdentifier: 'm-2' }]);
    expect(error.mock.calls.map(([line, fields]) => [line, fields?.problem ?? String(fields?.error)])).toEqual([
      ['parcel malformed', 'the body is not JSON'],
      ['parcel malformed', expect.stringContaining('pieces')],
      ['parcel failed', 'Error: the table did not answer'],
    ]);
    expect(vi.mocked(countMetric).mock.calls).toEqual([
      ['QueueMessageMalformed', 1, { name: 'queue', value: 'parcels' }],
      ['QueueMessageMalformed', 1, { name: 'queue', value: 'parcels' }],
      ['PaymentEventFailed'],
    ]);
  });
});
