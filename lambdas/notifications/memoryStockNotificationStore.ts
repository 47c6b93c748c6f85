import { type StockNotificationItem, stockNotificationPartition } from './stockNotificationKeys.ts';
import type { StockNotificationStore } from './stockNotificationStore.ts';

/**
 * The back-in-stock requests in memory, for the rule tests: it passes the same contract as the
 * DynamoDB adapter (stockNotificationStoreContract.ts). Each call copies what it hands out and
 * takes in, as a round trip to a table would; a size's shoppers come in the table's order (by
 * the sort key's UTF-8 bytes, `E#<email>`).
 */
export function memoryStockNotificationStore(): StockNotificationStore {
  const requests = new Map<string, StockNotificationItem>();
  const keyOf = (item: { pk: string; sk: string }) => `${item.pk}\u0000${item.sk}`;
  const putNew = (item: StockNotificationItem) => {
    if (requests.has(keyOf(item))) return false;
    requests.set(keyOf(item), structuredClone(item));
    return true;
  };
  return {
    async remember(request) {
      return putNew(request) ? 'remembered' : 'alreadyWaiting';
    },

    async *waiting(productId, size) {
      const partition = stockNotificationPartition(productId, size);
      const shoppers = [...requests.values()]
        .filter((item) => item.pk === partition)
        .map(({ pk, sk }) => ({ pk, sk }))
        .sort((a, b) => Buffer.compare(Buffer.from(a.sk), Buffer.from(b.sk)));
      yield* shoppers;
    },

    async claim(shopper) {
      const item = requests.get(keyOf(shopper));
      requests.delete(keyOf(shopper));
      return item && structuredClone(item);
    },

    async putBack(request) {
      return putNew(request) ? 'restored' : 'askedAgain';
    },
  };
}
