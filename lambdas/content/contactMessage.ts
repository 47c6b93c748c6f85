import type { ContactFormRequest } from '@shop/shared/contract/content';

/** A contact message as the form keeps it (contactForm.ts), read by the inbox, the mail and the person's data. */
export interface ContactMessage extends ContactFormRequest {
  id: string;
  receivedAt: string;
  saleSpotId?: string;
  forwardedAt?: string;
  personKey: string;
  createdAt: string;
  /** Epoch seconds: DynamoDB deletes the message by itself after the retention period. */
  expiresAt: number;
  /** Present once handled at the back office's desk: by whom and when. */
  handled?: { at: string; by: { id: string; email: string } };
}

/** A contact message as the content table keeps it, under the month it came in (contentKeys.ts). */
export interface ContactMessageItem extends ContactMessage {
  pk: string;
  sk: string;
}

/** A message found by when it came in and its id, which make its key. */
export type MessageRef = Pick<ContactMessage, 'receivedAt' | 'id'>;
