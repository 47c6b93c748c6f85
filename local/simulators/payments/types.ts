/**
 * The objects the simulator keeps, shaped like the fields of Stripe's objects that the shop
 * reads. Timestamps are Unix seconds and amounts integer minor units, as in Stripe's API.
 */

export type PaymentMethodType = 'card' | 'paypal' | 'customer_balance';
export const PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] = ['card', 'paypal', 'customer_balance'];

export type Metadata = Record<string, string>;

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  currency: string;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  customer_creation: 'always' | 'if_required' | null;
  /** The Customer the session made when it completed (`customer_creation: always`, or a bank transfer, which needs one). */
  customer: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  discounts: { coupon: string; promotion_code: null }[];
  payment_intent: string | null;
  payment_method_types: PaymentMethodType[];
  allowed_payment_method_types: string[] | null;
  payment_method_options: Record<string, unknown>;
  locale: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
}

export interface LineItem {
  id: string;
  object: 'item';
  description: string;
  currency: string;
  quantity: number;
  amount_subtotal: number;
  amount_discount: number;
  amount_tax: number;
  amount_total: number;
  price: {
    id: string;
    object: 'price';
    currency: string;
    unit_amount: number;
    product: string;
    product_data: { name: string; description: string | null; images: string[] };
  };
}

/**
 * A bank transfer waits in `requires_action` with the transfer details as `next_action`, as in
 * Stripe (`next_action` is only ever set on a PaymentIntent that requires an action).
 */
export type PaymentIntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
export const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export interface BankTransferInstructions {
  type: 'display_bank_transfer_instructions';
  display_bank_transfer_instructions: {
    type: 'eu_bank_transfer';
    amount_remaining: number;
    currency: string;
    reference: string;
    financial_addresses: { type: 'iban'; iban: { iban: string; bic: string; account_holder_name: string; country: string } }[];
    hosted_instructions_url: string;
  };
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: PaymentIntentStatus;
  payment_method: string | null;
  payment_method_types: PaymentMethodType[];
  last_payment_error: { type: 'card_error'; code: string; decline_code: string; message: string } | null;
  next_action: BankTransferInstructions | null;
  /** The charge of a payment that succeeded; refunds are made against it. */
  latest_charge: string | null;
  canceled_at: number | null;
  cancellation_reason: CancellationReason | null;
  receipt_email: string | null;
  created: number;
  livemode: false;
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  paid: true;
  /** True once the whole amount is refunded. */
  refunded: boolean;
  status: 'succeeded';
  currency: string;
  payment_intent: string;
  payment_method: string | null;
  /** How it was paid, as the payment method said at the time; a wallet payment is a `card` with its `wallet`. */
  payment_method_details: PaymentMethodDetails | null;
  created: number;
  livemode: false;
}

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/**
 * A refund of a charge succeeds at once here. One from a customer's cash balance goes back to
 * the sender's bank: `requires_action` until the customer gives the account (Stripe emails
 * them), then `pending`, then `succeeded`; `canceled` when they never answer (45 days).
 */
export type RefundStatus = 'requires_action' | 'pending' | 'succeeded' | 'canceled';

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  /** Null when the money came back from a customer's cash balance rather than a charge. */
  charge: string | null;
  payment_intent: string | null;
  /** The Customer whose cash balance it was taken from; null for a refund of a charge. */
  customer: string | null;
  currency: string;
  status: RefundStatus;
  reason: (typeof REFUND_REASONS)[number] | null;
  /** Where Stripe asks the customer for the bank account to send it to. */
  instructions_email: string | null;
  next_action: RefundNextAction | null;
  metadata: Metadata;
  created: number;
}

export interface RefundNextAction {
  type: 'display_details';
  display_details: { email_sent: { email_sent_at: number; email_sent_to: string }; expires_at: number };
}

export interface Customer {
  id: string;
  object: 'customer';
  email: string | null;
  created: number;
  livemode: false;
}

export const CASH_BALANCE_TRANSACTION_TYPES = ['funded', 'applied_to_payment', 'return_initiated', 'return_canceled'] as const;

/**
 * A move of money into or out of a customer's cash balance, as Stripe records it: `funded` by a
 * transfer (all of it, before any is applied), `applied_to_payment` to the payment waiting for
 * it (negative), `return_initiated` by a refund to the sender's bank (negative) and
 * `return_canceled` when that refund was cancelled and the money came back. Money that found no
 * payment waiting (cancelled, expired, paid already) or was more than the payment stays there.
 */
export interface CashBalanceTransaction {
  id: string;
  object: 'customer_cash_balance_transaction';
  type: (typeof CASH_BALANCE_TRANSACTION_TYPES)[number];
  net_amount: number;
  /** The customer's available balance in this currency after it. */
  ending_balance: number;
  currency: string;
  customer: string;
  funded?: { bank_transfer: { type: 'eu_bank_transfer'; reference: string | null } };
  applied_to_payment?: { payment_intent: string };
  /** The simulator's own fields: whose email, and the session the transfer's reference pointed at. */
  customer_email: string | null;
  checkout_session: string | null;
  payment_intent: string | null;
  /** The refund that sent a `funded` transaction back to the sender, or that a return's transaction belongs to. */
  returned_by: string | null;
  created: number;
  livemode: false;
}

/**
 * Apple Pay and Google Pay are no payment method types at Stripe: a wallet gives a card, and the
 * card says which wallet it came from (`card.wallet.type`), with a hash of the wallet's own name
 * beside it. Stripe names more wallets (`link`, `samsung_pay`, …); the page offers these two.
 */
export type WalletType = 'apple_pay' | 'google_pay';
export const WALLET_TYPES: readonly WalletType[] = ['apple_pay', 'google_pay'];

export interface CardWallet {
  type: WalletType;
  apple_pay?: Record<string, never>;
  google_pay?: Record<string, never>;
  /** The last four digits of the number the device pays with instead of the card's own. */
  dynamic_last4: string | null;
}

export interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  country: string;
  /** Null for a card typed into the page. */
  wallet: CardWallet | null;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: PaymentMethodType;
  billing_details: { email: string | null };
  card?: Card;
  paypal?: { payer_email: string | null };
  customer_balance?: Record<string, never>;
  created: number;
  livemode: false;
}

/** A charge's copy of its payment method's details, keyed by the type as in Stripe. */
export type PaymentMethodDetails =
  | { type: 'card'; card: Card }
  | { type: 'paypal'; paypal: { payer_email: string | null } }
  | { type: 'customer_balance'; customer_balance: Record<string, never> };

export interface Coupon {
  id: string;
  object: 'coupon';
  name: string | null;
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: 'once' | 'forever' | 'repeating';
  max_redemptions: number | null;
  times_redeemed: number;
  valid: boolean;
  metadata: Metadata;
  created: number;
  livemode: false;
}

/** Everything that survives a restart when a state file is configured. */
export interface SimulatorState {
  sessions: Record<string, CheckoutSession>;
  lineItems: Record<string, LineItem[]>;
  paymentIntents: Record<string, PaymentIntent>;
  paymentMethods: Record<string, PaymentMethod>;
  coupons: Record<string, Coupon>;
  charges: Record<string, Charge>;
  refunds: Record<string, Refund>;
  customers: Record<string, Customer>;
  cashBalance: Record<string, CashBalanceTransaction>;
}

export type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'payment_intent.canceled'
  | 'charge.refunded'
  | 'refund.created'
  | 'refund.updated'
  | 'customer_cash_balance_transaction.created';

export type EventObject = CheckoutSession | PaymentIntent | Charge | Refund | CashBalanceTransaction;

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  type: EventType;
  data: { object: EventObject };
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

export interface DeliveryAttempt {
  attempt: number;
  /** Unix milliseconds, so tests can see the backoff between attempts. */
  at: number;
  /** The receiver's HTTP status, or null when the request did not get an answer. */
  status: number | null;
  error: string | null;
}

export interface SentEvent {
  id: string;
  type: EventType;
  /** The Checkout Session the event concerns, when there is one. */
  sessionId: string | null;
  /** True once an attempt got a 2xx answer. */
  delivered: boolean;
  deliveries: DeliveryAttempt[];
  event: StripeEvent;
}
