import type { OrderStatus } from '@shop/shared/contract/orders';
import type { OrderRecord } from './orderRecord.ts';

/**
 * The orders as their readers find them, in the orders' words (docs/decisions/088): one adapter on
 * the orders table (dynamoOrderReader.ts), one fake in memory (memoryOrderReader.ts), both held to
 * orderReaderContract.ts. The order's writes stay with its one writer (orderStore.ts).
 */
export interface OrderReader {
  /** An order by id, as last written (read consistently). */
  order(id: string): Promise<OrderRecord | undefined>;
  /** Orders by id, as last written, leaving out ids that are no order. */
  orders(ids: readonly string[]): Promise<OrderRecord[]>;
  /**
   * The orders in a state where work waits (LISTED_STATES: the sparse byStatus index holds no
   * other), oldest first; with `placedBefore`, those placed before it.
   */
  inState(status: OrderStatus, placedBefore?: Date): AsyncIterable<OrderRecord>;
  /** Every order placed with an email, a guest's too, in any case of its letters, newest first (byEmail). */
  withEmail(email: string): AsyncIterable<OrderRecord>;
  /**
   * The orders a logged-in customer placed for their own email (byCustomer), oldest first or
   * newest first; `attributes` reads only those of each order.
   */
  ofCustomer<K extends keyof OrderRecord>(
    email: string,
    options?: { newestFirst?: boolean; attributes?: readonly K[] },
  ): AsyncIterable<Pick<OrderRecord, K>>;
  /**
   * The order with this number placed with this email, a guest's too (a withdrawal statement
   * names its order so); undefined when there is none, when the number belongs to another
   * address, or when it is no order number. Reads only the day the number says it was placed on.
   */
  numbered(orderNumber: string, email: string): Promise<OrderRecord | undefined>;
}

/**
 * The day an order was placed, in UTC, read from its number (TK-YYMMDD-…, lambdas/platform/ids.ts
 * writes it from the same instant as the order's createdAt): a look-up by number reads that one
 * day of the address's orders, not all of them.
 */
export function placedOn(orderNumber: string): { from: string; to: string } | undefined {
  const match = /^TK-(\d{2})(\d{2})(\d{2})-/.exec(orderNumber);
  if (!match) return undefined;
  const day = `20${match[1]}-${match[2]}-${match[3]}`;
  return { from: `${day}T00:00:00.000Z`, to: `${day}T23:59:59.999Z` };
}

/** The first `limit` orders a reading finds (of a status, when one is given), without reading further. */
export async function firstOrders(orders: AsyncIterable<OrderRecord>, limit: number, status?: OrderStatus): Promise<OrderRecord[]> {
  const found: OrderRecord[] = [];
  for await (const order of orders) {
    if (found.length >= limit) break;
    if (!status || order.status === status) found.push(order);
  }
  return found;
}
