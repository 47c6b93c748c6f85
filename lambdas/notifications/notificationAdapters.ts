import { countAttempt } from '../accounts/throttle.ts';
import { getProduct } from '../catalog/catalogStore.ts';
import type { Clock } from '../platform/clock.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';
import type { AnnouncePorts } from './backInStock.ts';
import { dynamoStockNotificationStore } from './dynamoStockNotificationStore.ts';
import type { NotifyPorts } from './subscribeToStock.ts';

/** The back-in-stock use cases wired to the shop's tables: the handler's and the catalog stream's. */
export const shopStockNotifications = dynamoStockNotificationStore;

export const shopNotifyPorts = (clock: Clock): NotifyPorts => ({
  clock,
  notifications: shopStockNotifications,
  product: getProduct,
  countAttempt,
});

export const shopAnnouncePorts = (mailing: MailingPorts): AnnouncePorts => ({ ...mailing, notifications: shopStockNotifications });
