import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { type DiscountCodeItem, type GiftCardItem, discountKey, giftCardKey } from './promotionItems.ts';

const table = () => tableName('promotions');

export async function getDiscountCode(name: string): Promise<DiscountCodeItem | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: discountKey(name) }));
  return Item as DiscountCodeItem | undefined;
}

export async function getGiftCard(code: string): Promise<GiftCardItem | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: giftCardKey(code) }));
  return Item as GiftCardItem | undefined;
}
