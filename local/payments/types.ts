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
  created: number;
  livemode: false;
}

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  /** Null when the money came back from a customer's cash balance rather than a charge. */
  charge: string | null;
  payment_intent: string | null;
  currency: string;
  /** The simulator settles every refund at once. */
  status: 'succeeded';
  reason: (typeof REFUND_REASONS)[number] | null;
  metadata: Metadata;
  created: number;
}

/**
 * Money that arrived by bank transfer with no waiting payment to apply it to (the payment was
 * cancelled, the session expired, or it was paid already). Stripe keeps such money in the
 * customer's cash balance until it pays something else or is returned to the sender.
 */
export interface CashBalanceTransaction {
  id: string;
  object: 'customer_cash_balance_transaction';
  type: 'funded';
  net_amount: number;
  currency: string;
  /** The simulator has no Customer objects; the session's email says whose money it is. */
  customer_email: string | null;
  funded: { bank_transfer: { type: 'eu_bank_transfer'; reference: string | null } };
  /** The session the transfer's reference pointed at. */
  checkout_session: string;
  payment_intent: string | null;
  /** The refund that sent it back to the sender, once returned. */
  returned_by: string | null;
  created: number;
  livemode: false;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: PaymentMethodType;
  billing_details: { email: string | null };
  card?: { brand: string; last4: string; exp_month: number; exp_year: number; country: string };
  paypal?: { payer_email: string | null };
  customer_balance?: Record<string, never>;
  created: number;
  livemode: false;
}

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
