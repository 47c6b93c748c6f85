import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@shop/shared/contract/orders';
import { tableName } from '../platform/config.ts';
import { chunks, dynamo } from '../platform/dynamo.ts';
import { statusKey } from './orderLifecycle.ts';
import { type OrderReader, placedOn } from './orderReader.ts';
import { customerKey, emailKey, type OrderRecord, orderKey } from './orderRecord.ts';

/*
 * The orders read from the orders table: an order by its key, and the sparse indexes byStatus
 * (statusKey, createdAt), byEmail (emailKey, createdAt) and byCustomer (customerKey, createdAt).
 * Each read is a function of its own, so a function bundles the reads it makes;
 * `dynamoOrderReader` names them all for the use cases that take the port.
 */

export async function getOrder(id: string): Promise<OrderRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('orders'), Key: orderKey(id), ConsistentRead: true }));
  return Item as OrderRecord | undefined;
}

/** Orders by id, read consistently, skipping ids that do not exist. */
export async function getOrders(ids: readonly string[]): Promise<OrderRecord[]> {
  return (await batchGetOrdersTable([...new Set(ids)].map(orderKey))) as unknown as OrderRecord[];
}

/** Items of the orders table by key, read consistently, 100 a request, what DynamoDB leaves unprocessed asked again. */
export async function batchGetOrdersTable(keys: readonly Record<string, string>[]): Promise<Record<string, unknown>[]> {
  const table = tableName('orders');
  const found: Record<string, unknown>[] = [];
  for (const batch of chunks(keys, 100)) {
    let pending: Record<string, unknown>[] | undefined = batch;
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept keys of the orders table unprocessed');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      const result: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }),
      );
      found.push(...(result.Responses?.[table] ?? []));
      pending = result.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return found;
}

/** One index of the orders table read page by page, a hundred items a page. */
async function* indexPages(query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): AsyncGenerator<Record<string, unknown>> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({ TableName: tableName('orders'), Limit: 100, ...query, ExclusiveStartKey: startKey }),
    );
    yield* page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Orders in a state where work waits, oldest first; with `placedBefore`, those placed before it (byStatus). */
export async function* ordersIn(status: OrderStatus, placedBefore?: Date): AsyncGenerator<OrderRecord> {
  const before = placedBefore ? { ':before': placedBefore.toISOString() } : {};
  yield* indexPages({
    IndexName: 'byStatus',
    KeyConditionExpression: `statusKey = :status${placedBefore ? ' AND createdAt < :before' : ''}`,
    ExpressionAttributeValues: { ':status': statusKey(status), ...before },
  }) as AsyncGenerator<OrderRecord>;
}

/** Every order placed with an email, a guest's too, newest first (byEmail). */
export async function* ordersWithEmail(email: string): AsyncGenerator<OrderRecord> {
  yield* indexPages({
    IndexName: 'byEmail',
    KeyConditionExpression: 'emailKey = :key',
    ExpressionAttributeValues: { ':key': emailKey(email) },
    ScanIndexForward: false,
  }) as AsyncGenerator<OrderRecord>;
}

/**
 * The orders a logged-in customer placed for their own email (the sparse byCustomer index),
 * page by page; `attributes` reads only those of each order.
 */
export async function* customerOrders<K extends keyof OrderRecord>(
  email: string,
  options: { newestFirst?: boolean; attributes?: readonly K[] } = {},
): AsyncGenerator<Pick<OrderRecord, K>> {
  const projection = options.attributes?.length
    ? {
        ProjectionExpression: options.attributes.map((_, i) => `#a${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(options.attributes.map((name, i) => [`#a${i}`, name])),
      }
    : {};
  yield* indexPages({
    IndexName: 'byCustomer',
    KeyConditionExpression: 'customerKey = :customer',
    ExpressionAttributeValues: { ':customer': customerKey(email) },
    ScanIndexForward: !options.newestFirst,
    ...projection,
  }) as AsyncGenerator<Pick<OrderRecord, K>>;
}

/** The order with this number and email: the byEmail index on the day its number names, filtered by the number. */
export async function orderNumbered(orderNumber: string, email: string): Promise<OrderRecord | undefined> {
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

export const dynamoOrderReader: OrderReader = {
  order: getOrder,
  orders: getOrders,
  inState: ordersIn,
  withEmail: ordersWithEmail,
  ofCustomer: customerOrders,
  numbered: orderNumbered,
};
