import * as z from 'zod/mini';

/** The back office's failed events desk (docs/decisions/045): the queues' dead letters, owners only. */

/** The shop's queues whose messages can fail: provider events, and the orders' outbox lanes. */
export const FAILED_EVENT_QUEUES = ['paymentEvents', 'paymentEffects', 'invoiceEffects'] as const;
export type FailedEventQueue = (typeof FAILED_EVENT_QUEUES)[number];

/** What each queue carries, in the desk's words. */
export const FAILED_EVENT_QUEUE_NAMES: Record<FailedEventQueue, string> = {
  paymentEvents: 'Payment events',
  paymentEffects: 'Refunds and payment pages to close',
  invoiceEffects: 'Invoices and receipts to CIS',
};

export const FailedEventParams = z.object({
  queue: z.enum(FAILED_EVENT_QUEUES, 'There is no such queue.'),
  messageId: z.string('Which message?').check(z.regex(/^[A-Za-z0-9-]{1,100}$/, 'There is no such message.')),
});

export interface FailedEventRow {
  queue: FailedEventQueue;
  messageId: string;
  /** What it is about, from its body: the provider event's type and id, or the effect's kind and order. */
  summary: string;
  body: string;
  /** When it was first sent to its queue. */
  sentAt?: string;
  /** How often it was received (delivered and failed, and looked at here). */
  receiveCount?: number;
}

/** GET /api/admin/failedEvents */
export interface FailedEventList {
  data: FailedEventRow[];
}

/** POST /api/admin/failedEvents/{queue}/{messageId}/replay | drop */
export interface FailedEventOutcome {
  queue: FailedEventQueue;
  messageId: string;
  outcome: 'replayed' | 'dropped';
}
