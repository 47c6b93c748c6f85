/**
 * The throttle of the shop API's `$default` stage, as plain values: the CDK app sets it as the
 * stage's default route settings (api.ts), and the local server applies the same numbers
 * (local/stageThrottle.ts), so a crowd meets the same 429 on `npm start` as in AWS. API Gateway
 * keeps a token bucket for each route, shared by every client: `burstLimit` requests at once,
 * refilled at `rateLimit` a second (docs/decisions/069-stage-throttle-and-unpaid-limit.md).
 */
export interface StageThrottle {
  /** Requests a second a route takes for as long as they come. */
  readonly rateLimit: number;
  /** Requests a route takes at once when it has been quiet: the bucket's size. */
  readonly burstLimit: number;
}

/** Steady and burst requests per second of each route; a shop this size needs far less. */
export const API_THROTTLE: StageThrottle = { rateLimit: 50, burstLimit: 100 };
