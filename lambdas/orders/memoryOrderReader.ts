import type { OrderStatus } from '@shop/shared/contract/orders';
import { statusKey } from './orderLifecycle.ts';
import { type OrderReader, placedOn } from './orderReader.ts';
import { customerKey, emailKey, type OrderRecord } from './orderRecord.ts';

/**
 * The orders in memory, for the rule tests: it passes the same contract as the DynamoDB reader
 * (orderReaderContract.ts). Its indexes hold an order as the table's sparse indexes do, by the
 * keys the order carries (`statusKey`, `emailKey`, `customerKey`), ordered by `createdAt`; each
 * call copies what it hands out, as a round trip to a table would.
 */
export function memoryOrderReader(given: readonly OrderRecord[]): OrderReader {
  const orders = new Map(given.map((order) => [order.id, structuredClone(order)]));
  const indexed = (key: keyof Pick<OrderRecord, 'statusKey' | 'emailKey' | 'customerKey'>, value: string, newestFirst: boolean) =>
    [...orders.values()]
      .filter((order) => order[key] === value)
      .sort((a, b) => (newestFirst ? -1 : 1) * (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0))
      .map((order) => structuredClone(order));
  const pick = <K extends keyof OrderRecord>(order: OrderRecord, attributes?: readonly K[]): Pick<OrderRecord, K> =>
    attributes?.length
      ? (Object.fromEntries(attributes.filter((name) => name in order).map((name) => [name, order[name]])) as Pick<OrderRecord, K>)
      : order;
  return {
    async order(id) {
      const order = orders.get(id);
      return order && structuredClone(order);
    },
    async orders(ids) {
      return [...new Set(ids)].flatMap((id) => {
        const order = orders.get(id);
        return order ? [structuredClone(order)] : [];
      });
    },
    async *inState(status: OrderStatus, placedBefore?: Date) {
      const before = placedBefore?.toISOString();
      yield* indexed('statusKey', statusKey(status), false).filter((order) => !before || order.createdAt < before);
    },
    async *withEmail(email) {
      yield* indexed('emailKey', emailKey(email), true);
    },
    async *ofCustomer(email, options = {}) {
      for (const order of indexed('customerKey', customerKey(email), options.newestFirst ?? false)) yield pick(order, options.attributes);
    },
    async numbered(orderNumber, email) {
      const day = placedOn(orderNumber);
      if (!day) return undefined;
      return indexed('emailKey', emailKey(email), false).find(
        (order) => order.number === orderNumber && order.createdAt >= day.from && order.createdAt <= day.to,
      );
    },
  };
}
