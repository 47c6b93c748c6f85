import type { StockNotificationItem } from './stockNotificationKeys.ts';

/** A shopper waiting for a size: the product, the size and the email (stockNotificationKeys.ts). */
export type WaitingShopper = Pick<StockNotificationItem, 'pk' | 'sk'>;

/**
 * The back-in-stock requests, in the notifications' words (docs/decisions/011-back-in-stock.md,
 * 088-stores-as-ports.md): one adapter on the content table (dynamoStockNotificationStore.ts),
 * one fake in memory (memoryStockNotificationStore.ts), both held to stockNotificationStoreContract.ts.
 */
export interface StockNotificationStore {
  /**
   * Remembers a shopper's request; one for the same product, size and email is kept as it was
   * (its time and language), and the answer says so.
   */
  remember(request: StockNotificationItem): Promise<'remembered' | 'alreadyWaiting'>;
  /** Everyone waiting for a size, as of now (read consistently), page by page. */
  waiting(productId: string, size: string): AsyncIterable<WaitingShopper>;
  /**
   * Takes a request off the list and hands it over, or nothing when it is gone (another delivery
   * of the same news took it): of two claims of one request, one wins.
   */
  claim(shopper: WaitingShopper): Promise<StockNotificationItem | undefined>;
  /**
   * Puts a claimed request back (its mail failed); a request the shopper made again meanwhile
   * stays as it is ('askedAgain').
   */
  putBack(request: StockNotificationItem): Promise<'restored' | 'askedAgain'>;
}
