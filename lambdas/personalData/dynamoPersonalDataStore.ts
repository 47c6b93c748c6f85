import { DeleteCommand, QueryCommand, type QueryCommandOutput, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { FORMER_CUSTOMER } from '@shop/shared/contract/personalData';
import { CODES_DUE, type CustomerRecord, customerAccountKey, customerIdKey, DELETIONS_DUE } from '../accounts/customerRecord.ts';
import { hashCode } from '../accounts/oneTimeCode.ts';
import { newsletterTokenKey, subscriberKey } from '../content/contentKeys.ts';
import { dynamoNewsletterReader } from '../content/dynamoContentReader.ts';
import { type OrderRecord, orderKey } from '../orders/orderRecord.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure, transactionCancelReasons } from '../platform/dynamo.ts';
import { newOutboxRecord } from '../platform/outbox.ts';
import { type ReviewItem, reviewerKey } from '../reviews/reviewKeys.ts';
import { ANONYMISED_EMAIL, anonymisedAddress, anonymisedBilling } from './anonymised.ts';
import { auditRecord } from './audit.ts';
import { dynamoPersonalDataReader } from './dynamoPersonalDataReader.ts';
import { accountDeletedMail, codesAfter, type ItemKey, type PersonalDataReader, type PersonalDataStore } from './personalDataStore.ts';

/** The deletion's writes on the shop's tables, over the reads of dynamoPersonalDataReader.ts. */
const content = () => tableName('content');

async function forget(key: ItemKey): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: content(), Key: { pk: key.pk, sk: key.sk } }));
}

async function endNewsletter(email: string): Promise<void> {
  const subscriber = await dynamoNewsletterReader.subscriber(email);
  if (!subscriber) return;
  if (subscriber.unsubscribeToken) await forget(newsletterTokenKey(hashCode(subscriber.unsubscribeToken)));
  await forget(subscriberKey(email));
}

/** Positions stay dense, so every page of the product's reviews still costs one Query. */
async function anonymiseReview(review: ItemKey & Pick<ReviewItem, 'productId'>, customerId: string): Promise<void> {
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

/**
 * The order leaves the customer's and the email's indexes, and forgets the counters of unpaid
 * orders it counted in, whose keys hold the email and the client's address (a closed order is
 * counted out of them already and never counted again). Conditional on it still being the
 * customer's, so a second run changes nothing; the version goes up, so a move of the order that
 * read it before acts again on what it now is.
 */
async function anonymiseOrder(order: Pick<OrderRecord, 'id' | 'customerKey' | 'deliveryAddress' | 'billingAddress'>, now: Date) {
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
          ':delivery': anonymisedAddress(order.deliveryAddress.country),
          ':billing': anonymisedBilling(order),
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

async function markDeleting(account: CustomerRecord, now: Date): Promise<void> {
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

async function unfinishedDeletions(before: Date, limit: number): Promise<CustomerRecord[]> {
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

/** One transaction; a second run finds no account and does nothing. */
async function removeAccount(account: CustomerRecord, now: Date): Promise<'removed' | 'gone'> {
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
          {
            Put: {
              TableName: tableName('customers'),
              Item: newOutboxRecord(`account-deleted-${account.id}`, accountDeletedMail(account), now.toISOString()),
            },
          },
        ],
      }),
    );
    return 'removed';
  } catch (error) {
    if (transactionCancelReasons(error)?.[0] === 'ConditionalCheckFailed') return 'gone';
    throw error;
  }
}

/** How many months before the cutoff the job looks back: the earlier ones went in earlier runs (or by TTL). */
const MONTHS_LOOKED_BACK = 24;

/** The `CM#<yyyy-mm>` partitions from MONTHS_LOOKED_BACK months before the cutoff's month to it. */
function monthsUpTo(cutoff: Date): string[] {
  const months: string[] = [];
  for (let back = MONTHS_LOOKED_BACK; back >= 0; back--) {
    const month = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() - back, 1));
    months.push(`CM#${month.toISOString().slice(0, 7)}`);
  }
  return months;
}

/** A Query on each month's partition, keys only. */
async function forgetContactMessagesBefore(cutoff: Date): Promise<number> {
  let deleted = 0;
  for (const month of monthsUpTo(cutoff)) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({
          TableName: content(),
          KeyConditionExpression: 'pk = :month AND sk < :cutoff',
          ExpressionAttributeValues: { ':month': month, ':cutoff': cutoff.toISOString() },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey: startKey,
        }),
      );
      for (const key of (page.Items ?? []) as ItemKey[]) {
        await forget(key);
        deleted++;
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return deleted;
}

/**
 * Found by the byDue index (an account holding a code is listed there by its expiry). Each
 * account loses the expired codes and leaves the index, or, holding a newer code, is listed
 * again by that code's expiry.
 */
async function removeCodesExpiredBefore(cutoff: Date): Promise<number> {
  let removed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: tableName('customers'),
        IndexName: 'byDue',
        KeyConditionExpression: 'dueKey = :codes AND dueAt < :cutoff',
        ExpressionAttributeValues: { ':codes': CODES_DUE, ':cutoff': cutoff.toISOString() },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const account of (page.Items ?? []) as CustomerRecord[]) {
      const after = codesAfter(account, cutoff);
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableName('customers'),
            Key: { pk: account.pk, sk: account.sk },
            UpdateExpression: `${after.next ? 'SET dueAt = :next ' : ''}${after.remove.length ? `REMOVE ${after.remove.join(', ')}` : ''}`,
            // A code sent, or a deletion begun, since the index was read: left for the next run.
            ConditionExpression: 'dueKey = :codes AND dueAt = :read',
            ExpressionAttributeValues: { ':codes': CODES_DUE, ':read': account.dueAt, ...(after.next ? { ':next': after.next } : {}) },
          }),
        );
        removed += after.removed;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return removed;
}

/** The writes over a reader: made by a call esbuild may drop, so a function that only reads (the export) bundles none of them. */
const withWrites = (reader: PersonalDataReader): PersonalDataStore => ({
  ...reader,
  markDeleting,
  unfinishedDeletions,
  endNewsletter,
  forget,
  anonymiseReview,
  anonymiseOrder,
  removeAccount,
  forgetContactMessagesBefore,
  removeCodesExpiredBefore,
});

export const dynamoPersonalDataStore = /* @__PURE__ */ withWrites(dynamoPersonalDataReader);
