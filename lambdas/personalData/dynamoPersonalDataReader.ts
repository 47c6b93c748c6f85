import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoNewsletterReader } from '../content/dynamoContentReader.ts';
import { customerPersonKey, emailPersonKey, PERSON_INDEX } from '../content/personKey.ts';
import { type InvoiceRecord, invoiceKey } from '../invoices/invoiceStore.ts';
import { batchGetOrdersTable, customerOrders } from '../orders/dynamoOrderReader.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import type { ReviewItem } from '../reviews/reviewKeys.ts';
import { dynamoWithdrawalReader } from '../withdrawals/dynamoWithdrawalReader.ts';
import type { WithdrawalRecord } from '../withdrawals/withdrawalRecord.ts';
import { FOREVER } from '../withdrawals/withdrawalStore.ts';
import { type AuditRecord, auditPartition, auditRecord } from './audit.ts';
import type { EmailItem, PersonalDataReader } from './personalDataStore.ts';

/**
 * The person's data read from the shop's tables (docs/decisions/024-personal-data.md): the
 * content table's byPerson index (reviews by the account's id, back-in-stock requests and
 * contact messages by the email), the orders table (orders by the customer's index, invoices by
 * key), the withdrawals' byWithdrawal index; and the audit records in the customers table, the
 * only thing the export writes.
 */
const content = () => tableName('content');

/** Every content item that names this person (the byPerson index), page by page. */
async function* personItems<T>(personKey: string): AsyncGenerator<T> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: content(),
        IndexName: PERSON_INDEX,
        KeyConditionExpression: 'personKey = :person',
        ExpressionAttributeValues: { ':person': personKey },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) yield item as T;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** The invoices of these orders, by their keys (the orders table's BatchGetItem, 100 at a time). */
async function invoicesOf(orders: readonly Pick<OrderRecord, 'invoiceId'>[]): Promise<InvoiceRecord[]> {
  const ids = new Set(orders.flatMap((order) => (order.invoiceId ? [order.invoiceId] : [])));
  return (await batchGetOrdersTable([...ids].map(invoiceKey))) as unknown as InvoiceRecord[];
}

/**
 * The withdrawals from these orders: the byWithdrawal index from the first order's day on (a
 * withdrawal comes after its order), kept when it names one of them.
 */
async function withdrawalsFrom(orders: readonly Pick<OrderRecord, 'id' | 'createdAt'>[]): Promise<WithdrawalRecord[]> {
  if (orders.length === 0) return [];
  const ids = new Set(orders.map((order) => order.id));
  const from = orders.map((order) => order.createdAt).sort()[0] as string;
  // Up to the end of time rather than now: a clock a little behind the one that stamped it still finds it.
  const all = await dynamoWithdrawalReader.received({ from, to: FOREVER });
  return all.filter((withdrawal) => ids.has(withdrawal.orderId));
}

export const dynamoPersonalDataReader: PersonalDataReader = {
  ordersOf: (email) => customerOrders(email),
  reviewsBy: (customerId) => personItems<ReviewItem>(customerPersonKey(customerId)),
  keptFor: (email) => personItems<EmailItem>(emailPersonKey(email)),
  newsletterOf: (email) => dynamoNewsletterReader.subscriber(email),
  invoicesOf,
  withdrawalsFrom,
  async audit(customerId, action, at) {
    await dynamo().send(new PutCommand({ TableName: tableName('customers'), Item: auditRecord(customerId, action, at) }));
  },
  async auditTrail(customerId) {
    const { Items } = await dynamo().send(
      new QueryCommand({
        TableName: tableName('customers'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': auditPartition(customerId) },
        ConsistentRead: true,
      }),
    );
    return (Items ?? []) as AuditRecord[];
  },
};
