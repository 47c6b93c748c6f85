/** The stage whose tables a test worker uses: `test-1`, `test-2`, ... one per worker. */
export function testStage(poolId = process.env.VITEST_POOL_ID ?? '1'): string {
  return `test-${poolId}`;
}

/** Which of the run's DynamoDB Locals (one per worker, test/globalSetup.ts) holds a pool's tables. */
export function dynamoOfPool(poolId: number, instances: number): number {
  return (poolId - 1) % instances;
}
