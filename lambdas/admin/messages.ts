import { IMAGE_UPLOAD_MESSAGES } from '@shop/shared/contract/adminImages';
import { staffMessagesOf } from '@shop/shared/messages';

/*
 * What the back office's desks answer staff (English only, decision 048), a set per desk. The
 * products desk says the catalog's (CATALOG), the blog desk the blog's (content/blogDesk.ts).
 */

/**
 * The orders desk's, `adminOrders.*`. A refusal another use case words (an order's step, its
 * invoice, a withdrawal) keeps its words and gets the code of what was refused.
 */
export const ADMIN_ORDERS = /* @__PURE__ */ staffMessagesOf('adminOrders', {
  noSuchOrder: 'There is no such order.',
  chooseStatus: 'Choose a status, or search by order number or email.',
  statusRequired: 'Choose a status.',
  foundByEmail: ({ status }: { status: string }) => `Orders that are ${status} are found by the customer's email.`,
  searchByEmail: 'Search by email for this status.',
  /** The order cannot take the step (orders/operatorSteps.ts): its state, and why. */
  stepRefused: ({ reason }: { reason: string }) => reason,
  /** The order has no invoice to give (orders/resendInvoice.ts). */
  noInvoice: ({ reason }: { reason: string }) => reason,
  /** Its invoice cannot be an eRačun (invoices/ubl.ts). */
  notAnERacun: ({ reason }: { reason: string }) => reason,
  /** The invoice's mail was not sent: the address is on the suppression list (orders/resendInvoice.ts). */
  invoiceNotSent: ({ reason }: { reason: string }) => reason,
  /** The withdrawal cannot be handled so (withdrawals/handleWithdrawal.ts). */
  withdrawalRefused: ({ reason }: { reason: string }) => reason,
});

/** The images desk's, `adminImages.*`. */
export const ADMIN_IMAGES = /* @__PURE__ */ staffMessagesOf('adminImages', {
  noSuchUpload: 'There is no such upload: put the file first, or choose it again (an upload is kept for 15 minutes).',
  tooLarge: IMAGE_UPLOAD_MESSAGES.tooLarge,
  /** What the photo's content turned out to be (images/photos.ts#checkPhoto). */
  notAPhoto: ({ problem }: { problem: string }) => `The file is ${problem}`,
  /** What went wrong making and storing its variants. */
  notStored: ({ problems }: { problems: readonly string[] }) => problems.join(' '),
});
