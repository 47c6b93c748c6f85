import * as z from 'zod/mini';
import type { DeliveryLocation, DeliveryMethod } from '../shipping.ts';
import type { DistanceSalesLevel } from '../vat.ts';
import { Cents } from './common.ts';
import type { DeliveryAddress } from './orderParties.ts';
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

/** Pieces of an order's lines that came back: each line at most once, at least one piece. */
export const RestockLines = z
  .array(
    z.object({
      itemNo: z.int('A line is named by its number.').check(z.minimum(1, 'A line is named by its number.')),
      quantity: z
        .int('How many pieces came back is a whole number.')
        .check(z.minimum(1, 'At least one piece came back.'), z.maximum(999, 'At most 999 pieces.')),
    }),
    'The pieces that came back are a list of lines.',
  )
  .check(
    z.maxLength(200, 'At most 200 lines.'),
    z.refine((lines) => new Set(lines.map((l) => l.itemNo)).size === lines.length, 'Each line is named once.'),
  );
export type RestockLines = z.infer<typeof RestockLines>;

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
  /**
   * Cents; without an amount, what is left of what was paid (by card, PayPal or transfer, and by
   * gift card). `restock`: the pieces that came back, which go back on the shelf. `newGiftCard`:
   * the gift card's part on a new card instead of the one paid with.
   */
  z.object({
    step: z.literal('refund'),
    amount: z.optional(Cents.check(z.minimum(1, 'The refund is at least 0,01 €.'))),
    restock: z.optional(RestockLines),
    newGiftCard: z.optional(z.boolean('newGiftCard is true or false.')),
  }),
  /** An order not paid yet: its stock goes back and the customer is mailed. */
  z.object({ step: z.literal('cancel') }),
]);
export type OrderStepRequest = z.infer<typeof OrderStepRequest>;

const ReportDay = z.string('A day is YYYY-MM-DD.').check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD.'),
  z.refine(
    (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'Not a day of the calendar.',
  ),
);

/** What a report may span at most: a year (a KIR is a month, an OSS return a quarter). */
export const REPORT_MAX_DAYS = 366;

/**
 * GET /api/admin/orders?status=…&q=…, or with `report=kir|oss&from=…&to=…` the accountant's
 * report of the invoices issued on those days instead of the list (docs/decisions/058).
 */
/** Days from the first day of a report to its last (0 for one day). */
const reportDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const OrderListQuery = z
  .object({
    status: z.optional(z.enum(ORDER_STATUSES, 'Not a status of an order.')),
    /** An order number (TK-…), an order id or a customer's email. */
    q: z.optional(z.string().check(z.trim(), z.maxLength(254, 'At most 254 characters.'))),
    report: z.optional(z.enum(['kir', 'oss'], 'A report is kir (the book of issued invoices) or oss (the OSS return).')),
    /** Zagreb days, both included. */
    from: z.optional(ReportDay),
    to: z.optional(ReportDay),
  })
  .check(
    // Refinements rather than one superRefine: the shop's other contracts use refine alone, and
    // zod's code for superRefine would ride along in the chunk the checkout shares with the back office.
    z.refine((query) => !query.report || Boolean(query.from), { path: ['from'], message: 'Give the first day of the report.' }),
    z.refine((query) => !query.report || Boolean(query.to), { path: ['to'], message: 'Give the last day of the report.' }),
    z.refine((query) => !query.report || !query.from || !query.to || reportDays(query.from, query.to) >= 0, {
      path: ['to'],
      message: 'The last day is before the first.',
    }),
    z.refine((query) => !query.report || !query.from || !query.to || reportDays(query.from, query.to) < REPORT_MAX_DAYS, {
      path: ['to'],
      message: `A report spans at most ${REPORT_MAX_DAYS} days.`,
    }),
  );

/** The answer to a report: the CSV file to save. */
export interface AdminReportFile {
  filename: string;
  csv: string;
}

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
  /** Asked for with `report`: the file, and no rows. */
  report?: AdminReportFile;
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
  /** Cents of what it withdraws from that handling did not refund: still owed, so it stays on Today. */
  owed?: number;
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
  /** The year's EU distance sales against the OSS threshold (docs/decisions/058), with what to do when near it. */
  distanceSales: DistanceSalesView;
  /** Money that came for an order that takes none, on its way back until it arrived; oldest first (docs/decisions/065). */
  lateTransfers: LateTransferRow[];
}

/**
 * A late transfer or an over-payment held in the provider's cash balance and sent back: `to_return`
 * until the provider is asked, `requires_action` while it asks the customer for the account,
 * `pending` on its way; `canceled` or `failed` when it did not reach the customer (someone contacts them).
 */
export interface LateTransferRow {
  transactionId: string;
  orderId: string;
  orderNumber: string;
  email: string;
  /** Cents. */
  amount: number;
  /** `late`: the order had been cancelled; `overpaid`: more than the order's total. */
  reason: 'late' | 'overpaid';
  status: 'to_return' | 'requires_action' | 'pending' | 'canceled' | 'failed';
  receivedAt: string;
  refundId?: string;
}

export interface DistanceSalesView {
  year: number;
  /** Cents without VAT. */
  net: number;
  threshold: number;
  oss: boolean;
  level: DistanceSalesLevel;
  text: string;
}

/** POST /api/admin/withdrawals/{id}/handle: the items are back; the money goes back. */
export const HandleWithdrawalRequest = z.object({
  /** Cents; without it, what the statement withdraws from (capped at what is left to refund). */
  amount: z.optional(Cents.check(z.minimum(1, 'The refund is at least 0,01 €.'))),
  /** The pieces that came back; without it, every piece of the lines the statement names (all of a whole order's) that is not back yet. */
  restock: z.optional(RestockLines),
});
export type HandleWithdrawalRequest = z.infer<typeof HandleWithdrawalRequest>;

export interface HandleWithdrawalResponse {
  withdrawal: AdminWithdrawal;
  order: AdminOrderView;
  /** False when it was handled already: nothing changed. */
  handled: boolean;
}

/** GET /api/admin/orders/{id}?format=ubl: the order's invoice as its eRačun (UBL 2.1, CIUS-HR) instead of the order. */
export const OrderViewQuery = z.object({
  format: z.optional(z.enum(['ubl'], 'The order is shown as it is, or as its eRačun (format=ubl).')),
});

/** The eRačun of an order's R1 invoice, to save as a file (docs/decisions/055). */
export interface AdminOrderUbl {
  invoiceNumber: string;
  filename: string;
  xml: string;
}

/** POST /api/admin/orders/{id}/invoice: the invoice mailed again to the order's address. */
export interface ResendInvoiceResponse {
  invoiceNumber: string;
  to: string;
}

/**
 * Where an order's parcel goes, as the packing table reads it. For an order whose customer
 * deleted the account, the name, phone and street are empty: only the country is kept.
 */
export interface AdminShipTo {
  method: DeliveryMethod;
  /** Who it is for (who collects it, for a pickup), and their phone. */
  name: string;
  company?: string;
  phone: string;
  /** DELIVERY: the address as a parcel's label has it: street and number, additional information, zip code and city, country. */
  addressLines?: string[];
  /** PICK_UP: the place it waits at, and its street address. */
  pickupPlace?: { location: DeliveryLocation; name: string; address: string };
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
    /** Pieces that came back with a refund and went back on the shelf. */
    restocked: number;
  }[];
  subtotal: number;
  shipping: number;
  discountCode: { name: string; percent: number } | null;
  giftCard: { code: string; applied: number } | null;
  /** Refunded so far (provider and gift card together), and of it what went back to the gift card. */
  refunded: number;
  giftCardRefunded: number;
  /** What a refund can still give back: what was paid at the provider and with the gift card, less refunds. */
  refundable: number;
  /** How many credit notes its refunds issued. */
  creditNotes: number;
  paidAt?: string;
  cancelledAt?: string;
  invoiceId?: string;
  deliveryAddress: DeliveryAddress;
  deliveryLocation?: string;
  /** Where the parcel goes: the name, address and phone it is delivered to, or the place it is picked up at. */
  shipTo: AdminShipTo;
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
