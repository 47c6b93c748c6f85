import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { invoke } from '../testing/invoke.ts';
import { HttpError } from './errors.ts';
import { httpRoute } from './http.ts';
import { BUSY_MESSAGE, concurrencyLimit } from './overload.ts';

/** A piece of work that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('a concurrency limit', () => {
  it('runs at most so many at once, and the waiting ones in the order they came', async () => {
    const limit = concurrencyLimit({ atOnce: 2, waiting: 3, maxWaitMs: 10_000 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await settled();
    expect(started).toEqual([0, 1]);
    expect([limit.running, limit.waiting]).toEqual([2, 3]);

    gates[1]?.open();
    await settled();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it('refuses with 503 and Retry-After once the queue is full, and frees the place of work that failed', async () => {
    const limit = concurrencyLimit({ atOnce: 1, waiting: 1, maxWaitMs: 10_000 });
    const first = gate();
    const running = limit.run(async () => {
      await first.opened;
      throw new Error('the work failed');
    });
    const waiting = limit.run(async () => 'waited');

    const refused = await limit.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: BUSY_MESSAGE,
      headers: { 'retry-after': expect.stringMatching(/^[1-9]\d*$/) },
    });

    first.open();
    await expect(running).rejects.toThrow('the work failed');
    expect(await waiting).toBe('waited');
    expect(await limit.run(async () => 'again')).toBe('again');
  });

  it('refuses with 503 what waited longer than it may, and lets the rest of the line move up', async () => {
    const limit = concurrencyLimit({ atOnce: 1, waiting: 2, maxWaitMs: 20 });
    const first = gate();
    const running = limit.run(() => first.opened);
    const tooLong = limit.run(async () => 'never');
    await expect(tooLong).rejects.toMatchObject({ statusCode: 503 });
    expect(limit.waiting).toBe(0);
    first.open();
    await running;
    expect(await limit.run(async () => 'next')).toBe('next');
  });
});

describe('a function of the API', () => {
  /** The function called as Lambda would with only so much of its time left. */
  const withTimeLeft = (handler: ReturnType<typeof httpRoute>, ms: number) => (event: APIGatewayProxyEventV2) =>
    handler(event, { getRemainingTimeInMillis: () => ms } as unknown as Context);

  it('answers 503 with Retry-After and a message, not 500, when its time runs out', async () => {
    const slow = httpRoute({}, () => new Promise(() => {}));
    const answer = await invoke(withTimeLeft(slow, 30));
    expect(answer.status).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.body).toEqual({ message: BUSY_MESSAGE, code: 'http.busy' });
  });

  it('answers a refusal of the limit as 503 with Retry-After', async () => {
    const limit = concurrencyLimit({ atOnce: 0, waiting: 0, maxWaitMs: 0 });
    const busy = httpRoute({}, () => limit.run(async () => 'never'));
    const answer = await invoke(busy);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(answer.body).toEqual({ message: BUSY_MESSAGE, code: 'http.busy' });
  });
});
