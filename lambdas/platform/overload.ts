import { HTTP, HttpError } from './errors.ts';

/**
 * What a function answers when more comes than it can take: 503 with Retry-After and a message,
 * as API Gateway answers when a function runs out of time. A caller may try again; a 500 would
 * say the shop is broken.
 */
export const BUSY_MESSAGE = HTTP.busy.text.en;
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const tooBusy = () => new HttpError(503, HTTP.busy, undefined, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });

/** Middy's own error when the function's time is up (it answers 5 ms before Lambda would stop it). */
export const isOutOfTime = (error: unknown): boolean =>
  error instanceof Error && error.name === 'TimeoutError' && (error.cause as { package?: string } | undefined)?.package === '@middy/core';

export interface ConcurrencyLimit {
  /** Runs `work` when a place is free; refuses with `tooBusy()` when too many wait already, or wait too long. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * At most `atOnce` pieces of work at a time, and at most `waiting` more waiting their turn, in
 * the order they came, for at most `maxWaitMs`: a queue that cannot grow without end, so a
 * crowd is told to come back instead of every one of them timing out.
 */
export function concurrencyLimit(options: { atOnce: number; waiting: number; maxWaitMs: number }): ConcurrencyLimit {
  let running = 0;
  const queue: (() => void)[] = [];

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(start), 1);
        reject(tooBusy());
      }, options.maxWaitMs);
      timer.unref?.();
      queue.push(start);
    });

  return {
    async run(work) {
      if (running < options.atOnce) running++;
      else if (queue.length < options.waiting) await turn();
      else throw tooBusy();
      try {
        return await work();
      } finally {
        // The place goes straight to the next in line, or is given back.
        const next = queue.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
