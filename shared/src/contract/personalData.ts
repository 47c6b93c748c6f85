import * as z from 'zod/mini';
import type { Language } from '../language.ts';
import { PERSONAL_DATA_MESSAGES } from './personalDataMessages.ts';

/**
 * The customer's own data: GET /api/auth/exportMyData (GDPR Art. 15 and 20) and
 * POST /api/auth/deleteMe (Art. 17). What is kept, anonymised or deleted, and why:
 * docs/decisions/024-personal-data.md.
 */

const M = PERSONAL_DATA_MESSAGES;

/** POST /api/auth/deleteMe: the password, asked again. */
export const DeleteAccountRequest = z.object({
  password: z.string(M.passwordRequired).check(z.minLength(1, M.passwordRequired), z.maxLength(1024, M.wrongPassword)),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/** The name a deleted customer's reviews keep. */
export const FORMER_CUSTOMER = 'Former customer';

/** The file the export downloads as. */
export const exportFileName = (date: Date) => `tkanica-my-data-${date.toISOString().slice(0, 10)}.json`;

/** One kind of what the shop keeps, as the export lists it. */
export interface PersonalDataExport {
  exportedAt: string;
  controller: { name: string; email: string };
  account: Record<string, unknown>;
  addresses: Record<string, unknown>[];
  children: Record<string, unknown>[];
  orders: Record<string, unknown>[];
  invoices: { invoiceNumber: string; orderNumber: string; issuedAt: string | null }[];
  reviews: Record<string, unknown>[];
  newsletter: Record<string, unknown> | null;
  /** `language`: the one its email will be written in (docs/decisions/047). */
  backInStockNotices: { productId: string; size: string; createdAt: string; language: Language }[];
  contactMessages: Record<string, unknown>[];
  withdrawals: Record<string, unknown>[];
}

export { PERSONAL_DATA_MESSAGES };
