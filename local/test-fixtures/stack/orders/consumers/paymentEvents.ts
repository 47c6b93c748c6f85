import type { SQSEvent } from 'aws-lambda';
import { functionEnv } from '../../../../../lambdas/platform/functionScope.ts';
import { reachOrdersTable, stackFixture } from '../../tableAccess.ts';

/** Records each call, then reads its table; a call that cannot reach it throws, failing the batch. */
export async function handler(event: SQSEvent): Promise<{ batchItemFailures: [] }> {
  const call = {
    receiveCounts: event.Records.map((r) => r.attributes.ApproximateReceiveCount),
    endpoint: functionEnv().DYNAMODB_ENDPOINT,
    ok: false,
  };
  stackFixture().paymentEvents.push(call);
  await reachOrdersTable();
  call.ok = true;
  return { batchItemFailures: [] };
}
