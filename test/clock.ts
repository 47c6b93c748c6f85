import { fixedClock } from '../lambdas/platform/clock.ts';

const HOUR = 3_600_000;

/**
 * Where tests' clocks start: the full hour after the next one by the real clock. Rate-limit
 * windows begin on it, and nothing a test writes with a TTL has expired by the real clock, which
 * DynamoDB Local goes by when it deletes expired items.
 */
export const TEST_START = new Date((Math.floor(Date.now() / HOUR) + 2) * HOUR).toISOString();

/** A clock for a test file, at TEST_START; `set(TEST_START)` in a beforeEach puts it back. */
export const testClock = () => fixedClock(TEST_START);
