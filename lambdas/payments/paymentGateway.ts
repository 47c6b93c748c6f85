import Stripe from 'stripe';
import type { PaymentMethod } from '@shop/shared/contract/orders';
import { config } from '../platform/config.ts';
import { paymentKeys } from '../platform/secrets.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';
import { paymentLines } from './paymentLines.ts';

/** A checkout session as the shop needs to know it, whatever the provider calls things. */
export interface CheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  orderId: string | null;
  customerEmail: string | null;
  paymentMethod: PaymentMethod | null;
  /** The payment behind the page, once there is one. */
  paymentIntentId?: string;
  /** The provider's state of that payment (`succeeded`, `processing`, `requires_action`, `canceled`, …). */
  paymentIntentStatus?: string;
  /** What the provider holds of the order's money, in cents. */
  amountPaid?: number;
  /** Where and how to pay when the shopper chose a bank transfer: the provider's account and reference, which match the money to the order. */
  transfer?: TransferInstructions;
}

export interface TransferInstructions {
  iban: string;
  bic: string;
  accountHolder: string;
  reference: string;
  /** What is still to be transferred, in cents. */
  amountRemaining: number;
}

export type CreateCheckoutResult = { status: 'created'; sessionId: string; url: string } | { status: 'unavailable'; reason: string };
export type GetSessionResult = { status: 'found'; session: CheckoutSession } | { status: 'not_found' };
export type ExpireSessionResult =
  | { status: 'expired' }
  | { status: 'already_expired' }
  /** The shopper finished on the page first: paid, or chose a transfer. */
  | { status: 'already_complete' }
  | { status: 'unavailable'; reason: string };
export type RefundResult =
  | { status: 'refunded'; refundId: string; amount: number }
  | { status: 'nothing_to_refund' }
  | { status: 'unavailable'; reason: string };
export type CancelPaymentResult =
  | { status: 'cancelled' }
  | { status: 'already_paid' }
  | { status: 'not_cancellable' }
  | { status: 'unavailable'; reason: string };

/** The payment provider, as a port: the use cases take it, tests give them a fake. */
export interface PaymentGateway {
  /** Opens the payment page; the same order with the same terms gets the same page back (the provider's idempotency). */
  createCheckout(order: OrderRecord, urls: { success: string; cancel: string }, expiresAt: Date): Promise<CreateCheckoutResult>;
  getSession(sessionId: string): Promise<GetSessionResult>;
  expireSession(sessionId: string): Promise<ExpireSessionResult>;
  /** Gives back `amount` cents of the session's payment; the key makes a repeat refund nothing more. */
  refund(sessionId: string, amount: number, idempotencyKey: string): Promise<RefundResult>;
  /** Cancels a bank-transfer payment still waiting for its money, so a late transfer goes back to its sender. */
  cancelPayment(sessionId: string): Promise<CancelPaymentResult>;
}

let stripe: Stripe | undefined;

/** One Stripe client per container; locally it talks to the payment simulator. */
async function stripeClient(): Promise<Stripe> {
  if (stripe) return stripe;
  const local = config.stripeApiUrl();
  const url = local ? new URL(local) : undefined;
  const { secretKey } = await paymentKeys();
  stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
  return stripe;
}

const METHOD_BY_TYPE: Record<string, PaymentMethod> = { card: 'CARD', paypal: 'PAYPAL', customer_balance: 'BANK_TRANSFER' };

export function sessionView(session: Stripe.Checkout.Session): CheckoutSession {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const method = intent && typeof intent.payment_method === 'object' ? intent.payment_method : null;
  return {
    id: session.id,
    status: (session.status ?? 'open') as CheckoutSession['status'],
    paymentStatus: session.payment_status as CheckoutSession['paymentStatus'],
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    paymentMethod: method ? (METHOD_BY_TYPE[method.type] ?? null) : null,
    ...(intent ? { paymentIntentId: intent.id, paymentIntentStatus: intent.status, amountPaid: intent.amount_received ?? 0 } : {}),
    ...transferInstructions(intent),
  };
}

function transferInstructions(intent: Stripe.PaymentIntent | null): { transfer?: TransferInstructions } {
  const details = intent?.next_action?.display_bank_transfer_instructions;
  const iban = details?.financial_addresses?.find((address) => address.type === 'iban')?.iban;
  if (!details?.reference || !iban?.iban) return {};
  return {
    transfer: {
      iban: iban.iban,
      bic: iban.bic ?? '',
      accountHolder: iban.account_holder_name ?? '',
      reference: details.reference,
      amountRemaining: details.amount_remaining ?? 0,
    },
  };
}

function isNotFound(error: unknown): boolean {
  const e = error as { type?: string; statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === 'resource_missing';
}

export function stripeGateway(): PaymentGateway {
  return {
    async createCheckout(order, urls, expiresAt) {
      const client = await stripeClient();
      const { lineItems, giftCard } = paymentLines(order);
      try {
        const coupon =
          giftCard > 0
            ? await client.coupons.create({
                amount_off: giftCard,
                currency: 'eur',
                duration: 'once',
                max_redemptions: 1,
                name: 'Gift card',
              })
            : undefined;
        const session = await client.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: lineItems,
            customer_email: order.email,
            client_reference_id: order.id,
            metadata: { orderId: order.id, orderNumber: order.number },
            allowed_payment_method_types: ['card', 'paypal', 'customer_balance'],
            payment_method_options: {
              customer_balance: {
                funding_type: 'bank_transfer',
                bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'NL' } },
              },
            },
            customer_creation: 'always',
            success_url: urls.success,
            cancel_url: urls.cancel,
            expires_at: Math.floor(expiresAt.getTime() / 1000),
            ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          },
          { idempotencyKey: `checkout-${order.id}` },
        );
        if (!session.url) return { status: 'unavailable', reason: 'The payment provider gave no payment page.' };
        return { status: 'created', sessionId: session.id, url: session.url };
      } catch (error) {
        return { status: 'unavailable', reason: (error as Error).message };
      }
    },

    async getSession(sessionId) {
      try {
        const session = await (await stripeClient()).checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.payment_method'] });
        return { status: 'found', session: sessionView(session) };
      } catch (error) {
        if (isNotFound(error)) return { status: 'not_found' };
        throw error;
      }
    },

    async expireSession(sessionId) {
      const client = await stripeClient();
      try {
        await client.checkout.sessions.expire(sessionId);
        return { status: 'expired' };
      } catch (error) {
        // Only an open page can be expired: ask what became of it.
        try {
          const session = await client.checkout.sessions.retrieve(sessionId);
          if (session.status === 'expired') return { status: 'already_expired' };
          if (session.status === 'complete') return { status: 'already_complete' };
        } catch {}
        return { status: 'unavailable', reason: (error as Error).message };
      }
    },

    async refund(sessionId, amount, idempotencyKey) {
      const client = await stripeClient();
      try {
        const session = await client.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
        const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
        if (!intent || (intent.amount_received ?? 0) === 0) return { status: 'nothing_to_refund' };
        const refund = await client.refunds.create({ payment_intent: intent.id, amount }, { idempotencyKey: `refund-${idempotencyKey}` });
        return { status: 'refunded', refundId: refund.id, amount: refund.amount };
      } catch (error) {
        return { status: 'unavailable', reason: (error as Error).message };
      }
    },

    async cancelPayment(sessionId) {
      const client = await stripeClient();
      try {
        const session = await client.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] });
        const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
        if (!intent) return { status: 'not_cancellable' };
        if (intent.status === 'succeeded') return { status: 'already_paid' };
        if (intent.status === 'canceled') return { status: 'cancelled' };
        await client.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `cancel-${intent.id}` });
        return { status: 'cancelled' };
      } catch (error) {
        return { status: 'unavailable', reason: (error as Error).message };
      }
    },
  };
}

/** Verifies a webhook's signature; the event on success, undefined when it is not genuine. */
export async function verifyWebhook(payload: string, signature: string | undefined): Promise<Stripe.Event | undefined> {
  if (!signature) return undefined;
  const { webhookSecret } = await paymentKeys();
  try {
    return Stripe.webhooks.constructEvent(payload, signature, webhookSecret);
  } catch {
    return undefined;
  }
}
