import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@shop/shared/contract/orders';
import { LISTED_STATES, statusKey } from '../../lambdas/orders/orderLifecycle.ts';
import { emailKey, type OrderRecord } from '../../lambdas/orders/orderRecord.ts';
import { getOrder } from '../../lambdas/orders/orderStore.ts';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo } from '../../lambdas/platform/dynamo.ts';
import { scanPages } from './operatorScan.ts';

/**
 * Orders as an operator finds them: by id, or by the order number a bank transfer's reference
 * carries; listed through the byStatus index (the states work is waiting in, oldest first), the
 * byEmail index (newest first, guests' orders too), or for ended states by reading the whole
 * table in pages.
 */

const ORDER_NUMBER = /^TK-\d{6}-[0-9A-Z]{5}$/i;

async function queryIndex(index: 'byStatus' | 'byEmail', key: string, newestFirst: boolean, limit: number, status?: OrderStatus) {
  const found: OrderRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: tableName('orders'),
        IndexName: index,
        KeyConditionExpression: `${index === 'byStatus' ? 'statusKey' : 'emailKey'} = :key`,
        ...(status ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: { ':key': key, ...(status ? { ':status': status } : {}) },
        ScanIndexForward: !newestFirst,
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...((page.Items ?? []) as OrderRecord[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && found.length < limit);
  return found.slice(0, limit);
}

/** The newest `limit` orders of a status, from the whole table: a job's Scan, not a request path's. */
async function scanByStatus(status: OrderStatus, limit: number): Promise<OrderRecord[]> {
  const found: OrderRecord[] = [];
  const filter = { filter: 'begins_with(pk, :prefix) AND #status = :status', names: { '#status': 'status' } };
  for await (const page of scanPages('orders', { ...filter, values: { ':prefix': 'O#', ':status': status } })) {
    found.push(...(page as unknown as OrderRecord[]));
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

export async function listOrders(query: { status?: OrderStatus; customer?: string; limit: number }): Promise<OrderRecord[]> {
  if (query.customer) return queryIndex('byEmail', emailKey(query.customer), true, query.limit, query.status);
  if (query.status && LISTED_STATES.has(query.status)) return queryIndex('byStatus', statusKey(query.status), false, query.limit);
  if (query.status) return scanByStatus(query.status, query.limit);
  throw new Error('listOrders needs a status or a customer');
}

/** An order by its id or by its number (TK-YYMMDD-XXXXX); undefined when there is none. */
export async function findOrder(reference: string): Promise<OrderRecord | undefined> {
  const byId = await getOrder(reference);
  if (byId || !ORDER_NUMBER.test(reference)) return byId;
  const number = reference.toUpperCase();
  // Most look-ups by number are of a transfer just received: those are in the small sparse index.
  const awaiting = (await queryIndex('byStatus', statusKey('AWAITING_TRANSFER'), false, Number.POSITIVE_INFINITY)).find(
    (o) => o.number === number,
  );
  if (awaiting) return getOrder(awaiting.id);
  const filter = { filter: 'begins_with(pk, :prefix) AND #number = :number', names: { '#number': 'number' } };
  for await (const page of scanPages('orders', { ...filter, values: { ':prefix': 'O#', ':number': number } })) {
    const [match] = page as unknown as OrderRecord[];
    if (match) return getOrder(match.id);
  }
  return undefined;
}
