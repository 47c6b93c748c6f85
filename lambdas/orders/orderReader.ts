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
