import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientOptions } from './aws.ts';
import { config } from './config.ts';

let client: DynamoDBDocumentClient | undefined;

/** One document client per container, created on first use and reused by every request. */
export function dynamo(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient(awsClientOptions(config.dynamodbEndpoint())), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  });
  return client;
}

/** Tests swap the client (e.g. to count calls); passing nothing goes back to the default. */
export function setDynamoClientForTests(next?: DynamoDBDocumentClient): void {
  client = next;
}

/** Whether a write failed because its condition did not hold (someone else got there first). */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  return name === 'ConditionalCheckFailedException';
}

/** Whether a transaction was cancelled, and the reason per item when DynamoDB gave them. */
export function transactionCancelReasons(error: unknown): string[] | undefined {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name !== 'TransactionCanceledException') return undefined;
  return (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
}

/** Splits a list into chunks of at most `size` (BatchGetItem takes 100 keys, BatchWriteItem 25). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
