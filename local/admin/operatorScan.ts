import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand, type ScanCommandInput, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { awsClientOptions } from '../../lambdas/platform/aws.ts';
import { config, tableName } from '../../lambdas/platform/config.ts';
import type { TableName } from '../../lambdas/tables.ts';

/**
 * Whole-table reads for operator commands. The shop's own client reads by key only (DESIGN:
 * no Scan on a request path, and the tests guard it); an operator listing every code or
 * exporting every subscriber is a job, which may scan in pages, so it has a client of its own.
 */
let client: DynamoDBDocumentClient | undefined;

function operatorDynamo(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient(awsClientOptions(config.dynamodbEndpoint())));
  return client;
}

export interface ScanFilter {
  /** A FilterExpression, e.g. `begins_with(pk, :prefix)`. */
  filter?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** The items of a table that pass the filter, a page (at most 1 MB read) at a time. */
export async function* scanPages(table: TableName, filter: ScanFilter = {}): AsyncGenerator<Record<string, unknown>[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const input: ScanCommandInput = { TableName: tableName(table), ExclusiveStartKey: startKey };
    if (filter.filter) input.FilterExpression = filter.filter;
    if (filter.names) input.ExpressionAttributeNames = filter.names;
    if (filter.values) input.ExpressionAttributeValues = filter.values;
    const page: ScanCommandOutput = await operatorDynamo().send(new ScanCommand(input));
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Every item of a table whose partition key starts with `prefix`, up to `limit`. */
export async function scanByPrefix<T>(table: TableName, prefix: string, limit = Number.POSITIVE_INFINITY): Promise<T[]> {
  const found: T[] = [];
  for await (const page of scanPages(table, { filter: 'begins_with(pk, :prefix)', values: { ':prefix': prefix } })) {
    found.push(...(page as T[]));
    if (found.length >= limit) return found.slice(0, limit);
  }
  return found;
}
