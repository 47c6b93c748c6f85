import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DisabledMark } from '@shop/shared/contract/adminPromotions';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { discountCodeNamed, everyDiscountCode, everyGiftCard, giftCardOfCode, promotionsTable } from './dynamoPromotionReader.ts';
import { type DiscountCodeItem, discountKey, type GiftCardItem, giftCardKey } from './promotionItems.ts';
import type { NotDisabled, PromotionStore } from './promotionStore.ts';

/** The codes and cards in the promotions table, read and written (key layout in promotionItems.ts). */

/** Puts a new item on condition that its key is free. */
async function putNew<T extends DiscountCodeItem | GiftCardItem>(item: T): Promise<T | 'taken'> {
  try {
    await dynamo().send(new PutCommand({ TableName: promotionsTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return item;
  } catch (error) {
    if (isConditionFailure(error)) return 'taken';
    throw error;
  }
}

/** Sets the mark on condition that the item is there and not marked yet; on a refusal, one read says which it was. */
async function disable<T extends DiscountCodeItem | GiftCardItem>(
  key: { pk: string; sk: string },
  mark: DisabledMark,
): Promise<T | NotDisabled> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: promotionsTable(),
        Key: key,
        UpdateExpression: 'SET disabled = :disabled',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(disabled)',
        ExpressionAttributeValues: { ':disabled': mark },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes as T;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await dynamo().send(new GetCommand({ TableName: promotionsTable(), Key: key, ConsistentRead: true }));
    return Item ? 'disabledAlready' : 'unknown';
  }
}

export const dynamoPromotionStore: PromotionStore = {
  // The reads by name, not spread: dynamoPromotionReader.ts says why.
  discountCode: discountCodeNamed,
  giftCard: giftCardOfCode,
  discountCodes: everyDiscountCode,
  giftCards: everyGiftCard,

  // The key last, so an item handed in with keys of its own is still kept under its name.
  addDiscountCode: (code) => putNew<DiscountCodeItem>({ ...code, ...discountKey(code.name) }),
  addGiftCard: (card) => putNew<GiftCardItem>({ ...card, ...giftCardKey(card.code) }),
  disableDiscountCode: (name, mark) => disable<DiscountCodeItem>(discountKey(name), mark),
  disableGiftCard: (code, mark) => disable<GiftCardItem>(giftCardKey(code), mark),
};
