/** The stage whose tables a test worker uses: `test-1`, `test-2`, ... one per worker. */
export function testStage(poolId = process.env.VITEST_POOL_ID ?? '1'): string {
  return `test-${poolId}`;
}
