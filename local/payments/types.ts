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

export type PaymentIntentStatus = 'succeeded' | 'processing' | 'requires_payment_method';

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
  receipt_email: string | null;
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
}

export type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  type: EventType;
  data: { object: CheckoutSession };
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
  sessionId: string;
  /** True once an attempt got a 2xx answer. */
  delivered: boolean;
  deliveries: DeliveryAttempt[];
  event: StripeEvent;
}
