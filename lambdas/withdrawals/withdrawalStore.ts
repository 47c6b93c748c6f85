import { PutCommand, QueryCommand, type QueryCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { emailKey, type OrderRecord } from '../orders/orderRecord.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { WITHDRAWALS, type WithdrawalRecord, withdrawalItemKey } from './withdrawalRecord.ts';

/**
 * The day an order was placed, in UTC, read from its number (TK-YYMMDD-…, lambdas/platform/ids.ts
 * writes it from the same instant as the order's createdAt): the look-up reads that one day of the
 * address's orders, not all of them.
 */
function placedOn(orderNumber: string): { from: string; to: string } | undefined {
  const match = /^TK-(\d{2})(\d{2})(\d{2})-/.exec(orderNumber);
  if (!match) return undefined;
  const day = `20${match[1]}-${match[2]}-${match[3]}`;
  return { from: `${day}T00:00:00.000Z`, to: `${day}T23:59:59.999Z` };
}

/**
 * The order with this number placed with this email, guests' too (the byEmail index holds every
 * order by its address); undefined when there is none, or when the number belongs to another address.
 */
export async function findOrderOf(orderNumber: string, email: string): Promise<OrderRecord | undefined> {
  const day = placedOn(orderNumber);
  if (!day) return undefined;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: tableName('orders'),
        IndexName: 'byEmail',
        KeyConditionExpression: 'emailKey = :email AND createdAt BETWEEN :from AND :to',
        FilterExpression: '#number = :number',
        ExpressionAttributeNames: { '#number': 'number' },
        ExpressionAttributeValues: { ':email': emailKey(email), ':from': day.from, ':to': day.to, ':number': orderNumber },
        ExclusiveStartKey: startKey,
      }),
    );
    const [found] = (page.Items ?? []) as OrderRecord[];
    if (found) return found;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return undefined;
}

export async function recordWithdrawal(withdrawal: WithdrawalRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: tableName('orders'), Item: withdrawal, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/** Marks the acknowledgement sent; a second mark (the job and the request both got there) changes nothing. */
export async function markAcknowledged(id: string, at: Date): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('orders'),
        Key: withdrawalItemKey(id),
        UpdateExpression: 'SET acknowledgedAt = :at ADD acknowledgementAttempts :one REMOVE lastAcknowledgementError',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(acknowledgedAt)',
        ExpressionAttributeValues: { ':at': at.toISOString(), ':one': 1 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function markAcknowledgementFailed(id: string, reason: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('orders'),
      Key: withdrawalItemKey(id),
      UpdateExpression: 'SET lastAcknowledgementError = :error ADD acknowledgementAttempts :one',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(acknowledgedAt)',
      ExpressionAttributeValues: { ':error': reason.slice(0, 500), ':one': 1 },
    }),
  );
}

/** Withdrawals received between the two instants, oldest first, from the byWithdrawal index. */
export async function withdrawalsReceived(
  range: { from: string; to: string },
  options: { unacknowledgedOnly?: boolean; newestFirst?: boolean; limit?: number } = {},
): Promise<WithdrawalRecord[]> {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const found: WithdrawalRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: tableName('orders'),
        IndexName: 'byWithdrawal',
        KeyConditionExpression: 'withdrawalKey = :all AND receivedAt BETWEEN :from AND :to',
        ...(options.unacknowledgedOnly ? { FilterExpression: 'attribute_not_exists(acknowledgedAt)' } : {}),
        ExpressionAttributeValues: { ':all': WITHDRAWALS, ':from': range.from, ':to': range.to },
        ScanIndexForward: !options.newestFirst,
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...((page.Items ?? []) as WithdrawalRecord[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && found.length < limit);
  return found.slice(0, limit);
}
