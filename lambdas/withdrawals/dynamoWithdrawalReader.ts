import { GetCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { WITHDRAWALS, type WithdrawalRecord, withdrawalItemKey } from './withdrawalRecord.ts';
import type { ReceivedOptions, WithdrawalReader } from './withdrawalStore.ts';

/** The statements in the orders table, read through their byWithdrawal index (withdrawalRecord.ts); the writes are dynamoWithdrawalStore.ts's. */

/** The filter of a withdrawals' query: unacknowledged, still to be mailed (unacknowledged and not withheld), not handled, of one order. */
function filterOf(options: ReceivedOptions) {
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
async function received(range: { from: string; to: string }, options: ReceivedOptions = {}): Promise<WithdrawalRecord[]> {
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

export const dynamoWithdrawalReader: WithdrawalReader = {
  async get(id) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName('orders'), Key: withdrawalItemKey(id), ConsistentRead: true }),
    );
    return Item as WithdrawalRecord | undefined;
  },
  received,
};
