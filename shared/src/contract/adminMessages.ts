import * as z from 'zod/mini';

/** The back office's messages desk (docs/decisions/042): the contact form's inbox. */

/** GET /api/admin/messages?show=open|all: open ones (not handled) unless all are asked for. */
export const MessageListQuery = z.object({ show: z.optional(z.enum(['open', 'all'], 'Show open or all messages.')) });

/** A message's id at the desk: when it came in (milliseconds) and its own id, which find it without a Scan. */
export const MessageParams = z.object({
  id: z.string('Which message?').check(z.regex(/^\d{13}-[0-9a-z]{1,40}$/, 'There is no such message.')),
});

export interface AdminMessageRow {
  id: string;
  receivedAt: string;
  email: string;
  firstName: string;
  lastName: string;
  text: string;
  /** Present once handled: by whom and when. */
  handled?: { at: string; by: { id: string; email: string } };
}

export interface AdminMessageList {
  data: AdminMessageRow[];
}
