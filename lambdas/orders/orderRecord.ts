import type { BillingAddress, DeliveryAddress, OrderStatus, PaymentMethod, Shipment, TransferDetails } from '@shop/shared/contract/orders';
import type { DeliveryLocation, DeliveryMethod } from '@shop/shared/shipping';

/**
 * Key layout of the orders table:
 *   O#<orderId>          O        the order
 *   I#<invoiceId>        I        an invoice (a frozen copy of what it says)
 *   INVOICE_SEQ#<year>   SEQ      the year's last invoice sequence number
 *   EVENT#<eventId>      EVENT    a processed payment event (expires after 30 days)
 * Indexes: byCustomer (customerKey, createdAt), byStatus (statusKey, createdAt) — the latter
 * is sparse: only orders awaiting a bank transfer carry a statusKey.
 */
export const orderKey = (id: string) => ({ pk: `O#${id}`, sk: 'O' });
export const invoiceKey = (id: string) => ({ pk: `I#${id}`, sk: 'I' });
export const invoiceSequenceKey = (year: number) => ({ pk: `INVOICE_SEQ#${year}`, sk: 'SEQ' });
export const eventKey = (id: string) => ({ pk: `EVENT#${id}`, sk: 'EVENT' });
export const customerKey = (email: string) => `CUSTOMER#${email.toLowerCase()}`;
export const AWAITING_TRANSFER_KEY = 'STATUS#AWAITING_TRANSFER';

export interface OrderLine {
  itemNo: number;
  productId: string;
  productName: string;
  productColorName: string;
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
}

export interface OrderRecord {
  pk: string;
  sk: string;
  id: string;
  /** The order number shown to people. */
  number: string;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  email: string;
  customerKey: string;
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
  paymentSessionId?: string;
  paymentMethod?: PaymentMethod;
  paidAt?: string;
  invoiceId?: string;
  cancelledAt?: string;
  /** Where to send the money, while the order waits for a bank transfer. */
  transfer?: TransferDetails;
  /** The parcel's carrier and tracking link, once shipped. */
  shipment?: Shipment;
  /** Refunded so far, in cents. */
  refunded?: number;
  /** Whether a logged-in customer placed it: only then is it in that customer's history. */
  placedByCustomer?: boolean;
}
