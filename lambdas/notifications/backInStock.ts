import type { ProductItem } from '../catalog/catalogItems.ts';
import { productKey } from '../catalog/catalogKeys.ts';
import { log } from '../platform/log.ts';
import { countMetric } from '../platform/metrics.ts';
import { type AnnouncedProduct, backInStockEmail } from './backInStockEmail.ts';
import { languageOfRequest, type StockNotificationItem } from './stockNotificationKeys.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';
import type { StockNotificationStore } from './stockNotificationStore.ts';

/**
 * Back-in-stock emails (docs/decisions/011-back-in-stock.md). The catalog table's stream
 * tells of every change to a product, whoever made it (an operator, a cancelled order giving
 * its pieces back, a hand edit of the table); a size whose Office Warehouse stock rises from
 * nothing to something is back, and everyone waiting for it hears so once.
 */

/** One change of one catalog item, as a stream record carries it (images unmarshalled). */
export interface CatalogChange {
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE';
  oldImage?: Record<string, unknown>;
  newImage?: Record<string, unknown>;
}

/** A size of a product that has just come back, with what its email tells of the product. */
export interface SizeBackInStock {
  productId: string;
  size: string;
  product: AnnouncedProduct;
}

/**
 * The sizes a change brought back: Office Warehouse pieces were 0 or absent before and are
 * more now. Only active products count; a new product counts as having had nothing; a removed
 * product brings nothing back.
 */
export function sizesBackInStock(change: CatalogChange): SizeBackInStock[] {
  if (change.eventName !== 'INSERT' && change.eventName !== 'MODIFY') return [];
  const product = asProduct(change.newImage);
  if (!product?.active) return [];
  const before = change.eventName === 'INSERT' ? {} : (asProduct(change.oldImage)?.stock ?? {});
  return Object.keys(product.stock ?? {})
    .filter((size) => pieces(product.stock, size) > 0 && pieces(before, size) <= 0)
    .map((size) => ({
      productId: product.id,
      size,
      product: {
        id: product.id,
        name: product.name,
        colorName: product.colorName,
        price: product.price,
        discount: product.discount ?? 0,
        ...(product.hr ? { hr: product.hr } : {}),
      },
    }));
}

function asProduct(image: Record<string, unknown> | undefined): ProductItem | undefined {
  if (!image || typeof image.id !== 'string') return undefined;
  const key = productKey(image.id);
  return image.pk === key.pk && image.sk === key.sk ? (image as unknown as ProductItem) : undefined;
}

function pieces(stock: Record<string, unknown> | undefined, size: string): number {
  const quantity = stock?.[size];
  return typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : 0;
}

export interface AnnouncePorts extends MailingPorts {
  notifications: StockNotificationStore;
}

/**
 * Emails everyone waiting for each size, each in the language they asked in, and closes their request. Each subscription is first
 * claimed by deleting it (only one delivery of a record can win that), and only then mailed;
 * if the mail fails, the subscription is put back and the error thrown, so the stream retries
 * the record and the shopper is mailed on a later attempt, once.
 */
export async function announceBackInStock(sizes: readonly SizeBackInStock[], ports: AnnouncePorts): Promise<{ sent: number }> {
  let sent = 0;
  for (const back of sizes) {
    for await (const shopper of ports.notifications.waiting(back.productId, back.size)) {
      const subscription = await ports.notifications.claim(shopper);
      if (!subscription) continue;
      try {
        await ports.mailer.send({
          ...backInStockEmail(subscription.email, back.product, back.size, ports.shopUrl, languageOfRequest(subscription)),
          idempotencyKey: `back-in-stock:${subscription.pk}:${subscription.sk}:${subscription.createdAt}`,
        });
      } catch (error) {
        await putBack(subscription, ports.notifications);
        throw error;
      }
      sent += 1;
      countMetric('BackInStockEmailSent');
      const waitedDays = (ports.clock.now().getTime() - Date.parse(subscription.createdAt)) / 86_400_000;
      log.info('back-in-stock email sent', { productId: back.productId, size: back.size, waitedDays: Math.round(waitedDays * 10) / 10 });
    }
  }
  return { sent };
}

/** Undoes a claim whose mail failed; a request the shopper made again meanwhile stays as it is. */
async function putBack(subscription: StockNotificationItem, notifications: StockNotificationStore): Promise<void> {
  try {
    await notifications.putBack(subscription);
  } catch (error) {
    // The mail error is what the caller must see; this one says which request to restore by hand.
    log.error('back-in-stock subscription could not be put back after a failed email', {
      pk: subscription.pk,
      sk: subscription.sk,
      error,
    });
  }
}
