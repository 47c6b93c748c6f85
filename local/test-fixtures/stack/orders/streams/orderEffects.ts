import type { DynamoDBStreamEvent } from 'aws-lambda';
import { reachOrdersTable, stackFixture } from '../../tableAccess.ts';

/** Records each call, then reads its table; a call that cannot reach it throws, failing the batch. */
export async function handler(event: DynamoDBStreamEvent): Promise<{ batchItemFailures: [] }> {
  const call = { keys: event.Records.map((r) => r.dynamodb?.Keys?.pk?.S ?? ''), ok: false };
  stackFixture().orderEffects.push(call);
  await reachOrdersTable();
  call.ok = true;
  return { batchItemFailures: [] };
}
