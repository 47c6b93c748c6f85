import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('business metrics', () => {
  it('are written at once as CloudWatch embedded metric lines in the Tkanica namespace', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('POWERTOOLS_DEV', 'true');
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const { countMetric } = await import('./metrics.ts');
    countMetric('OrderPaid', 1, { name: 'PaymentMethod', value: 'CARD' });
    const emf = JSON.parse(lines.find((line) => line.includes('OrderPaid')) ?? '{}');
    expect(emf._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: 'Tkanica', Metrics: [{ Name: 'OrderPaid', Unit: 'Count' }] });
    expect(emf).toMatchObject({ OrderPaid: 1, PaymentMethod: 'CARD', service: 'tkanica-shop' });
  });

  it('are not written where the environment turns them off (tests, the local stack)', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const { countMetric } = await import('./metrics.ts');
    countMetric('OrderPlaced');
    expect(lines.filter((line) => line.includes('OrderPlaced'))).toEqual([]);
  });
});
