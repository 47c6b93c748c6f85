import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { type DiscountCodeItem, discountKey, type GiftCardItem, giftCardKey } from './promotionItems.ts';
import type { PromotionReader } from './promotionStore.ts';

/**
 * The codes and cards in the promotions table, read (key layout in promotionItems.ts; the writes
 * are dynamoPromotionStore.ts's). The throttle's counters of misses share the table
 * (lookUpPromotion.ts), under keys of their own that no read here meets.
 */

export const promotionsTable = () => tableName('promotions');

/*
 * Each read is a function of its own, which the writer takes in by name: a writer that spread
 * this reader into itself would be kept by the bundler wherever the wiring (promotionAdapters.ts)
 * is imported, and every function that only looks codes up would look like a writer to its grants.
 */

export async function discountCodeNamed(name: string): Promise<DiscountCodeItem | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: promotionsTable(), Key: discountKey(name) }));
  return Item as DiscountCodeItem | undefined;
}

export async function giftCardOfCode(code: string): Promise<GiftCardItem | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: promotionsTable(), Key: giftCardKey(code) }));
  return Item as GiftCardItem | undefined;
}

/**
 * Every item of one kind, through the `byKind` index (the table's sort key, `D` or `G`, as its
 * partition key): a Query, never a Scan, and the items made before the index are in it too.
 */
async function allOfKind<T>(kind: 'D' | 'G'): Promise<T[]> {
  const found: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: promotionsTable(),
        IndexName: 'byKind',
        KeyConditionExpression: 'sk = :kind',
        ExpressionAttributeValues: { ':kind': kind },
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

export const everyDiscountCode = () => allOfKind<DiscountCodeItem>('D');
export const everyGiftCard = () => allOfKind<GiftCardItem>('G');

export const dynamoPromotionReader: PromotionReader = {
  discountCode: discountCodeNamed,
  giftCard: giftCardOfCode,
  discountCodes: everyDiscountCode,
  giftCards: everyGiftCard,
};
