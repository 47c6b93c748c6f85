import type {
  BillingAddress,
  BuyerCompany,
  DeliveryAddress,
  OrderStatus,
  PaymentMethod,
  Shipment,
  TransferDetails,
} from '@shop/shared/contract/orders';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import type { DeliveryLocation, DeliveryMethod } from '@shop/shared/shipping';
import { DOMESTIC_VAT, type VatRate, type VatTreatment, vatIn } from '@shop/shared/vat';

/**
 * Key layout of the orders table:
 *   O#<orderId>          O        the order
 *   I#…, INVOICE_SEQ#…   invoices and their numbers (lambdas/invoices/invoiceStore.ts)
 *   EVENT#<eventId>      EVENT    a processed payment event (expires after 30 days)
 *   EFFECT#<effectId>    EFFECT   something a move of an order causes: the outbox (effectRecord.ts)
 *   UNPAID#<who>         UNPAID   how many unpaid orders an email, account or client has open (unpaidOrders.ts)
 *   SETTINGS#VAT         SETTINGS whether EU consumers pay their own VAT through OSS (vatSettings.ts)
 *   DISTANCE_SALES#<y>   TOTAL    the year's EU distance sales without VAT (distanceSales.ts)
 * Indexes: byCustomer (customerKey, createdAt), only for orders a logged-in customer placed;
 * byStatus (statusKey, createdAt), sparse: only states someone looks for (LISTED_STATES);
 * byDue (dueKey, dueAt), sparse: effects not yet done; byEmail (emailKey, createdAt): every order
 * of an address, guests' too, for the operator (never for a shopper: that is byCustomer).
 */
export const orderKey = (id: string) => ({ pk: `O#${id}`, sk: 'O' });
export const eventKey = (id: string) => ({ pk: `EVENT#${id}`, sk: 'EVENT' });
export const customerKey = (email: string) => `CUSTOMER#${email.toLowerCase()}`;
export const emailKey = (email: string) => `EMAIL#${email.toLowerCase()}`;

/** States of an order that was paid and not all given back: it has an invoice, and its buyer bought its lines. */
export const PAID_FOR_STATES: readonly OrderStatus[] = [
  'PAID',
  'PACKED',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'PICKED_UP',
  'PARTLY_REFUNDED',
];

/** States of an order that holds its stock, code use and gift card amount while its money is awaited. */
export const UNPAID_STATES: readonly OrderStatus[] = ['PLACED', 'PENDING_PAYMENT', 'AWAITING_TRANSFER'];

export interface OrderLine {
  itemNo: number;
  productId: string;
  /** The product's name and colour in the language the order was placed in (English on orders from before that), kept as they were. */
  productName: string;
  productColorName: string;
  /**
   * On an order placed in English, the product's Croatian name and colour where the catalog had
   * them and they differ, kept for the invoice, which names the goods in Croatian too (docs/decisions/072).
   */
  hr?: { productName?: string; productColorName?: string };
  image: string;
  size: string;
  quantity: number;
  /** Taken from the shelf. */
  fromStock: number;
  /** To be made: taken from the pre-order quantity. */
  fromPreOrder: number;
  /** The list price of one piece, in cents. */
  unitPrice: number;
  /** The percent taken off: the product's own or the code's, whichever is larger. */
  discountPercent: number;
  /** What one piece costs after the discount. */
  unitPriceAfterDiscount: number;
  /** unitPriceAfterDiscount × quantity. */
  amount: number;
  /**
   * The line's VAT rate in hundredths of a percent (2500 = 25 %; 0 for an export) and the VAT
   * its amount holds. Prices above are what the buyer pays: without Croatian VAT on an export.
   * Absent on orders placed before VAT by destination: those were all charged 25 % (vatOfLine).
   */
  vatRate?: VatRate;
  vat?: number;
  /** The product's KPD 2025 code when the order was placed, for the eRačun; absent when it had none. */
  kpd?: string;
  /** Pieces of the line that came back and went back on the shelf with a refund. */
  restocked?: number;
}

export interface OrderRecord {
  pk: string;
  sk: string;
  id: string;
  /** The order number shown to people. */
  number: string;
  status: OrderStatus;
  /** Counts the order's writes; every move is conditional on it, so it acts on what it read. */
  version?: number;
  createdAt: string;
  updatedAt: string;
  email: string;
  customerKey?: string;
  emailKey?: string;
  statusKey?: string;
  lines: OrderLine[];
  /** The lines' amounts before the discount code (with products' own discounts). */
  amountBeforeDiscount: number;
  subtotal: number;
  discountCode: { name: string; percent: number } | null;
  shipping: number;
  giftCard: { code: string; applied: number } | null;
  total: number;
  deliveryAddress: DeliveryAddress;
  billingAddress: BillingAddress;
  deliveryMethod: DeliveryMethod;
  deliveryLocation: DeliveryLocation;
  /** How the order is taxed, decided when it was priced; absent on older orders, which were all Croatian VAT (vatTreatmentOf). */
  vatTreatment?: VatTreatment;
  /** The company an R1 invoice is made out to, when the shopper bought for one. */
  company?: BuyerCompany;
  paymentSessionId?: string;
  paymentMethod?: PaymentMethod;
  paidAt?: string;
  invoiceId?: string;
  cancelledAt?: string;
  /** Where to send the money, while the order waits for a bank transfer. */
  transfer?: TransferDetails;
  /** The parcel's carrier and tracking link, once shipped. */
  shipment?: Shipment;
  /** Refunded so far, in cents: through the provider and to the gift card together. */
  refunded?: number;
  /** Of `refunded`, what went back to the gift card (docs/decisions/062). */
  giftCardRefunded?: number;
  /** The credit notes its refunds issued, oldest first (lambdas/invoices/creditNote.ts). */
  creditNoteIds?: string[];
  /** Whether a logged-in customer placed it: only then is it in that customer's history. */
  placedByCustomer?: boolean;
  /** The counters of unpaid orders it counts in while it is unpaid (unpaidOrders.ts). */
  unpaidCounters?: string[];
  /** The language the shopper ordered in, which its mails are written in; absent on older orders, which were English. */
  language?: Language;
}

/** Of these lines, the pieces not back on the shelf yet, as a refund's restock names them. */
export function piecesNotBack(lines: readonly OrderLine[]): { itemNo: number; quantity: number }[] {
  return lines
    .map((line) => ({ itemNo: line.itemNo, quantity: line.quantity - (line.restocked ?? 0) }))
    .filter((piece) => piece.quantity > 0);
}

/** The language an order's mails go out in: the shopper's when ordering; English for orders from before there were two. */
export const languageOfOrder = (order: Pick<OrderRecord, 'language'>): Language => order.language ?? DEFAULT_LANGUAGE;

/** How an order is taxed; orders from before VAT by destination were all charged Croatian VAT. */
export const vatTreatmentOf = (order: Pick<OrderRecord, 'vatTreatment'>): VatTreatment => order.vatTreatment ?? DOMESTIC_VAT;

/** A line's VAT rate and amount, as priced, or for older orders as the Croatian VAT they were charged. */
export function vatOfLine(line: OrderLine): { vatRate: VatRate; vat: number } {
  const vatRate = line.vatRate ?? DOMESTIC_VAT.rate;
  return { vatRate, vat: line.vat ?? vatIn(line.amount, vatRate) };
}
