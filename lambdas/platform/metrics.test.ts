import { MetricUnit, Metrics } from '@aws-lambda-powertools/metrics';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MetricDimension, metricLine, type ShopMetric } from './metrics.ts';

/**
 * Powertools' Metrics, which the shop's functions carried before (2.36), judges the lines the
 * shop writes itself: the same JSON for any metric, count and dimension, written where it
 * writes them, under the same switches.
 */
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.resetModules();
});

const METRICS: ShopMetric[] = ['OrderPlaced', 'OrderPaid', 'PaymentEventFailed', 'MailSuppressed', 'MailBounced', 'QueueMessageMalformed'];
const DIMENSIONS: MetricDimension[] = ['PaymentMethod', 'reason', 'queue', 'bounceType'];

/** What Powertools writes for one count, as the shop called it before, to the console or to stdout: its lines, parsed. */
function powertoolsLines(name: ShopMetric, count: number, dimension?: { name: string; value: string }): unknown[] {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    const single = new Metrics({ namespace: 'Tkanica', serviceName: 'tkanica-shop' }).singleMetric();
    if (dimension) single.addDimension(dimension.name, dimension.value);
    single.addMetric(name, MetricUnit.Count, count);
  } finally {
    log.mockRestore();
    warn.mockRestore();
    write.mockRestore();
  }
  return lines.map((line) => JSON.parse(line));
}

/** Values of white space only (what `trim()` removes, Unicode's spaces and the BOM included): Powertools leaves them out. */
const blankValue = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u2003', '\u2028', '\u3000', '\ufeff'), {
    minLength: 1,
    maxLength: 4,
  })
  .map((spaces) => spaces.join(''));

describe('business metrics', () => {
  it('are the line Powertools writes for any metric, count and dimension, a dimension without a value (or with white space only) left out', () => {
    // Development mode with metrics on: Powertools writes through the global console, where the test reads it.
    vi.stubEnv('POWERTOOLS_DEV', 'true');
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.useFakeTimers();
    fc.assert(
      fc.property(
        fc.constantFrom(...METRICS),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(
          fc.record({
            name: fc.constantFrom(...DIMENSIONS),
            value: fc.oneof(fc.constant(''), blankValue, fc.string({ minLength: 1, maxLength: 40 })),
          }),
          {
            nil: undefined,
          },
        ),
        fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }),
        (name, count, dimension, now) => {
          vi.setSystemTime(now);
          expect([metricLine(name, count, dimension, now)]).toEqual(powertoolsLines(name, count, dimension));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('are written at once, one line each, on Lambda straight to stdout', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', undefined);
    vi.stubEnv('POWERTOOLS_DEV', undefined);
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const log = vi.spyOn(console, 'log');
    const { countMetric } = await import('./metrics.ts');
    countMetric('OrderPaid', 1, { name: 'PaymentMethod', value: 'CARD' });
    countMetric('OrderPlaced');
    vi.mocked(process.stdout.write).mockRestore();
    expect(log).not.toHaveBeenCalled();
    expect(written).toHaveLength(2);
    expect(written.every((line) => line.endsWith('}\n'))).toBe(true);
    expect(JSON.parse(written[0] as string)).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          { Namespace: 'Tkanica', Dimensions: [['service', 'PaymentMethod']], Metrics: [{ Name: 'OrderPaid', Unit: 'Count' }] },
        ],
      },
      service: 'tkanica-shop',
      PaymentMethod: 'CARD',
      OrderPaid: 1,
    });
  });

  // Unset, each of Powertools' words for yes and no, in any case: `undefined` is unset.
  const SWITCHES = [undefined, 'true', 'false', 'TRUE', '1', '0', 'yes', 'no', 'on', 'off', 'y', 'n'] as const;

  it('are on and off under POWERTOOLS_METRICS_DISABLED and POWERTOOLS_DEV exactly where Powertools writes and does not', async () => {
    for (const disabled of SWITCHES) {
      for (const dev of SWITCHES) {
        vi.unstubAllEnvs();
        vi.resetModules();
        vi.stubEnv('POWERTOOLS_METRICS_DISABLED', disabled);
        vi.stubEnv('POWERTOOLS_DEV', dev);
        const theirs = powertoolsLines('OrderPlaced', 1).length > 0;
        const written: string[] = [];
        const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
          written.push(String(chunk));
          return true;
        });
        const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void written.push(line));
        const { countMetric } = await import('./metrics.ts');
        countMetric('OrderPlaced');
        write.mockRestore();
        log.mockRestore();
        expect({ disabled, dev, written: written.length > 0 }).toEqual({ disabled, dev, written: theirs });
      }
    }
  });

  it('are not written where the environment turns them off (tests, the local stack)', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const write = vi.spyOn(process.stdout, 'write');
    const { countMetric } = await import('./metrics.ts');
    countMetric('OrderPlaced');
    expect(lines.filter((line) => line.includes('OrderPlaced'))).toEqual([]);
    expect(write.mock.calls.filter(([chunk]) => String(chunk).includes('OrderPlaced'))).toEqual([]);
  });
});
