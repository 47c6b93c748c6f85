import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { OFFICE_WAREHOUSE } from '@shop/shared/stock';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { badRequest, notFound } from '../platform/errors.ts';
import { productKey } from './catalogKeys.ts';
import { getProduct } from './catalogStore.ts';
import { CATALOG_DESK } from './messages.ts';

/**
 * The count of one size in one warehouse, as staff counted it on the shelf: `npm run admin --
 * stock set` and the back office's products desk both call `setStock`. The catalog table's
 * stream carries a change on: a size going from 0 to more sends the back-in-stock mails
 * (lambdas/notifications), and the pages and the facet index follow.
 */

export interface StockChange {
  productId: string;
  size: string;
  quantity: number;
  warehouse: string;
  /** The pieces on the shelf (default), or those that can still be pre-ordered. */
  kind?: 'stock' | 'preOrder';
}

export type StockResult = { status: 'changed' | 'unchanged'; productName: string; before: number; after: number };

const ATTEMPTS = 5;

/**
 * Sets the count with a conditional update: it applies only if the count is still the one just
 * read, so a sale at the same moment is not silently overwritten; it is read again and retried
 * instead. Other sizes and other fields are not touched. An unknown product is a 404, a size or
 * warehouse the product does not have a 400 (the command line prints the message).
 */
export async function setStock(change: StockChange): Promise<StockResult> {
  const { productId, size, quantity, warehouse } = change;
  const preOrder = change.kind === 'preOrder';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const product = await getProduct(productId);
    if (!product) throw notFound(CATALOG_DESK.noProduct({ productId }));
    if (!product.sizes.includes(size)) {
      throw badRequest(CATALOG_DESK.noSuchSize({ productId, size, sizes: product.sizes }), { size: CATALOG_DESK.noSize });
    }
    const names: Record<string, string> = { '#size': size };
    const values: Record<string, unknown> = { ':quantity': quantity, ':size': size };
    const conditions = ['attribute_exists(pk)', 'contains(sizes, :size)'];
    let field: string;
    let before: number | undefined;
    if (warehouse === OFFICE_WAREHOUSE) {
      field = preOrder ? 'preOrderStock.#size' : 'stock.#size';
      before = (preOrder ? product.preOrderStock : product.stock)[size];
    } else {
      const index = product.otherWarehouses.findIndex((w) => w.name === warehouse);
      if (index < 0) {
        const known = [OFFICE_WAREHOUSE, ...product.otherWarehouses.map((w) => w.name)].map((n) => `"${n}"`).join(', ');
        throw badRequest(CATALOG_DESK.noSuchWarehouse({ productId, warehouse, known }), { warehouse: CATALOG_DESK.noWarehouse });
      }
      const counts = preOrder ? 'preOrderQuantities' : 'quantities';
      field = `otherWarehouses[${index}].${counts}.#size`;
      before = product.otherWarehouses[index]?.[counts][size];
      // The list's order is part of the path: it must still be this warehouse at that place.
      conditions.push(`otherWarehouses[${index}].#name = :warehouse`);
      names['#name'] = 'name';
      values[':warehouse'] = warehouse;
    }
    if (before === quantity) return { status: 'unchanged', productName: product.name, before, after: quantity };
    if (before === undefined) conditions.push(`attribute_not_exists(${field})`);
    else {
      conditions.push(`${field} = :before`);
      values[':before'] = before;
    }
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName('catalog'),
          Key: productKey(productId),
          UpdateExpression: `SET ${field} = :quantity`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
      return { status: 'changed', productName: product.name, before: before ?? 0, after: quantity };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Sold or changed since it was read: read it again.
    }
  }
  throw new Error(`The stock of ${productId} size ${size} kept changing while it was being set; try again.`);
}
