import { Id } from '@shop/shared/contract/common';
import { OFFICE_WAREHOUSE } from '@shop/shared/stock';
import { setStock } from '../../lambdas/catalog/stock.ts';
import { HttpError } from '../../lambdas/platform/errors.ts';
import { defineCommand, OperatorError, positionals, stringOption } from './command.ts';
import { wholeNumber } from './operatorInput.ts';

/** `stock set`: the count of one size in one warehouse, as the operator counted it on the shelf (lambdas/catalog/stock.ts). */

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
      const result = await setStock(change).catch((error: unknown) => {
        throw error instanceof HttpError ? new OperatorError(error.message) : error;
      });
      const what = `${result.productName} (${change.productId}) size ${change.size} in ${change.warehouse}`;
      io.out(
        result.status === 'unchanged'
          ? `${what} already has ${result.after}; nothing changed.`
          : `${what}: ${result.before} → ${result.after}.`,
      );
    },
  }),
];
