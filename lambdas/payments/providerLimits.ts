/**
 * How long the shop waits for the payment provider, in one place.
 *
 * The functions that call it on a shopper's request (createOrder, createInvoice, session-status)
 * have 15 s (ShopFunction's default in cdk/). One try may take 4 s; the client (stripeApi.ts) pauses 0.5 s
 * before its single retry, so one call takes at most 4 + 0.5 + 4 = 8.5 s. A gateway operation
 * stops at 9 s whatever it has done and answers `unavailable` (createCheckout makes two calls,
 * a coupon and a session, which share those 9 s). That leaves 15 − 9 = 6 s to read and write
 * the order before and after the call. The consumers (60 s) and jobs (5 min) have more.
 * cdk/test/providerLimits.test.ts holds these sums against every function's real timeout.
 */
export const PROVIDER_LIMITS = {
  /** One HTTP try, from sending to the end of the answer. */
  perTryMs: 4_000,
  /** Tries after the first that fails on the network or with a 409/5xx. */
  retries: 1,
  /** A whole gateway operation, its calls and their retries together. */
  deadlineMs: 9_000,
  /** What the calling function keeps for its own reads and writes around the operation. */
  roomMs: 6_000,
} as const;

export class ProviderDeadlineError extends Error {
  constructor(ms: number) {
    super(`The payment provider did not answer within ${ms / 1000} s.`);
    this.name = 'ProviderDeadlineError';
  }
}

/**
 * The work's result, or a ProviderDeadlineError once `ms` have passed. Work still under way is
 * not stopped but left to finish or fail unobserved; every write the
 * gateway makes carries an Idempotency-Key, so asking again later cannot do it twice.
 */
export async function withinDeadline<T>(work: () => Promise<T>, ms: number = PROVIDER_LIMITS.deadlineMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const running = work();
  running.catch(() => undefined);
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderDeadlineError(ms)), ms);
  });
  try {
    return await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
