import * as z from 'zod/mini';
import type { Cents } from '../money.ts';
import type { VatRate, VatTreatment } from '../vat.ts';
import { Email, Id, optionalText } from './common.ts';
import { BuyerCompany, type DeliveryAddress, recipientOf } from './orderParties.ts';

// The parts of an order the checkout checks before sending it live in a module of their own, so
// the checkout's code takes only them (decision 032).
export { BuyerCompany, COMPANY_MESSAGES, DeliveryAddress, PickupContact } from './orderParties.ts';

/** The billing address is not validated beyond its shape and lengths (SPEC §5). */
export const BillingAddress = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  company: optionalText(100),
  street: optionalText(150),
  streetNo: optionalText(20),
  additionalInformation: optionalText(200),
  city: optionalText(100),
  country: optionalText(60),
  zipCode: optionalText(20),
  phone: optionalText(40),
});
export type BillingAddress = z.infer<typeof BillingAddress>;

export const MAX_QUANTITY_PER_LINE = 99;

export const CartProduct = z.object({
  productId: Id,
  sizes: z
    .array(
      z.object({
        size: z.string('size is required.').check(z.trim(), z.minLength(1, 'size is required.'), z.maxLength(20)),
        quantity: z
          .int('Invalid quantity. Please enter a positive number.')
          .check(
            z.minimum(1, 'Invalid quantity. Please enter a positive number.'),
            z.maximum(MAX_QUANTITY_PER_LINE, `At most ${MAX_QUANTITY_PER_LINE} of one size.`),
          ),
      }),
    )
    .check(z.minLength(1, 'Choose at least one size.'), z.maxLength(30)),
});

type CartProductValue = z.infer<typeof CartProduct>;

/**
 * One line per product and size, as the cart keeps them (SPEC §4: adding the same id and size
 * increases the quantity): a product or size named twice is merged, its quantities added. A
 * merged size above the limit is refused, naming the last entry that took it there.
 */
function mergeCartProducts(products: CartProductValue[], ctx: z.core.ParsePayload): CartProductValue[] {
  const merged = new Map<string, Map<string, number>>();
  products.forEach(({ productId, sizes }, i) => {
    const quantities = merged.get(productId) ?? new Map<string, number>();
    merged.set(productId, quantities);
    sizes.forEach(({ size, quantity }, j) => {
      const total = (quantities.get(size) ?? 0) + quantity;
      if (total > MAX_QUANTITY_PER_LINE && (quantities.get(size) ?? 0) <= MAX_QUANTITY_PER_LINE) {
        ctx.issues.push({
          code: 'custom',
          input: quantity,
          path: [i, 'sizes', j, 'quantity'],
          message: `At most ${MAX_QUANTITY_PER_LINE} of one size.`,
        });
      }
      quantities.set(size, total);
    });
  });
  return [...merged].map(([productId, quantities]) => ({
    productId,
    sizes: [...quantities].map(([size, quantity]) => ({ size, quantity })),
  }));
}

/** The address fields as sent, their lengths only; which of them an order needs follows from how it is delivered (below). */
const SentAddress = z._default(BillingAddress, {});

const OrderRequestFields = z.object({
  billingAddress: z._default(BillingAddress, {}),
  deliveryAddress: SentAddress,
  cartProducts: z.pipe(
    z.array(CartProduct).check(z.minLength(1, 'Your cart is empty'), z.maxLength(50, 'At most 50 products in one order.')),
    z.transform(mergeCartProducts),
  ),
  deliveryMethod: z._default(z.enum(['DELIVERY', 'PICK_UP']), 'DELIVERY'),
  deliveryLocation: z._default(z.enum(['OFFICE', 'STORE_KAPTOL']), 'OFFICE'),
  discountCodeName: optionalText(40),
  giftCardCode: optionalText(40),
  userEmail: Email,
  /** Present when the shopper buys for a company: the invoice is then an R1 invoice made out to it. */
  company: z.optional(z.nullable(BuyerCompany)),
});

type OrderRequestFields = z.output<typeof OrderRequestFields>;

/** How the request's fields decide the delivery address it needs: a consumer's pickup needs only the names. */
const recipientOfRequest = (request: OrderRequestFields) =>
  recipientOf(request.deliveryAddress, request.deliveryMethod, request.company != null);

/**
 * An order as the checkout sends it. The delivery address is checked with the request as a whole,
 * its messages beside the other fields' (a field of the wrong type, which no checkout sends, stops
 * this check as it stops every check of the whole request): whole for a delivery or a company's
 * order, the names only for a consumer's pickup (an address sent with it is not kept).
 */
export const OrderRequest = z.pipe(
  OrderRequestFields.check((ctx) => {
    const recipient = recipientOfRequest(ctx.value);
    if (recipient.success) return;
    for (const issue of recipient.issues)
      ctx.issues.push({ code: 'custom', message: issue.message, input: issue.input, path: ['deliveryAddress', ...issue.path] });
  }),
  z.transform((request: OrderRequestFields): Omit<OrderRequestFields, 'deliveryAddress'> & { deliveryAddress: DeliveryAddress } => {
    const recipient = recipientOfRequest(request);
    // Checked above: a failure cannot reach here.
    if (!recipient.success) throw new Error('The delivery address was not checked.');
    return { ...request, deliveryAddress: recipient.data };
  }),
);
export type OrderRequest = z.infer<typeof OrderRequest>;
export type OrderRequestInput = z.input<typeof OrderRequest>;

/** POST /api/orders */
export interface CreateOrderResponse {
  url: string;
  /** The order just placed: the checkout lets go of it when the shopper comes back from the payment page without paying. */
  orderId: string;
}

/** POST /api/orders/checkPreOrder */
export interface CheckPreOrderResponse {
  productsMissing: string[];
}

/**
 * Every state of an order's life (lambdas/orders/orderLifecycle.ts says how one leads to another):
 * PLACED holds stock before a payment page exists; PENDING_PAYMENT has one open; then paid or
 * given up; after payment the parcel's way to the customer, and refunds.
 */
export const ORDER_STATUSES = [
  'PLACED',
  'PENDING_PAYMENT',
  'AWAITING_TRANSFER',
  'PAID',
  'PAYMENT_FAILED',
  'EXPIRED',
  'CANCELLED',
  'PACKED',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'PICKED_UP',
  'PARTLY_REFUNDED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order was paid; GIFT_CARD when a gift card covered all of it. */
export type PaymentMethod = 'CARD' | 'PAYPAL' | 'BANK_TRANSFER' | 'GIFT_CARD';

/**
 * The figures an order was charged by, as it keeps them: every place that shows its total shows
 * the rows they make (shared/src/orderRows.ts), which add up to it.
 */
export interface OrderAmounts {
  /** The lines at the products' own prices, before the discount code. */
  amountBeforeDiscount: Cents;
  discount: { code: string; percent: number; amount: Cents } | null;
  /** The lines' sum after every discount. */
  subtotal: Cents;
  shipping: Cents;
  /** What an order below 1 € adds to reach the 1 € a payment must be; 0 on every other order. */
  minimumCharge: Cents;
  giftCard: { code: string; applied: Cents } | null;
  total: Cents;
}

/** An order as listed to its customer (SPEC §3), with the figures its total is made of. */
export interface OrderView extends OrderAmounts {
  id: string;
  /** The order number shown to people. */
  name: string;
  status: OrderStatus;
  amountWithDiscount: Cents;
  totalAmount: Cents;
  meta: { createdAt: string };
  deliveryAddress: { street: string; streetNo: string; city: string; zipCode: string; country: string };
  userEmail: string;
  paymentMethod: PaymentMethod | null;
  deliveryMethod: 'DELIVERY' | 'PICK_UP';
  /** Once shipped: the carrier and the link to follow the parcel. */
  shipment?: Shipment | null;
  items: {
    itemNo: number;
    productName: string;
    productColorName: string;
    size: string;
    quantity: number;
    amount: Cents;
  }[];
}

/** GET /session-status */
export const SessionStatusQuery = z.object({
  session_id: z
    .string('session_id is required.')
    .check(
      z.trim(),
      z.minLength(1, 'session_id is required.'),
      z.maxLength(255),
      z.regex(/^[A-Za-z0-9_]+$/, 'session_id is not a checkout session id.'),
    ),
});
export interface SessionStatusResponse {
  status: 'open' | 'complete' | 'expired';
  customer_email: string | null;
}

/** GET /api/orders/{id}/createInvoice */
export interface CreateInvoiceResponse {
  invoiceId: string;
  userEmail: string;
}

/** POST /api/invoices/{invoiceId}/sendEmail */
export const SendInvoiceEmailRequest = z.object({ email: z.optional(z.nullable(Email)) });
export type SendInvoiceEmailRequest = z.infer<typeof SendInvoiceEmailRequest>;

export const InvoiceIdParams = z.object({ invoiceId: Id });

/** Where and how to pay an order waiting for a bank transfer. */
export interface TransferDetails {
  iban: string;
  bic: string;
  accountHolder: string;
  reference: string;
  /** What is still to be transferred, in cents. */
  amount: Cents;
}

/** A parcel on its way: who carries it and where to follow it. */
export interface Shipment {
  carrier: string;
  trackingUrl: string;
  shippedAt: string;
}

/**
 * GET /api/orders/{id}: one order as it was charged, read by its unguessable id (the success
 * page, and the checkout when the shopper comes back from the payment page). Every row adds
 * up: subtotal − discount is the lines' sum; subtotal + shipping + minimumCharge − giftCard = total.
 */
export interface OrderSummary extends OrderAmounts {
  id: string;
  number: string;
  status: OrderStatus;
  statusText: string;
  createdAt: string;
  email: string;
  lines: {
    itemNo: number;
    productId: string;
    productName: string;
    productColorName: string;
    image: string;
    size: string;
    quantity: number;
    /** Pieces to be made (pre-ordered). */
    preOrdered: number;
    unitPrice: Cents;
    discountPercent: number;
    unitPriceAfterDiscount: Cents;
    amount: Cents;
    /** The line's VAT rate (hundredths of a percent, 2500 = 25 %) and the VAT its amount holds. */
    vatRate: VatRate;
    vat: Cents;
  }[];
  /** How the order is taxed: Croatian VAT, the destination's through OSS, or an export without VAT. */
  vatTreatment: VatTreatment;
  /** The company an R1 invoice is made out to, when the shopper bought for one. */
  company: BuyerCompany | null;
  paymentMethod: PaymentMethod | null;
  deliveryMethod: 'DELIVERY' | 'PICK_UP';
  deliveryLocation: 'OFFICE' | 'STORE_KAPTOL';
  deliveryAddress: DeliveryAddress;
  billingAddress: BillingAddress;
  /** Only while the order waits for a bank transfer. */
  transfer: TransferDetails | null;
  shipment: Shipment | null;
  /** Refunded so far, in cents. */
  refunded: Cents;
}

/** POST /api/orders/{id}/cancelCheckout: the shopper came back from the payment page. */
export interface CancelCheckoutResponse {
  order: OrderSummary;
}
