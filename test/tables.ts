import { BatchWriteItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand as DocumentScanCommand } from '@aws-sdk/lib-dynamodb';
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

/**
 * Every item of one of this worker's tables, read through a client of its own: the shop's
 * client refuses Scan in tests (see setupEnv.ts), so inspecting a whole table goes here.
 */
export async function scanTable(table: TableName): Promise<Record<string, any>[]> {
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  if (!endpoint) throw new Error('DYNAMODB_ENDPOINT is not set; is test/setupEnv.ts in the vitest setupFiles?');
  const client = DynamoDBDocumentClient.from(dynamoClient(endpoint));
  const items: Record<string, any>[] = [];
  try {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new DocumentScanCommand({ TableName: tableName(table), ConsistentRead: true, ExclusiveStartKey: startKey }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  } finally {
    client.destroy();
  }
  return items;
}
