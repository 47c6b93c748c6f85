import type { SizeStock, StockMessage } from './stock.ts';

/*
 * Apart from stock.ts, whose `officeStock` every product card needs on a page's first load: what
 * the cart checks when a quantity is set is needed only once the cart or checkout is open.
 */

export interface QuantityCheck {
  /** The quantity the line takes: the one asked for, or at most what the shop can sell of the size. */
  quantity: number;
  /** The name of the spec's message to show (STOCK_MESSAGES), or none when the stock covers the quantity or `limit` speaks instead. */
  message: StockMessage | null;
  preOrder: boolean;
  /** Set when more was asked for than the shop can sell: the most that can be ordered of the size. */
  limit: number | null;
}

/** What the shop can sell of a size: its stock, and on a pre-orderable product also its pre-order quantity. */
export function orderableQuantity(stock: SizeStock, preOrderable: boolean): number {
  return Math.max(0, stock.inStock) + (preOrderable ? Math.max(0, stock.preOrder) : 0);
}

/**
 * What the cart says when a quantity is set (SPEC §4): up to the stock all is well; past it, up
 * to the stock plus the pre-order quantity of a pre-orderable product, the line becomes a
 * pre-order. Past what can be ordered no pre-order is promised (docs/decisions/074): the quantity
 * is cut to that (a line keeps at least one piece, for the shopper to remove) and `limit` says how
 * many can be ordered.
 */
export function checkQuantity(quantity: number, stock: SizeStock, preOrderable: boolean): QuantityCheck {
  const orderable = orderableQuantity(stock, preOrderable);
  if (quantity > orderable) {
    const capped = Math.max(1, orderable);
    return { quantity: capped, message: null, preOrder: Math.min(capped, orderable) > stock.inStock, limit: orderable };
  }
  if (quantity <= stock.inStock) return { quantity, message: null, preOrder: false, limit: null };
  return { quantity, message: 'addingPreOrder', preOrder: true, limit: null };
}
