import * as z from 'zod/mini';
import { Cents } from './common.ts';
import { ORDER_STATUSES, type OrderStatus } from './orders.ts';

/** The back office's orders desk (docs/decisions/036-back-office.md): the same steps as `npm run admin -- orders …`. */

export const OPERATOR_STEPS = [
  'transferReceived',
  'packed',
  'shipped',
  'readyForPickup',
  'delivered',
  'pickedUp',
  'refund',
  'cancel',
] as const;
export type OperatorStep = (typeof OPERATOR_STEPS)[number];

export const STEP_LABELS: Record<OperatorStep, string> = {
  transferReceived: 'Transfer received',
  packed: 'Packed',
  shipped: 'Shipped',
  readyForPickup: 'Ready for pickup',
  delivered: 'Delivered',
  pickedUp: 'Picked up',
  refund: 'Refund',
  cancel: 'Cancel the order',
};

const TrackingUrl = z.string('The tracking link is required.').check(
  z.trim(),
  z.maxLength(500, 'At most 500 characters.'),
  z.refine((value) => /^https:\/\/[^\s]+$/.test(value), 'The tracking link is the carrier’s https address of this parcel.'),
);

/** POST /api/admin/orders/{id}/steps */
export const OrderStepRequest = z.discriminatedUnion('step', [
  z.object({ step: z.literal('transferReceived') }),
  z.object({ step: z.literal('packed') }),
  z.object({
    step: z.literal('shipped'),
    carrier: z
      .string('The carrier is required.')
      .check(z.trim(), z.minLength(1, 'The carrier is required.'), z.maxLength(60, 'At most 60 characters.')),
    trackingUrl: TrackingUrl,
  }),
  z.object({ step: z.literal('readyForPickup') }),
  z.object({ step: z.literal('delivered') }),
  z.object({ step: z.literal('pickedUp') }),
  /** Cents; without an amount, what is left of what was paid. */
  z.object({ step: z.literal('refund'), amount: z.optional(Cents.check(z.minimum(1, 'The refund is at least 0,01 €.'))) }),
  /** An order not paid yet: its stock goes back and the customer is mailed. */
  z.object({ step: z.literal('cancel') }),
]);
export type OrderStepRequest = z.infer<typeof OrderStepRequest>;

/** GET /api/admin/orders?status=…&q=… */
export const OrderListQuery = z.object({
  status: z.optional(z.enum(ORDER_STATUSES, 'Not a status of an order.')),
  /** An order number (TK-…), an order id or a customer's email. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(254, 'At most 254 characters.'))),
});

export interface AdminOrderRow {
  id: string;
  number: string;
  status: OrderStatus;
  createdAt: string;
  email: string;
  total: number;
  deliveryMethod: string;
  paymentMethod?: string;
}

export interface AdminOrderList {
  data: AdminOrderRow[];
}

/** A product with sizes running out on the Office Warehouse shelf. */
export interface LowStockRow {
  productId: string;
  name: string;
  colorName: string;
  /** The sizes at or under the threshold, with the pieces left. */
  sizes: { size: string; pieces: number }[];
}

/** Something an order's move caused that failed every try (a refund, a mail, an invoice), given up. */
export interface FailedEffectRow {
  id: string;
  orderId: string;
  /** `refund 12,50 €`, `mail shipped`, `issueInvoice`. */
  what: string;
  attempts: number;
  lastError: string;
  /** When it was last tried. */
  at: string;
}

/** A withdrawal statement a customer sent through /withdrawal. */
export interface AdminWithdrawal {
  id: string;
  orderId: string;
  orderNumber: string;
  email: string;
  name: string;
  receivedAt: string;
  /** What it withdraws from, as the statement says it. */
  withdrawing: string[];
  reason: string | null;
  acknowledgedAt?: string;
  handledAt?: string;
  handledBy?: string;
  /** Cents refunded when it was handled. */
  handledRefund?: number;
  /** What handling it refunds unless another amount is given: the lines it names, or what is left of a whole order. */
  suggestedRefund?: number;
}

/** GET /api/admin/today: what waits for the people at the packing table. */
export interface TodayView {
  toPack: AdminOrderRow[];
  readyForPickup: AdminOrderRow[];
  /** Oldest first: the ones closest to being cancelled after 7 days. */
  awaitingTransfer: AdminOrderRow[];
  /** Sizes with this many pieces or fewer on the Office Warehouse shelf. */
  lowStockAt: number;
  lowStock: LowStockRow[];
  /** Newest first. */
  failedEffects: FailedEffectRow[];
  /** Received and not handled yet, oldest first. */
  withdrawals: AdminWithdrawal[];
}

/** POST /api/admin/withdrawals/{id}/handle: the items are back; the money goes back. */
export const HandleWithdrawalRequest = z.object({
  /** Cents; without it, what the statement withdraws from (capped at what is left to refund). */
  amount: z.optional(Cents.check(z.minimum(1, 'The refund is at least 0,01 €.'))),
});
export type HandleWithdrawalRequest = z.infer<typeof HandleWithdrawalRequest>;

export interface HandleWithdrawalResponse {
  withdrawal: AdminWithdrawal;
  order: AdminOrderView;
  /** False when it was handled already: nothing changed. */
  handled: boolean;
}

/** POST /api/admin/orders/{id}/invoice: the invoice mailed again to the order's address. */
export interface ResendInvoiceResponse {
  invoiceNumber: string;
  to: string;
}

/** GET /api/admin/orders/{id}: the order as the desk shows it, with the steps it takes now. */
export interface AdminOrderView extends AdminOrderRow {
  lines: {
    itemNo: number;
    productId: string;
    productName: string;
    productColorName: string;
    size: string;
    quantity: number;
    amount: number;
  }[];
  subtotal: number;
  shipping: number;
  discountCode: { name: string; percent: number } | null;
  giftCard: { code: string; applied: number } | null;
  refunded: number;
  paidAt?: string;
  cancelledAt?: string;
  invoiceId?: string;
  deliveryAddress: Record<string, unknown>;
  deliveryLocation?: string;
  shipment?: { carrier: string; trackingUrl: string; shippedAt?: string };
  steps: OperatorStep[];
  /** The withdrawal statements sent for it, oldest first. */
  withdrawals: AdminWithdrawal[];
}

export interface OrderStepResponse {
  order: AdminOrderView;
  /** False when the order was already where the step leads: nothing changed. */
  moved: boolean;
}
