import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';

/**
 * Key layout of back-in-stock requests in the content table (docs/decisions/008-storefront.md):
 *
 *   NOTIFY#<productId>#<size>   E#<email>   one shopper waiting for one size of one product
 *   THROTTLE#notify-client#<address>   W#<n>   requests from one client address in window n (TTL)
 *
 * The back-in-stock mail reads a size's subscribers with one Query on `NOTIFY#<productId>#<size>`;
 * the email in the sort key makes a repeated request the same item.
 */
export const stockNotificationPartition = (productId: string, size: string) => `NOTIFY#${productId}#${size}`;
export const stockNotificationKey = (productId: string, size: string, email: string) => ({
  pk: stockNotificationPartition(productId, size),
  sk: `E#${email}`,
});

export interface StockNotificationItem {
  pk: string;
  sk: string;
  email: string;
  productId: string;
  size: string;
  createdAt: string;
  /** The email, for the byPerson index (lambdas/content/personKey.ts). */
  personKey?: string;
  /** The language the shopper asked in, which the email is written in; absent on older requests: English. */
  language?: Language;
}

export const languageOfRequest = (item: Pick<StockNotificationItem, 'language'>): Language => item.language ?? DEFAULT_LANGUAGE;
