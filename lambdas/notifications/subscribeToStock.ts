import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import type { ProductNotificationRequest } from '@shop/shared/contract/notifications';
import type { Answered } from '@shop/shared/messages';
import { type CountAttempt, type ThrottleRule, tooManyRequests } from '../accounts/throttle.ts';
import type { ProductItem } from '../catalog/catalogItems.ts';
import { emailPersonKey } from '../content/personKey.ts';
import type { Clock } from '../platform/clock.ts';
import { badRequest, notFound } from '../platform/errors.ts';
import { stockNotificationKey } from './stockNotificationKeys.ts';
import { CATALOG } from '../catalog/messages.ts';
import { NOTIFICATIONS } from './messages.ts';
import type { StockNotificationStore } from './stockNotificationStore.ts';

/** Notify-me requests from one client address; the counters live in the content table. */
export const NOTIFY_REQUESTS_PER_CLIENT: ThrottleRule = { name: 'notify-client', limit: 20, windowSeconds: 60 * 60, table: 'content' };

/** What asking to hear of a size works with (notificationAdapters.ts wires the shop's). */
export interface NotifyPorts {
  clock: Clock;
  notifications: StockNotificationStore;
  /** The product as the catalog has it now, or nothing when there is none. */
  product(productId: string): Promise<Pick<ProductItem, 'id' | 'active' | 'sizes'> | undefined>;
  countAttempt: CountAttempt;
}

/**
 * POST /api/productNotifications: remembers that `email` wants to hear when `size` of a product
 * is back. Asking again for the same email, product and size keeps the first request (and its
 * time and language) and answers the same, so a double click or a retry subscribes once. The
 * email is written in the language the request was made in.
 */
export async function subscribeToStock(
  request: ProductNotificationRequest,
  client: string,
  ports: NotifyPorts,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Answered> {
  const now = ports.clock.now();
  const over = await ports.countAttempt([{ rule: NOTIFY_REQUESTS_PER_CLIENT, subject: client }], now);
  if (over) throw tooManyRequests(NOTIFICATIONS.tooManyRequests, over, now);
  const product = await ports.product(request.productId);
  if (!product?.active) throw notFound(CATALOG.noSuchProduct);
  if (!product.sizes.includes(request.size)) {
    const noSuchSize = NOTIFICATIONS.noSuchSize({ size: request.size });
    throw badRequest(noSuchSize, { size: noSuchSize });
  }
  await ports.notifications.remember({
    ...stockNotificationKey(product.id, request.size, request.email),
    email: request.email,
    productId: product.id,
    size: request.size,
    createdAt: now.toISOString(),
    personKey: emailPersonKey(request.email),
    language,
  });
  return { message: NOTIFICATIONS.subscribed({ size: request.size }) };
}
