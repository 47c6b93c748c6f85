import type { OrderStatus } from '@shop/shared/contract/orders';
import { shopOrderReader } from '../../lambdas/orders/orderAdapters.ts';
import { LISTED_STATES } from '../../lambdas/orders/orderLifecycle.ts';
import { firstOrders } from '../../lambdas/orders/orderReader.ts';
import type { OrderRecord } from '../../lambdas/orders/orderRecord.ts';
import { scanPages } from './operatorScan.ts';

/**
 * Orders as an operator finds them: by id, or by the order number a bank transfer's reference
 * carries; listed through the orders' reader (lambdas/orders/orderReader.ts: the states work
 * is waiting in, oldest first; an email's orders, newest first, guests' too), or for ended states
 * by reading the whole table in pages, as an operator's job may and a request path may not.
 */

const ORDER_NUMBER = /^TK-\d{6}-[0-9A-Z]{5}$/i;

/** The newest `limit` orders of a status, from the whole table: a job's Scan, not a request path's. */
async function scanByStatus(status: OrderStatus, limit: number): Promise<OrderRecord[]> {
  const found: OrderRecord[] = [];
  const filter = { filter: 'begins_with(pk, :prefix) AND #status = :status', names: { '#status': 'status' } };
  for await (const page of scanPages('orders', { ...filter, values: { ':prefix': 'O#', ':status': status } })) {
    found.push(...(page as unknown as OrderRecord[]));
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

export async function listOrders(query: { status?: OrderStatus; customer?: string; limit: number }): Promise<OrderRecord[]> {
  if (query.customer) return firstOrders(shopOrderReader.withEmail(query.customer), query.limit, query.status);
  if (query.status && LISTED_STATES.has(query.status)) return firstOrders(shopOrderReader.inState(query.status), query.limit);
  if (query.status) return scanByStatus(query.status, query.limit);
  throw new Error('listOrders needs a status or a customer');
}

/** An order by its id or by its number (TK-YYMMDD-XXXXX); undefined when there is none. */
export async function findOrder(reference: string): Promise<OrderRecord | undefined> {
  const byId = await shopOrderReader.order(reference);
  if (byId || !ORDER_NUMBER.test(reference)) return byId;
  const number = reference.toUpperCase();
  // Most look-ups by number are of a transfer just received: those are in the small sparse index.
  for await (const awaiting of shopOrderReader.inState('AWAITING_TRANSFER'))
    if (awaiting.number === number) return shopOrderReader.order(awaiting.id);
  const filter = { filter: 'begins_with(pk, :prefix) AND #number = :number', names: { '#number': 'number' } };
  for await (const page of scanPages('orders', { ...filter, values: { ':prefix': 'O#', ':number': number } })) {
    const [match] = page as unknown as OrderRecord[];
    if (match) return shopOrderReader.order(match.id);
  }
  return undefined;
}
