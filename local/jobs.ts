import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { type JobDef, jobs as allJobs } from '../lambdas/routes.ts';
import { LOCAL_ACCOUNT_ID } from './environment.ts';
import { HandlerLoader, invokeHandler } from './handlers.ts';

/**
 * The scheduled jobs on timers, standing in for EventBridge rate rules. A run that is still
 * going when the next is due is not overlapped: the next run waits a full interval after it.
 */

export interface LocalJobsOptions {
  stage: string;
  jobs?: readonly JobDef[];
  handlersDir?: string;
  /** Test hook: the interval for a job instead of `everyMinutes`. */
  intervalMs?: (job: JobDef) => number;
  handlerTimeoutMs?: number;
  quiet?: boolean;
}

export interface LocalJobs {
  /**
   * Runs a job now (waiting for a run in progress first), as if its rule fired at `at` (default:
   * now); resolves with what the handler returned, rejects with what it threw.
   */
  runNow(name: string, at?: Date): Promise<unknown>;
  stop(): Promise<void>;
}

export function scheduledEvent(job: JobDef, stage: string, time = new Date()): ScheduledEvent {
  const region = process.env.AWS_REGION ?? 'eu-central-1';
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: LOCAL_ACCOUNT_ID,
    time: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region,
    resources: [`arn:aws:events:${region}:${LOCAL_ACCOUNT_ID}:rule/shop-${stage}-${job.name}`],
    detail: {},
  };
}

export function startLocalJobs(options: LocalJobsOptions): LocalJobs {
  const loader = new HandlerLoader(options.handlersDir);
  const jobs = options.jobs ?? allJobs;
  const log = options.quiet ? () => {} : (line: string) => console.log(`[jobs] ${line}`);
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  const run = (job: JobDef, at?: Date): Promise<unknown> => {
    const previous = running.get(job.name) ?? Promise.resolve();
    const next = previous.then(async () => {
      const started = Date.now();
      const result = await invokeHandler(
        loader,
        { name: `job ${job.name}`, handler: job.handler, uses: job.uses },
        scheduledEvent(job, options.stage, at),
        options.handlerTimeoutMs ?? 15 * 60_000,
      );
      log(`${job.name} finished in ${Date.now() - started} ms`);
      return result;
    });
    const settled = next.then(
      () => {},
      (error) => console.error(`[jobs] ${job.name} failed:`, error),
    );
    running.set(job.name, settled);
    void settled.finally(() => {
      if (running.get(job.name) === settled) running.delete(job.name);
    });
    return next;
  };

  const arm = (job: JobDef) => {
    if (stopped) return;
    const interval = options.intervalMs?.(job) ?? job.everyMinutes * 60_000;
    const timer = setTimeout(
      () =>
        void run(job).then(
          () => arm(job),
          () => arm(job),
        ),
      interval,
    );
    timer.unref();
    timers.set(job.name, timer);
  };

  for (const job of jobs) arm(job);

  return {
    runNow: (name, at) => {
      const job = jobs.find((j) => j.name === name);
      if (!job) return Promise.reject(new Error(`No job named ${name}`));
      return run(job, at);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
}
