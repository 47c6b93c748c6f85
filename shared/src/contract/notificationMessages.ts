/**
 * What the notify-me call (POST /api/productNotifications, SPEC §5) answers: its confirmation and
 * its refusals, apart from the schemas in notifications.ts so that a message table imports them without zod.
 */
export const NOTIFICATION_MESSAGES = {
  /** What the shopper reads once asked, the first time and every time after. */
  subscribed: ({ size }: { size: string }) => `Thank you! We will email you when size ${size} is back in stock.`,
  noSuchSize: ({ size }: { size: string }) => `This product has no size ${size}.`,
  tooManyRequests: 'Too many requests from your network.',
} as const;
