import { GetCommand, PutCommand, QueryCommand, type QueryCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

/** The filter of a withdrawals' query: unacknowledged, still to be mailed (unacknowledged and not withheld), not handled, of one order. */
function filterOf(options: { unacknowledgedOnly?: boolean; toMailOnly?: boolean; unhandledOnly?: boolean; orderId?: string }) {
  const tests: string[] = [];
  const values: Record<string, string | number> = {};
  if (options.unacknowledgedOnly || options.toMailOnly) tests.push('attribute_not_exists(acknowledgedAt)');
  if (options.toMailOnly) tests.push('attribute_not_exists(acknowledgementWithheldAt)');
  // Handled with money still owed is not done: it stays on Today, saying so.
  if (options.unhandledOnly) {
    tests.push('(attribute_not_exists(handledAt) OR owed > :none)');
    values[':none'] = 0;
  }
  if (options.orderId) {
    tests.push('orderId = :order');
    values[':order'] = options.orderId;
  }
  return tests.length > 0 ? { filter: tests.join(' AND '), values } : { values };
}

/** Withdrawals received between the two instants, oldest first, from the byWithdrawal index. */
export async function withdrawalsReceived(
  range: { from: string; to: string },
  options: {
    unacknowledgedOnly?: boolean;
    toMailOnly?: boolean;
    unhandledOnly?: boolean;
    orderId?: string;
    newestFirst?: boolean;
    limit?: number;
  } = {},
): Promise<WithdrawalRecord[]> {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const found: WithdrawalRecord[] = [];
  const { filter, values } = filterOf(options);
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: tableName('orders'),
        IndexName: 'byWithdrawal',
        KeyConditionExpression: 'withdrawalKey = :all AND receivedAt BETWEEN :from AND :to',
        ...(filter ? { FilterExpression: filter } : {}),
        ExpressionAttributeValues: { ':all': WITHDRAWALS, ':from': range.from, ':to': range.to, ...values },
        ScanIndexForward: !options.newestFirst,
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...((page.Items ?? []) as WithdrawalRecord[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && found.length < limit);
  return found.slice(0, limit);
}

/**
 * Marks a withdrawal handled, once: the conditional write is what makes two people handling it
 * at the same moment refund it once. False when it was handled already.
 */
export async function markHandled(id: string, by: string, refund: number, at: Date, owed = 0): Promise<WithdrawalRecord | undefined> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName('orders'),
        Key: withdrawalItemKey(id),
        UpdateExpression: `SET handledAt = :at, handledBy = :by, handledRefund = :refund${owed > 0 ? ', owed = :owed' : ''}`,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(handledAt)',
        ExpressionAttributeValues: { ':at': at.toISOString(), ':by': by, ':refund': refund, ...(owed > 0 ? { ':owed': owed } : {}) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as WithdrawalRecord;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return undefined;
  }
}

/** Takes a mark back: the refund it was for was refused after all (the order moved meanwhile). */
export async function unmarkHandled(id: string, at: Date): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('orders'),
      Key: withdrawalItemKey(id),
      UpdateExpression: 'REMOVE handledAt, handledBy, handledRefund, owed',
      ConditionExpression: 'handledAt = :at',
      ExpressionAttributeValues: { ':at': at.toISOString() },
    }),
  );
}

export async function getWithdrawal(id: string): Promise<WithdrawalRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('orders'), Key: withdrawalItemKey(id) }));
  return Item as WithdrawalRecord | undefined;
}

/** An order's withdrawals: received after it was placed, so the index is read from that instant on. */
export const withdrawalsOfOrder = (order: Pick<OrderRecord, 'id' | 'createdAt'>) =>
  withdrawalsReceived({ from: order.createdAt, to: '9999-12-31T23:59:59.999Z' }, { orderId: order.id });
