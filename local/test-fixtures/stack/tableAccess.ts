import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { functionEnv } from '../../../lambdas/platform/functionScope.ts';

/**
 * What the stack's fixture handlers record, on globalThis (the stack runs in the test's
 * process), and where they reach their table: the endpoint of their environment, unless a test
 * points them at another (a dead one, for an outage of the database).
 */
export interface StackFixtureState {
  /** Each call of the payment events consumer: the receive count of its records and the endpoint it was given. */
  paymentEvents: { receiveCounts: string[]; endpoint: string | undefined; ok: boolean }[];
  /** Each call of the order effects stream handler, and whether it reached its table. */
  orderEffects: { keys: string[]; ok: boolean }[];
  /** Overrides the endpoint the handlers reach their table at. */
  tableEndpoint?: string;
}

export function stackFixture(): StackFixtureState {
  const holder = globalThis as { __stackFixture?: StackFixtureState };
  holder.__stackFixture ??= { paymentEvents: [], orderEffects: [] };
  return holder.__stackFixture;
}

/** Reads the orders table's description, failing within a second when the table cannot be reached. */
export async function reachOrdersTable(): Promise<void> {
  const env = functionEnv();
  const client = new DynamoDBClient({
    endpoint: stackFixture().tableEndpoint ?? env.DYNAMODB_ENDPOINT,
    region: env.AWS_REGION ?? 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  try {
    await client.send(new DescribeTableCommand({ TableName: env.TABLE_ORDERS }), { abortSignal: AbortSignal.timeout(1000) });
  } finally {
    client.destroy();
  }
}
