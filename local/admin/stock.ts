import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Id } from '@shop/shared/contract/common';
import { OFFICE_WAREHOUSE } from '@shop/shared/stock';
import { productKey } from '../../lambdas/catalog/catalogKeys.ts';
import { getProduct } from '../../lambdas/catalog/catalogStore.ts';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo, isConditionFailure } from '../../lambdas/platform/dynamo.ts';
import { defineCommand, OperatorError, positionals, stringOption } from './command.ts';
import { wholeNumber } from './operatorInput.ts';

/** `stock set`: the count of one size in one warehouse, as the operator counted it on the shelf. */

export interface StockChange {
  productId: string;
  size: string;
  quantity: number;
  warehouse: string;
}

export type StockResult = { status: 'changed' | 'unchanged'; productName: string; before: number; after: number };

const ATTEMPTS = 5;

/**
 * Sets the count of one size with a conditional update: it applies only if the count is still
 * the one just read, so a sale at the same moment is not silently overwritten; it is read
 * again and retried instead. The catalog table's stream carries the change on (back-in-stock mail).
 */
export async function setStock(change: StockChange): Promise<StockResult> {
  const { productId, size, quantity, warehouse } = change;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const product = await getProduct(productId);
    if (!product) throw new OperatorError(`There is no product ${productId}.`);
    if (!product.sizes.includes(size)) {
      throw new OperatorError(`Product ${productId} has no size "${size}"; its sizes are ${product.sizes.join(', ')}.`);
    }
    const names: Record<string, string> = { '#size': size };
    const values: Record<string, unknown> = { ':quantity': quantity, ':size': size };
    const conditions = ['attribute_exists(pk)', 'contains(sizes, :size)'];
    let field: string;
    let before: number | undefined;
    if (warehouse === OFFICE_WAREHOUSE) {
      field = 'stock.#size';
      before = product.stock[size];
    } else {
      const index = product.otherWarehouses.findIndex((w) => w.name === warehouse);
      if (index < 0) {
        const known = [OFFICE_WAREHOUSE, ...product.otherWarehouses.map((w) => w.name)].map((n) => `"${n}"`).join(', ');
        throw new OperatorError(`Product ${productId} keeps no stock in "${warehouse}"; its warehouses are ${known}.`);
      }
      field = `otherWarehouses[${index}].quantities.#size`;
      before = product.otherWarehouses[index]?.quantities[size];
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

export const stockCommands = [
  defineCommand({
    group: 'stock',
    name: 'set',
    summary: 'set the count of one size of a product in a warehouse',
    usage: `stock set <productId> <size> <quantity> [--warehouse NAME]`,
    description: `
Sets how many pieces of one size there are, e.g. after counting the shelf or receiving goods.
Only the "${OFFICE_WAREHOUSE}" is sold from; other warehouses are shown for information.
The write is conditional: if an order takes a piece at the same moment, the count is read
again and set then, never lost. Other sizes and other fields are not touched. A size going
from 0 to more reaches the shoppers waiting for it through the catalog table's stream.`,
    options: {
      warehouse: { type: 'string', value: 'NAME', description: `the warehouse (default "${OFFICE_WAREHOUSE}")` },
    },
    examples: ['stock set adult-linen-wrap-dress-sage L 12', 'stock set adult-linen-wrap-dress-sage M 3 --warehouse "Kaptol Store"'],
    parse({ positionals: words, values }, problems) {
      const [productId, size, quantity] = positionals(words, ['productId', 'size', 'quantity'], problems);
      if (productId !== undefined && !Id.safeParse(productId).success) problems.add(`"${productId}" is not a product id.`);
      if (size !== undefined && (size.trim() === '' || size.length > 20)) problems.add('size must be 1 to 20 characters.');
      const warehouse = (stringOption(values, 'warehouse') ?? OFFICE_WAREHOUSE).trim();
      if (warehouse === '') problems.add('--warehouse must name a warehouse.');
      return {
        productId: productId as string,
        size: size as string,
        quantity: wholeNumber(quantity, 'quantity', problems, { min: 0, max: 1_000_000 }) as number,
        warehouse,
      };
    },
    async run(change, { io }) {
      const result = await setStock(change);
      const what = `${result.productName} (${change.productId}) size ${change.size} in ${change.warehouse}`;
      io.out(
        result.status === 'unchanged'
          ? `${what} already has ${result.after}; nothing changed.`
          : `${what}: ${result.before} → ${result.after}.`,
      );
    },
  }),
];
