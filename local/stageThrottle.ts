import type { StageThrottle } from '../cdk/lib/stageThrottle.ts';

/**
 * The API stage's throttle as API Gateway applies it, for the local server: a token bucket for
 * each route, shared by every client. A bucket holds `burstLimit` tokens and starts full; it
 * refills at `rateLimit` tokens a second up to that size; a request takes one token, and a
 * request that finds less than one is refused before any function runs. Only the API's routes
 * are counted: the static site, the images and the simulators are not behind API Gateway.
 */

/** The body an HTTP API answers a throttled request with (docs/decisions/069). */
export const THROTTLED_BODY = { message: 'Too Many Requests' } as const;

export type ThrottleAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LocalStageThrottle {
  /** Takes a token of the route's bucket, or says in how many whole seconds (at least 1) one will be there. */
  take(routeKey: string): ThrottleAnswer;
}

/** `now` in milliseconds; a test moves it by hand. */
export function createStageThrottle(limits: StageThrottle, now: () => number = () => performance.now()): LocalStageThrottle {
  const { rateLimit, burstLimit } = limits;
  if (!(rateLimit > 0) || !(burstLimit >= 1)) {
    throw new Error(`A stage throttle needs a rate above 0 and a burst of at least 1, not ${rateLimit}/${burstLimit}.`);
  }
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(routeKey) {
      const at = now();
      const bucket = buckets.get(routeKey) ?? { tokens: burstLimit, at };
      bucket.tokens = Math.min(burstLimit, bucket.tokens + (Math.max(0, at - bucket.at) / 1000) * rateLimit);
      bucket.at = at;
      buckets.set(routeKey, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rateLimit)) };
    },
  };
}

/**
 * LOCAL_API_THROTTLE, which `npm start` reads for a load test: unset for the CDK app's throttle,
 * `off` for none, or `RATE/BURST` (`200/400`).
 */
export function throttleSetting(raw: string | undefined): StageThrottle | false | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  if (text === 'off') return false;
  const match = /^(\d+(?:\.\d+)?)\/(\d+)$/.exec(text);
  const [rateLimit, burstLimit] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || !(rateLimit > 0) || !(burstLimit >= 1)) {
    throw new Error(`LOCAL_API_THROTTLE is "off" or RATE/BURST, e.g. 200/400, not "${text}".`);
  }
  return { rateLimit, burstLimit };
}
