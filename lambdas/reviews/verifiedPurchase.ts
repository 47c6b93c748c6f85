import type { OrderStatus } from '@shop/shared/contract/orders';
import type { OrderReader } from '../orders/orderReader.ts';
import { PAID_FOR_STATES } from '../orders/orderRecord.ts';

/** The states of an order that was paid and not all given back. */
export const BOUGHT_STATES: ReadonlySet<OrderStatus> = new Set(PAID_FOR_STATES);

/**
 * Whether the customer logged in as `email` has a paid order with a line of the product. Only
 * orders placed logged in count (the orders table's `byCustomer` index): anyone can type an
 * email at a guest checkout. A customer's history is small; it is read until a match.
 */
export async function hasBought(email: string, productId: string, orders: Pick<OrderReader, 'ofCustomer'>): Promise<boolean> {
  for await (const order of orders.ofCustomer(email, { attributes: ['status', 'lines'] })) {
    if (BOUGHT_STATES.has(order.status) && order.lines?.some((line) => line.productId === productId)) return true;
  }
  return false;
}
