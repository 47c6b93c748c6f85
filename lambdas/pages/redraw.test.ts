import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { redrawPages as handler } from './consumers/pageRedraws.ts';
import { REDRAW_PART, type RedrawMessage, type RedrawPorts } from './redraw.ts';

function fakePorts(pages: string[], failOn?: string) {
  const queued: RedrawMessage[] = [];
  const drawn: string[] = [];
  const logged: [string, Record<string, unknown>][] = [];
  const ports: RedrawPorts = {
    everyPage: async () => pages,
    draw: async (paths) => {
      if (failOn && paths.includes(failOn)) throw new Error('S3 refused the page');
      drawn.push(...paths);
    },
    enqueue: async (parts) => void queued.push(...parts),
    log: (message, details) => void logged.push([message, details]),
  };
  return { ports, queued, drawn, logged };
}

const event = (...bodies: unknown[]): SQSEvent =>
  ({
    Records: bodies.map((body, i) => ({ messageId: `m${i}`, body: typeof body === 'string' ? body : JSON.stringify(body) })),
  }) as SQSEvent;

describe('redrawing every page', () => {
  it('plans every page into parts that each fit a function’s timeout, and says so', async () => {
    const pages = Array.from({ length: 2 * REDRAW_PART + 3 }, (_, i) => `/products/p${i}`);
    const { ports, queued, logged } = fakePorts([...pages, pages[0] as string]);
    expect(await handler(event({ everyPage: true }), ports)).toEqual({ batchItemFailures: [] });
    expect(queued.map((m) => ('redraw' in m ? [m.part, m.of, m.redraw.length] : m))).toEqual([
      [1, 3, REDRAW_PART],
      [2, 3, REDRAW_PART],
      [3, 3, 3],
    ]);
    expect(queued.flatMap((m) => ('redraw' in m ? m.redraw : []))).toEqual(pages);
    expect(logged).toEqual([['every page to be drawn again', { pages: pages.length, parts: 3 }]]);
  });

  it('draws a part, and fails only the part that could not be drawn, which the queue gives again', async () => {
    const { ports, drawn, logged } = fakePorts([], '/products/bad');
    const result = await handler(
      event({ redraw: ['/products/a', '/products/b'], part: 1, of: 2 }, { redraw: ['/products/bad'], part: 2, of: 2 }),
      ports,
    );
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
    expect(drawn).toEqual(['/products/a', '/products/b']);
    expect(logged).toEqual([['pages drawn again', { part: 1, of: 2, pages: 2 }]]);
  });

  it('reports a message that is no redraw, and draws nothing for it', async () => {
    const { ports, drawn, queued } = fakePorts(['/']);
    expect(await handler(event('not json', { everyPage: false }, { redraw: 'x' }), ports)).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm0' }, { itemIdentifier: 'm1' }, { itemIdentifier: 'm2' }],
    });
    expect([drawn, queued]).toEqual([[], []]);
  });
});
