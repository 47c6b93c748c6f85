/** Small numeric helpers for the bench: percentiles, medians, ratios, formatting. */

/** The p-th percentile (0..100) by nearest rank; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export const ratio = (value: number, base: number) => (base > 0 ? value / base : Number.NaN);

export const round = (n: number, digits = 2) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);

/** Runs `count` tasks with at most `concurrency` in flight; returns each task's duration in ms. */
export async function timed(count: number, concurrency: number, task: (i: number) => Promise<void>): Promise<number[]> {
  const durations: number[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const start = performance.now();
      await task(i);
      durations[i] = performance.now() - start;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return durations;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms` : '—');
