import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import type { ProductNotificationRequest } from '@shop/shared/contract/notifications';
import type { Answered } from '@shop/shared/messages';
import { type ThrottleRule, countAttempt, tooManyRequests } from '../accounts/throttle.ts';
import { getProduct } from '../catalog/catalogStore.ts';
import { emailPersonKey } from '../content/personKey.ts';
import type { Clock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { badRequest, notFound } from '../platform/errors.ts';
import { type StockNotificationItem, stockNotificationKey } from './stockNotificationKeys.ts';
import { CATALOG } from '../catalog/messages.ts';
import { NOTIFICATIONS } from './messages.ts';

/** Notify-me requests from one client address; the counters live in the content table. */
export const NOTIFY_REQUESTS_PER_CLIENT: ThrottleRule = { name: 'notify-client', limit: 20, windowSeconds: 60 * 60, table: 'content' };

/**
 * POST /api/productNotifications: remembers that `email` wants to hear when `size` of a product
 * is back. Asking again for the same email, product and size keeps the first request (and its
 * time and language) and answers the same, so a double click or a retry subscribes once. The
 * email is written in the language the request was made in.
 */
export async function subscribeToStock(
  request: ProductNotificationRequest,
  client: string,
  deps: { clock: Clock },
  language: Language = DEFAULT_LANGUAGE,
): Promise<Answered> {
  const now = deps.clock.now();
  const over = await countAttempt([{ rule: NOTIFY_REQUESTS_PER_CLIENT, subject: client }], now);
  if (over) throw tooManyRequests(NOTIFICATIONS.tooManyRequests, over, now);
  const product = await getProduct(request.productId);
  if (!product?.active) throw notFound(CATALOG.noSuchProduct);
  if (!product.sizes.includes(request.size)) {
    const noSuchSize = NOTIFICATIONS.noSuchSize({ size: request.size });
    throw badRequest(noSuchSize, { size: noSuchSize });
  }
  const item: StockNotificationItem = {
    ...stockNotificationKey(product.id, request.size, request.email),
    email: request.email,
    productId: product.id,
    size: request.size,
    createdAt: now.toISOString(),
    personKey: emailPersonKey(request.email),
    language,
  };
  try {
    await dynamo().send(new PutCommand({ TableName: tableName('content'), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return { message: NOTIFICATIONS.subscribed({ size: request.size }) };
}
