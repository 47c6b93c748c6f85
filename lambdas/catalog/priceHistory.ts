import { PutCommand, QueryCommand, type QueryCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import type { TableChange } from '../platform/streamBatch.ts';
import type { PriceHistoryItem, ProductItem } from './catalogItems.ts';
import { priceHistoryKey, priceHistoryPartition, productKey } from './catalogKeys.ts';
import {
  type AppliedPrice,
  DAY_MS,
  type Offer,
  offeredPrice,
  PRIOR_PRICE_DAYS,
  type PriceRecord,
  priceRecordAfter,
  priceRecordOf,
  sameRecord,
} from './priorPrice.ts';

/**
 * The price history of every product (docs/decisions/020-omnibus-prices.md). The catalog
 * table's stream shows each change of a product, whoever made it (an import, an operator's
 * command, a hand edit in the console); when the price a shopper is offered changes, the new
 * price is recorded as `PRICE#<productId>` / `<ISO time>#<stream position>`, and the product
 * itself is given the record of its reduction (`priorPrice`, `reducedSince`), so that product
 * by id and the listings stay one read.
 */

/** How long a replaced price is kept: a little over the 30 days a prior price looks back. */
export const KEPT_AFTER_REPLACED_DAYS = PRIOR_PRICE_DAYS + 1;

const table = () => tableName('catalog');

/** One change of a product, as the stream gave it. */
export interface ProductChange {
  /** The product before; absent when it is new. */
  before?: ProductItem;
  after: ProductItem;
  /** When the change was made (epoch ms). */
  at: number;
  /** Its position in the stream: the same change delivered twice writes the same entry. */
  position: string;
}

/** The product of a stream record, or nothing when the item is not a product or was removed. */
export function productChange(change: TableChange, at: number, position: string): ProductChange | undefined {
  if (change.eventName !== 'INSERT' && change.eventName !== 'MODIFY') return undefined;
  const after = asProduct(change.newImage);
  if (!after) return undefined;
  return { before: change.eventName === 'MODIFY' ? asProduct(change.oldImage) : undefined, after, at, position };
}

function asProduct(image: Record<string, unknown> | undefined): ProductItem | undefined {
  if (!image || typeof image.id !== 'string' || typeof image.price !== 'number') return undefined;
  const key = productKey(image.id);
  if (image.pk !== key.pk || image.sk !== key.sk) return undefined;
  return { ...(image as unknown as ProductItem), discount: typeof image.discount === 'number' ? image.discount : 0 };
}

const expiresAfterReplaced = (replacedAt: number) => Math.floor(replacedAt / 1000) + KEPT_AFTER_REPLACED_DAYS * 86_400;

export function historyEntry(productId: string, offer: Offer, at: number, position: string): PriceHistoryItem {
  const iso = new Date(at).toISOString();
  return {
    ...priceHistoryKey(productId, iso, position),
    productId,
    at: iso,
    price: offeredPrice(offer),
    listPrice: offer.price,
    discount: offer.discount,
  };
}

const applied = (entry: PriceHistoryItem): AppliedPrice => ({ at: Date.parse(entry.at), price: entry.price });

/**
 * Records what a change did to a product's price. A change that leaves price and discount as
 * they were reads and writes nothing (unless a writer dropped the record, which is put back);
 * the stream's own write of the record is such a change, so it does not feed itself.
 */
export async function recordPriceChange(change: ProductChange): Promise<void> {
  const { before, after, at, position } = change;
  if (before && before.price === after.price && before.discount === after.discount) {
    await keepRecord(after, priceRecordAfter(before, after, [], at));
    return;
  }
  const entry = historyEntry(after.id, after, at, position);
  const history = await pricesBefore(after.id, entry.sk, at - PRIOR_PRICE_DAYS * DAY_MS);
  const latest = history[0];
  if (latest?.price !== entry.price) {
    await putOnce(entry);
    if (latest) {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: { pk: latest.pk, sk: latest.sk },
          UpdateExpression: 'SET expiresAt = :expiresAt',
          ExpressionAttributeValues: { ':expiresAt': expiresAfterReplaced(at) },
        }),
      );
    }
  }
  await keepRecord(after, priceRecordAfter(before, after, history.map(applied), at));
}

/** A record delivered again, after later changes replaced its price, leaves the entry's expiry as they set it. */
async function putOnce(entry: PriceHistoryItem): Promise<void> {
  try {
    await dynamo().send(new PutCommand({ TableName: table(), Item: entry, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * The prices before an entry, newest first, back to the one that applied when the 30 days
 * began: one Query on the product's history, a few items long.
 */
async function pricesBefore(productId: string, beforeSk: string, windowStart: number): Promise<PriceHistoryItem[]> {
  const found: PriceHistoryItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk < :sk',
        ExpressionAttributeValues: { ':pk': priceHistoryPartition(productId), ':sk': beforeSk },
        ScanIndexForward: false,
        ConsistentRead: true,
        Limit: 20,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of (page.Items ?? []) as PriceHistoryItem[]) {
      found.push(item);
      if (Date.parse(item.at) <= windowStart) return found;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/**
 * Gives the product the record it should carry, if it does not already. The write holds only
 * while the product still has the price and discount of this change; if it has moved on, the
 * change that moved it comes next and sets the record then.
 */
async function keepRecord(product: ProductItem, record: PriceRecord | undefined): Promise<void> {
  if (sameRecord(record, priceRecordOf(product))) return;
  const set = record
    ? {
        UpdateExpression: 'SET priorPrice = :priorPrice, reducedSince = :reducedSince',
        values: { ':priorPrice': record.priorPrice, ':reducedSince': record.reducedSince },
      }
    : { UpdateExpression: 'REMOVE priorPrice, reducedSince', values: {} };
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: productKey(product.id),
        UpdateExpression: set.UpdateExpression,
        ConditionExpression: '#price = :price AND #discount = :discount',
        ExpressionAttributeNames: { '#price': 'price', '#discount': 'discount' },
        ExpressionAttributeValues: { ...set.values, ':price': product.price, ':discount': product.discount },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Writes a product's past prices at once, oldest first, ending with the offer it has now, and
 * gives the product the record they make: for the demo shop, whose catalog is written before
 * the stream is read. Only if the product still has that offer.
 */
export async function writePriceHistory(productId: string, past: readonly (Offer & { at: number })[]): Promise<PriceRecord | undefined> {
  const entries: PriceHistoryItem[] = [];
  let product: (Offer & Partial<PriceRecord>) | undefined;
  for (const [i, step] of past.entries()) {
    const record = priceRecordAfter(product, step, entries.map(applied), step.at);
    const previous = entries.at(-1);
    if (previous?.price !== offeredPrice(step)) {
      if (previous) previous.expiresAt = expiresAfterReplaced(step.at);
      entries.push(historyEntry(productId, step, step.at, String(i)));
    }
    product = { ...step, ...record };
  }
  if (!product) return undefined;
  for (const entry of entries) await dynamo().send(new PutCommand({ TableName: table(), Item: entry }));
  const record = priceRecordOf(product);
  await keepRecord({ id: productId, price: product.price, discount: product.discount } as ProductItem, record);
  return record;
}

/**
 * The prices of the last 30 days, newest first, back to the one that applied when they began
 * (the back office shows them beside price and discount): one Query on the product's history.
 */
export async function recentPrices(productId: string, now: Date): Promise<PriceHistoryItem[]> {
  return pricesBefore(productId, '\uffff', now.getTime() - PRIOR_PRICE_DAYS * 24 * 60 * 60 * 1000);
}
