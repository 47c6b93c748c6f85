import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import type { TableChange } from '../platform/streamBatch.ts';
import type { ProductItem } from './catalogItems.ts';
import { asProductItem } from './facetIndex.ts';

/**
 * Sizes running out on the Office Warehouse shelf, for the back office's Today: a size with
 * `LOW_STOCK_AT` pieces or fewer (0 included) of an active product. The catalog stream keeps one
 * item per such product in one partition (docs/decisions/044), so Today reads them with one
 * Query, never the whole catalog.
 */
export const LOW_STOCK_AT = 2;
const PARTITION = 'LOWSTOCK' as const;
export const lowStockKey = (productId: string) => ({ pk: PARTITION, sk: productId });

export interface LowStockItem {
  pk: typeof PARTITION;
  sk: string;
  productId: string;
  name: string;
  colorName: string;
  /** Pieces on the shelf, by size, of the sizes at or under the threshold. */
  sizes: Record<string, number>;
}

/** The sizes of a product at or under the threshold; none for a product not sold (inactive, or gone). */
export function lowSizes(product: Pick<ProductItem, 'sizes' | 'stock' | 'active'> | undefined): Record<string, number> {
  if (!product?.active) return {};
  return Object.fromEntries(
    product.sizes.map((size) => [size, product.stock?.[size] ?? 0] as const).filter(([, pieces]) => pieces <= LOW_STOCK_AT),
  );
}

const same = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([size, n]) => b[size] === n);

/** The low-stock item a product should have: none when no size is low (or it is not sold). */
export function lowStockItem(product: ProductItem | undefined): LowStockItem | undefined {
  const low = lowSizes(product);
  if (!product || Object.keys(low).length === 0) return undefined;
  return { ...lowStockKey(product.id), productId: product.id, name: product.name, colorName: product.colorName, sizes: low };
}

/** Whether two low-stock items (or their absence) say the same. */
export const sameLowStock = (a: LowStockItem | undefined, b: LowStockItem | undefined): boolean =>
  a === undefined || b === undefined
    ? a === b
    : a.productId === b.productId && a.name === b.name && a.colorName === b.colorName && same(a.sizes, b.sizes);

/** Writes a product's low-stock item, or deletes it when there is none. */
export async function writeLowStock(productId: string, item: LowStockItem | undefined): Promise<void> {
  if (item) await dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item: item }));
  else await dynamo().send(new DeleteCommand({ TableName: tableName('catalog'), Key: lowStockKey(productId) }));
}

/** Keeps the low-stock items in step with the products a stream batch changed; other items pass. */
export async function keepLowStock(changes: readonly TableChange[]): Promise<void> {
  for (const change of changes) {
    const before = asProductItem(change.oldImage);
    const after = asProductItem(change.newImage);
    const product = after ?? before;
    if (!product) continue;
    const next = lowStockItem(after);
    if (before && sameLowStock(lowStockItem(before), next)) continue;
    await writeLowStock(product.id, next);
  }
}

/** Every product with a size at or under the threshold, by id: one Query of one partition. */
export async function lowStock(): Promise<LowStockItem[]> {
  const found: LowStockItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('catalog'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': PARTITION },
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((page.Items ?? []) as LowStockItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}
