import { BatchWriteItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { tableName } from '../lambdas/platform/config.ts';
import { TABLES, type TableName } from '../lambdas/tables.ts';
import { dynamoClient } from '../local/dynamo.ts';

/**
 * For integration tests against the run's DynamoDB Local: empties this worker's tables (all of
 * them, or the ones named), e.g. `beforeEach(() => clearTables())`.
 */
export async function clearTables(...tables: TableName[]): Promise<void> {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!endpoint) throw new Error('DYNAMODB_ENDPOINT is not set; is test/setupEnv.ts in the vitest setupFiles?');
  const client = dynamoClient(endpoint);
  try {
    const names = (tables.length ? tables : (Object.keys(TABLES) as TableName[])).map(tableName);
    await Promise.all(names.map((name) => clearTable(client, name)));
  } finally {
    client.destroy();
  }
}

async function clearTable(client: ReturnType<typeof dynamoClient>, name: string) {
  let startKey: Record<string, never> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: name,
        ProjectionExpression: '#pk, #sk',
        ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
        ExclusiveStartKey: startKey,
      }),
    );
    const keys = page.Items ?? [];
    for (let i = 0; i < keys.length; i += 25) {
      let requests = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      while (requests.length) {
        const result = await client.send(new BatchWriteItemCommand({ RequestItems: { [name]: requests } }));
        requests = (result.UnprocessedItems?.[name] ?? []) as typeof requests;
      }
    }
    startKey = page.LastEvaluatedKey as typeof startKey;
  } while (startKey);
}
