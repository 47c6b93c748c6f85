import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { clearTables } from '../../test/tables.ts';
import type { AccountMail } from '../accounts/accountMail.ts';
import { type CustomerRecord, customerAccountKey, customerIdPointer } from '../accounts/customerRecord.ts';
import { hashCode } from '../accounts/oneTimeCode.ts';
import { newsletterTokenKey } from '../content/contentKeys.ts';
import { orderKey, type OrderRecord } from '../orders/orderRecord.ts';
import { tableName } from '../platform/config.ts';
import { chunks, dynamo } from '../platform/dynamo.ts';
import { effectKey } from '../platform/outboxKeys.ts';
import { reviewerKey, type ReviewItem } from '../reviews/reviewKeys.ts';
import type { TableName } from '../tables.ts';
import { dynamoPersonalDataStore } from './dynamoPersonalDataStore.ts';
import type { PersonalDataWorld } from './memoryPersonalDataStore.ts';
import type { ItemKey } from './personalDataStore.ts';
import { describePersonalDataStore } from './personalDataStoreContract.ts';

async function put(table: TableName, items: readonly object[]) {
  for (const batch of chunks(items, 25)) {
    await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName(table)]: batch.map((Item) => ({ PutRequest: { Item } })) } }));
  }
}

const get = async <T>(table: TableName, key: ItemKey) =>
  (await dynamo().send(new GetCommand({ TableName: tableName(table), Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }))).Item as
    | T
    | undefined;

/** The world written as the shop writes it: each account with its id's pointer, each review with the item holding its product to the account, each unsubscribe link's pointer. */
async function write(world: PersonalDataWorld) {
  await clearTables('customers', 'orders', 'content');
  await put(
    'customers',
    (world.accounts ?? []).flatMap((account) => [account, customerIdPointer(account)]),
  );
  await put('orders', [...(world.orders ?? []), ...(world.invoices ?? []), ...(world.withdrawals ?? [])]);
  await put('content', [
    ...(world.reviews ?? []).flatMap((review) => [review, { ...reviewerKey(review.productId, review.customerId), reviewId: review.id }]),
    ...(world.emailItems ?? []),
    ...(world.subscribers ?? []).flatMap((subscriber) => [
      subscriber,
      ...(subscriber.unsubscribeToken
        ? [{ ...newsletterTokenKey(hashCode(subscriber.unsubscribeToken)), email: subscriber.email, purpose: 'unsubscribe' }]
        : []),
    ]),
  ]);
}

describePersonalDataStore('DynamoDB (the customers, orders and content tables on DynamoDB Local)', async (world) => {
  await write(world);
  return {
    store: dynamoPersonalDataStore,
    account: (email) => get<CustomerRecord>('customers', customerAccountKey(email)),
    order: (id) => get<OrderRecord>('orders', orderKey(id)),
    review: (key) => get<ReviewItem>('content', key),
    holdsReviewer: async (productId, customerId) => (await get('content', reviewerKey(productId, customerId))) !== undefined,
    linkWorks: async (token) => (await get('content', newsletterTokenKey(hashCode(token)))) !== undefined,
    deletionMail: async (account) => (await get<{ effect: AccountMail }>('customers', effectKey(`account-deleted-${account.id}`)))?.effect,
  };
});
