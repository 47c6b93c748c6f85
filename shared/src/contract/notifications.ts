import * as z from 'zod/mini';
import { Email, Id } from './common.ts';
import { NOTIFICATION_MESSAGES } from './notificationMessages.ts';

/** POST /api/productNotifications: tell me when this size is back (SPEC §5 Notify-me). */
export const ProductNotificationRequest = z.object({
  email: Email,
  productId: Id,
  size: z
    .string('Please choose a size.')
    .check(z.trim(), z.minLength(1, 'Please choose a size.'), z.maxLength(20, 'A size is at most 20 characters.')),
});
export type ProductNotificationRequest = z.infer<typeof ProductNotificationRequest>;

export interface ProductNotificationResponse {
  message: string;
}

/** What the shopper reads once asked, the first time and every time after. */
export const notifyConfirmation = (size: string) => NOTIFICATION_MESSAGES.subscribed({ size });
