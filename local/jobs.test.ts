import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobDef } from '../lambdas/routes.ts';
import { REPO_ROOT } from './handlers.ts';
import { type LocalJobs, startLocalJobs } from './jobs.ts';
import { jobRuns } from './test-fixtures/jobs/slowJob.ts';

const job: JobDef = { name: 'cancelUnpaidTransfers', everyMinutes: 60, handler: 'jobs/slowJob', uses: {} };

describe('the local job timers', () => {
  let jobs: LocalJobs | undefined;
  afterEach(async () => {
    await jobs?.stop();
  });

  it('runs a job on its interval with an EventBridge-shaped event, never two runs at once', async () => {
    const runs = jobRuns();
    runs.events.length = 0;
    runs.maxRunning = 0;
    jobs = startLocalJobs({
      stage: 'jtest',
      jobs: [job],
      handlersDir: path.join(REPO_ROOT, 'local', 'test-fixtures'),
      intervalMs: () => 10,
      quiet: true,
    });
    await jobs.runNow(job.name);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await jobs.stop();

    // Each run takes 60 ms and the next waits 10 ms after it: a handful of runs, one at a time.
    expect(runs.events.length).toBeGreaterThanOrEqual(3);
    expect(runs.events.length).toBeLessThanOrEqual(8);
    expect(runs.maxRunning).toBe(1);
    expect(runs.events[0]).toMatchObject({
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      resources: ['arn:aws:events:eu-central-1:000000000000:rule/shop-jtest-cancelUnpaidTransfers'],
      detail: {},
    });
    expect(runs.events[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });
});
