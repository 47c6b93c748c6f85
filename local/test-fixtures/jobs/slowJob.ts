import type { ScheduledEvent } from 'aws-lambda';

/** Takes a while and counts how many runs overlap, so the timer's no-overlap rule can be checked. */
export function jobRuns(): { events: ScheduledEvent[]; running: number; maxRunning: number } {
  const holder = globalThis as { __jobRuns?: { events: ScheduledEvent[]; running: number; maxRunning: number } };
  holder.__jobRuns ??= { events: [], running: 0, maxRunning: 0 };
  return holder.__jobRuns;
}

export async function handler(event: ScheduledEvent): Promise<void> {
  const runs = jobRuns();
  runs.running += 1;
  runs.maxRunning = Math.max(runs.maxRunning, runs.running);
  runs.events.push(event);
  await new Promise((resolve) => setTimeout(resolve, 60));
  runs.running -= 1;
}
