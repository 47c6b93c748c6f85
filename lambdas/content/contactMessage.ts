import type { ContactFormRequest } from '@shop/shared/contract/content';

/** A contact message as the content table keeps it (written by contactForm.ts, read by the inbox, the mail and the person's data). */
export interface ContactMessageItem extends ContactFormRequest {
  pk: string;
  sk: string;
  id: string;
  receivedAt: string;
  saleSpotId?: string;
  forwardedAt?: string;
  personKey: string;
  createdAt: string;
  /** Epoch seconds: DynamoDB deletes the message by itself after the retention period. */
  expiresAt: number;
}
