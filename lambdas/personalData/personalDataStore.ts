import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  DeleteCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { FORMER_CUSTOMER } from '@shop/shared/contract/personalData';
import { newsletterTokenKey, subscriberKey } from '../content/contentKeys.ts';
import { dynamoNewsletterReader } from '../content/dynamoContentReader.ts';
import type { SubscriberItem } from '../content/newsletterItems.ts';
import { PERSON_INDEX } from '../content/personKey.ts';
import { type InvoiceRecord, invoiceKey } from '../invoices/invoiceStore.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';
import { orderKey } from '../orders/orderRecord.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure, transactionCancelReasons } from '../platform/dynamo.ts';
import { newOutboxRecord } from '../platform/outbox.ts';
import { reviewerKey } from '../reviews/reviewKeys.ts';
import type { WithdrawalRecord } from '../withdrawals/withdrawalRecord.ts';
import { dynamoWithdrawalReader } from '../withdrawals/dynamoWithdrawalReader.ts';
import { FOREVER } from '../withdrawals/withdrawalStore.ts';
import type { AccountMail } from '../accounts/accountMail.ts';
import { auditRecord } from './audit.ts';
import { hashCode } from '../accounts/oneTimeCode.ts';
import { type CustomerRecord, customerAccountKey, customerIdKey, DELETIONS_DUE, languageOfAccount } from '../accounts/customerRecord.ts';

/**
 * Reads and writes of a customer's personal data across the tables, each found by a key or an
 * index (docs/decisions/024-personal-data.md); every write here can be done twice.
 */

type Key = { pk: string; sk: string };
const content = () => tableName('content');

/** Every content item that names this person (the byPerson index), page by page. */
export async function* personItems<T extends Key>(personKey: string): AsyncGenerator<T> {
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

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

export const newsletterOf = (email: string): Promise<SubscriberItem | undefined> => dynamoNewsletterReader.subscriber(email);

/** The invoices of these orders, by their keys (BatchGetItem, 100 at a time). */
export async function invoicesOf(orders: readonly Pick<OrderRecord, 'invoiceId'>[]): Promise<InvoiceRecord[]> {
  const ids = [...new Set(orders.flatMap((order) => (order.invoiceId ? [order.invoiceId] : [])))];
  const found: InvoiceRecord[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = ids.slice(i, i + 100).map(invoiceKey);
    while (keys?.length) {
      const answer: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName('orders')]: { Keys: keys, ConsistentRead: true } } }),
      );
      found.push(...((answer.Responses?.[tableName('orders')] ?? []) as InvoiceRecord[]));
      keys = answer.UnprocessedKeys?.[tableName('orders')]?.Keys;
    }
  }
  return found;
}

/**
 * The withdrawals from these orders: the byWithdrawal index from the first order's day on (a
 * withdrawal comes after its order), kept when it names one of them.
 */
export async function withdrawalsFrom(orders: readonly Pick<OrderRecord, 'id' | 'createdAt'>[]): Promise<WithdrawalRecord[]> {
  if (orders.length === 0) return [];
  const ids = new Set(orders.map((order) => order.id));
  const from = orders.map((order) => order.createdAt).sort()[0] as string;
  // Up to the end of time rather than now: a clock a little behind the one that stamped it still finds it.
  const all = await dynamoWithdrawalReader.received({ from, to: FOREVER });
  return all.filter((withdrawal) => ids.has(withdrawal.orderId));
}

/** Deletes a content item; one already gone is fine. */
export async function deleteContentItem(key: Key): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName('content'), Key: { pk: key.pk, sk: key.sk } }));
}

/** Ends the email's newsletter subscription: the subscriber and its unsubscribe link's pointer go. */
export async function deleteNewsletterSubscriber(email: string): Promise<void> {
  const subscriber = await dynamoNewsletterReader.subscriber(email);
  if (!subscriber) return;
  if (subscriber.unsubscribeToken) await deleteContentItem(newsletterTokenKey(hashCode(subscriber.unsubscribeToken)));
  await deleteContentItem(subscriberKey(email));
}

/**
 * A deleted account's review stays on the product under an anonymous name, with its stars and
 * text (positions stay dense, so every page still costs one Query); the account's id goes from
 * it, and so does the item that kept the account to one review of the product.
 */
export async function anonymiseReview(review: Key & { productId: string }, customerId: string): Promise<void> {
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: content(),
            Key: { pk: review.pk, sk: review.sk },
            UpdateExpression: 'SET createdBy = :name, customerId = :none REMOVE personKey',
            ExpressionAttributeValues: { ':name': FORMER_CUSTOMER, ':none': '' },
          },
        },
        { Delete: { TableName: content(), Key: reviewerKey(review.productId, customerId) } },
      ],
    }),
  );
}

/** What an anonymised order's email becomes: an address of the reserved `.invalid` domain, which no mail reaches. */
export const ANONYMISED_EMAIL = 'anonymised@invalid';

/**
 * Takes the person out of a closed order: email, names, street, phone and tracking go; what was
 * sold, for how much, when, how it was paid, the invoice's id and the countries (VAT) stay. The
 * order leaves the customer's and the email's indexes, and forgets the counters of unpaid orders
 * it counted in, whose keys hold the email and the client's address (a closed order is counted
 * out of them already and never counted again). Conditional on it still being the customer's,
 * so a second run changes nothing; the version goes up, so a move of the order that read it
 * before acts again on what it now is.
 */
export async function anonymiseOrder(order: Pick<OrderRecord, 'id' | 'customerKey' | 'deliveryAddress' | 'billingAddress'>, now: Date) {
  const empty = { firstName: '', lastName: '', street: '', streetNo: '', city: '', zipCode: '', phone: '' };
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('orders'),
        Key: orderKey(order.id),
        UpdateExpression:
          'SET email = :email, deliveryAddress = :delivery, billingAddress = :billing, anonymisedAt = :now, updatedAt = :now, ' +
          'version = if_not_exists(version, :zero) + :one REMOVE customerKey, emailKey, shipment, unpaidCounters',
        ConditionExpression: 'customerKey = :customer',
        ExpressionAttributeValues: {
          ':email': ANONYMISED_EMAIL,
          ':delivery': { ...empty, country: order.deliveryAddress.country },
          ':billing': order.billingAddress?.country ? { country: order.billingAddress.country } : {},
          ':now': now.toISOString(),
          ':zero': 0,
          ':one': 1,
          ':customer': order.customerKey,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The account marked as being deleted, with the request's audit record, unless it is already. */
export async function markDeleting(account: CustomerRecord, now: Date): Promise<void> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName('customers'),
              Key: customerAccountKey(account.email),
              // The byDue index lists accounts whose deletion is under way, for the retention job to finish.
              UpdateExpression: 'SET #status = :deleting, dueKey = :due, dueAt = :now, updatedAt = :now',
              ConditionExpression: 'id = :id AND #status = :active',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':deleting': 'DELETING',
                ':active': 'ACTIVE',
                ':due': DELETIONS_DUE,
                ':now': now.toISOString(),
                ':id': account.id,
              },
            },
          },
          { Put: { TableName: tableName('customers'), Item: auditRecord(account.id, 'DELETION_REQUESTED', now) } },
        ],
      }),
    );
  } catch (error) {
    if (transactionCancelReasons(error)?.[0] !== 'ConditionalCheckFailed') throw error;
  }
}

/** Accounts whose deletion began before `before` and has not ended (a function died on the way). */
export async function unfinishedDeletions(before: Date, limit: number): Promise<CustomerRecord[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName('customers'),
      IndexName: 'byDue',
      KeyConditionExpression: 'dueKey = :due AND dueAt <= :before',
      ExpressionAttributeValues: { ':due': DELETIONS_DUE, ':before': before.toISOString() },
      Limit: limit,
    }),
  );
  return (Items ?? []) as CustomerRecord[];
}

/**
 * The last step, in one transaction: the account and its id pointer go, the audit record of the
 * deletion and the confirmation mail (to the customers table's outbox) come. A second run finds
 * no account and does nothing.
 */
export async function removeAccount(account: CustomerRecord, now: Date): Promise<'removed' | 'gone'> {
  const mail: AccountMail = {
    kind: 'accountDeleted',
    email: account.email,
    firstName: account.firstName,
    language: languageOfAccount(account),
  };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName('customers'),
              Key: customerAccountKey(account.email),
              ConditionExpression: 'id = :id',
              ExpressionAttributeValues: { ':id': account.id },
            },
          },
          { Delete: { TableName: tableName('customers'), Key: customerIdKey(account.id) } },
          { Put: { TableName: tableName('customers'), Item: auditRecord(account.id, 'ACCOUNT_DELETED', now) } },
          { Put: { TableName: tableName('customers'), Item: newOutboxRecord(`account-deleted-${account.id}`, mail, now.toISOString()) } },
        ],
      }),
    );
    return 'removed';
  } catch (error) {
    if (transactionCancelReasons(error)?.[0] === 'ConditionalCheckFailed') return 'gone';
    throw error;
  }
}
