import type Stripe from 'stripe';
import type { PaymentMethod } from '@shop/shared/contract/orders';
import { config, MissingConfigError } from '../platform/config.ts';
import { PerFunction } from '../platform/functionScope.ts';
import { badGateway, HttpError } from '../platform/errors.ts';
import { log } from '../platform/log.ts';
import { PAYMENTS } from './messages.ts';
import { paymentKeys, paymentKeysRefused } from '../platform/secrets.ts';
import { type PayableOrder, paymentLines } from './paymentLines.ts';
import { withinDeadline } from './providerLimits.ts';
import { isAuthenticationError, isInvalidRequest, pathPart, type StripeApi, signedEvent, StripeApiError, stripeApi } from './stripeApi.ts';
import type { Language } from '@shop/shared/language';

/** A checkout session as the shop needs to know it, whatever the provider calls things. */
export interface CheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  orderId: string | null;
  customerEmail: string | null;
  paymentMethod: PaymentMethod | null;
  /** The payment behind the page, once the shopper chose how to pay. */
  paymentIntentId: string | null;
  /** The provider's state of that payment (`succeeded`, `requires_action` while a transfer is awaited, `canceled`, …). */
  paymentIntentStatus: string | null;
  /** What the provider has received for the order, in cents: 0 until paid; refunds do not lower it. */
  amountPaid: number;
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

/** The provider did not answer in time, or failed; asking again later may succeed. */
export type Unavailable = { status: 'unavailable'; reason: string };

export type CreateCheckoutResult =
  | { status: 'created'; sessionId: string; url: string }
  /** The provider refused the request as it stands (e.g. the page's end is too near): asked again, it gives no page either. */
  | { status: 'rejected'; reason: string }
  | Unavailable;
export type GetSessionResult = { status: 'found'; session: CheckoutSession } | { status: 'not_found' };
export type ExpireSessionResult =
  | { status: 'expired' }
  | { status: 'already_expired' }
  /** The shopper finished on the page first: paid, or chose a transfer. */
  | { status: 'already_complete' }
  | Unavailable;
export type RefundResult =
  /** `amount` is what was refunded: what was asked, or less when less was left. */
  | { status: 'refunded'; refundId: string; amount: number }
  /** Nothing was paid, or everything paid has been refunded already. */
  | { status: 'nothing_to_refund' }
  | Unavailable;
export type CancelPaymentResult =
  | { status: 'cancelled' }
  /** The money arrived first: the order is paid after all. */
  | { status: 'already_paid' }
  /** No bank transfer is waiting: the page is still open (expire it instead), or failed, or was never used. */
  | { status: 'not_cancellable' }
  | Unavailable;

export type CashReturnResult =
  /** `amount` went back (what was asked, or less when the balance held less); `refundStatus` is the provider's word for where it stands. */
  | { status: 'returned'; refundId: string; amount: number; refundStatus: string }
  /** The balance holds nothing any more (returned already, or it paid something). */
  | { status: 'nothing_to_return' }
  | Unavailable;

/** What the shop asks to send back from a customer's cash balance; the same key gives the same return however often it is asked. */
export interface CashReturnRequest {
  customerId: string;
  amountCents: number;
  /** Where the provider asks the customer for the account to send it to. */
  email: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/**
 * The payment provider, as a port: the use cases take it, tests give them a fake. Every call
 * answers within PROVIDER_LIMITS.deadlineMs (providerLimits.ts); a provider that fails or
 * is slow gives `unavailable`, except getSession, which throws so that its caller is retried.
 */
/** What the provider is told of an order: who pays, what for, and the order's own id for the way back. */
export interface CheckoutOrder extends PayableOrder {
  id: string;
  number: string;
  email: string;
  /** The language the shopper ordered in: the payment page speaks it too. */
  language?: Language;
}

export interface PaymentGateway {
  /** Opens the payment page; the same order with the same terms gets the same page back (the provider's idempotency). */
  createCheckout(order: CheckoutOrder, urls: { success: string; cancel: string }, expiresAt: Date): Promise<CreateCheckoutResult>;
  getSession(sessionId: string): Promise<GetSessionResult>;
  /** Closes a page still open, so that nobody can pay on it any more. */
  expireSession(sessionId: string): Promise<ExpireSessionResult>;
  /**
   * Gives back up to `amountCents` of a payment, named by its session or its PaymentIntent;
   * the same key gives the same refund however often it is asked.
   */
  refund(paymentIntentOrSessionId: string, amountCents: number, idempotencyKey: string): Promise<RefundResult>;
  /** Cancels a bank-transfer payment still waiting for its money, so that a late transfer is not taken for the order. */
  cancelPayment(sessionId: string): Promise<CancelPaymentResult>;
  /**
   * The order whose checkout made the customer (each bank transfer's page makes its own), whose
   * cash balance it is; null when no checkout did. Throws, like getSession, when the provider does not answer.
   */
  cashBalanceOrder(customerId: string): Promise<string | null>;
  /** What the customer's cash balance holds now, in cents; throws when the provider does not answer. */
  cashBalance(customerId: string): Promise<number>;
  /** Sends money from a customer's cash balance back to the sender's bank account (a refund from the balance). */
  returnCashBalance(request: CashReturnRequest): Promise<CashReturnResult>;
  /** A refund's status at the provider (`requires_action`, `pending`, `succeeded`, `failed`, `canceled`); throws when it does not answer. */
  refundStatus(refundId: string): Promise<string>;
}

const clients = new PerFunction<{ made?: string; client?: StripeApi }>();

/**
 * One Stripe client per container, made again when the key it was made with is replaced
 * (secrets.ts reads the keys again every few minutes); locally it talks to the payment simulator.
 */
async function stripeClient(): Promise<StripeApi> {
  const apiUrl = config.stripeApiUrl();
  const { secretKey } = await paymentKeys();
  const kept = clients.get(() => ({}));
  const made = `${apiUrl ?? ''} ${secretKey}`;
  if (kept.client && kept.made === made) return kept.client;
  kept.made = made;
  kept.client = stripeApi({ secretKey, apiUrl });
  return kept.client;
}

/**
 * Runs one call with the client; when the provider refuses the key (replaced since it was
 * read, e.g. the placeholder of a first deploy), reads the keys again and tries once more.
 */
async function withClient<T>(work: (client: StripeApi) => Promise<T>): Promise<T> {
  try {
    return await work(await stripeClient());
  } catch (error) {
    if (!isAuthenticationError(error) || !paymentKeysRefused()) throw error;
    return work(await stripeClient());
  }
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
    paymentIntentId: intentIdOf(session),
    paymentIntentStatus: intent?.status ?? null,
    amountPaid: intent?.amount_received ?? 0,
    ...transferInstructions(intent),
  };
}

function intentIdOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
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
  return error instanceof StripeApiError && (error.statusCode === 404 || error.code === 'resource_missing');
}

/** The provider understood the request and said no (400): the state of things, not an outage. */
function isRefused(error: unknown): boolean {
  return isInvalidRequest(error) && error.statusCode === 400;
}

/**
 * Runs one gateway operation within the deadline; whatever goes wrong on the provider's side
 * (no answer in time, a 5xx, a refusal the operation does not expect) is `unavailable`. A
 * missing key is a fault of the deployment and is thrown.
 */
async function withProvider<T>(work: (client: StripeApi) => Promise<T>): Promise<T | Unavailable> {
  try {
    return await withinDeadline(() => withClient(work));
  } catch (error) {
    if (error instanceof MissingConfigError) throw error;
    return { status: 'unavailable', reason: (error as Error).message };
  }
}

/**
 * The provider did not answer a question the shop cannot settle without: a 502 to a shopper
 * (the browser may ask again), a failed record to a queue or job (tried again later).
 */
function providerDown(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  log.warn('the payment provider did not answer', { error });
  return badGateway(PAYMENTS.providerNotAnswering);
}

/**
 * Creates a checkout session under an idempotency key. The provider keeps the first answer to a
 * key, so a request it refuses as invalid tells that no page exists for that key, and none will.
 */
async function openSession(
  client: StripeApi,
  params: Stripe.Checkout.SessionCreateParams,
  idempotencyKey: string,
): Promise<Stripe.Checkout.Session | { status: 'rejected'; reason: string }> {
  try {
    return await client.post<Stripe.Checkout.Session>('/v1/checkout/sessions', params, idempotencyKey);
  } catch (error) {
    if (isInvalidRequest(error)) return { status: 'rejected', reason: error.message };
    throw error;
  }
}

/** The calls the gateway makes, each as the SDK's method of the same name sends it. */
const call = {
  retrieveSession: (client: StripeApi, id: string, expand?: string[]) =>
    client.get<Stripe.Checkout.Session>(`/v1/checkout/sessions/${pathPart(id)}`, expand ? { expand } : undefined),
  retrieveIntent: (client: StripeApi, id: string, expand?: string[]) =>
    client.get<Stripe.PaymentIntent>(`/v1/payment_intents/${pathPart(id)}`, expand ? { expand } : undefined),
  retrieveCashBalance: (client: StripeApi, customerId: string) =>
    client.get<Stripe.CashBalance>(`/v1/customers/${pathPart(customerId)}/cash_balance`),
  createRefund: (client: StripeApi, params: Stripe.RefundCreateParams, idempotencyKey: string) =>
    client.post<Stripe.Refund>('/v1/refunds', params, idempotencyKey),
};

/** A PaymentIntent's id, whether the caller named it or its session; null when the session has none yet. */
async function paymentIntentOf(client: StripeApi, id: string): Promise<string | null> {
  if (!id.startsWith('cs_')) return id;
  return intentIdOf(await call.retrieveSession(client, id));
}

/** What is left to refund of a payment: its charge less what was refunded; 0 without a charge. */
async function refundable(client: StripeApi, intentId: string): Promise<number> {
  const intent = await call.retrieveIntent(client, intentId, ['latest_charge']);
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return charge ? charge.amount - charge.amount_refunded : 0;
}

/** `already_paid` or `cancelled` when the payment has settled one way or the other. */
function settled(intent: Stripe.PaymentIntent): CancelPaymentResult | undefined {
  if (intent.status === 'succeeded') return { status: 'already_paid' };
  if (intent.status === 'canceled') return { status: 'cancelled' };
  return undefined;
}

/** Asks the provider something the caller cannot settle without: not found is null, no answer is thrown (retried later). */
async function ask<T>(work: (client: StripeApi) => Promise<T>): Promise<T | null> {
  return withinDeadline(async () => {
    try {
      return await withClient(work);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw providerDown(error);
    }
  }).catch((error) => {
    throw providerDown(error);
  });
}

export function stripeGateway(): PaymentGateway {
  return {
    async cashBalanceOrder(customerId) {
      const found = await ask((client) =>
        client.get<Stripe.ApiList<Stripe.Checkout.Session>>('/v1/checkout/sessions', { customer: customerId, limit: 1 }),
      );
      const session = found?.data[0];
      return session ? (session.client_reference_id ?? session.metadata?.orderId ?? null) : null;
    },

    async cashBalance(customerId) {
      const balance = await ask((client) => call.retrieveCashBalance(client, customerId));
      return balance?.available?.eur ?? 0;
    },

    async returnCashBalance(request) {
      if (request.amountCents <= 0) return { status: 'nothing_to_return' };
      const params = (amount: number): Stripe.RefundCreateParams => ({
        origin: 'customer_balance',
        customer: request.customerId,
        amount,
        currency: 'eur',
        instructions_email: request.email,
        metadata: request.metadata,
      });
      return withProvider(async (client): Promise<CashReturnResult> => {
        const returned = (refund: Stripe.Refund): CashReturnResult => ({
          status: 'returned',
          refundId: refund.id,
          amount: refund.amount,
          refundStatus: refund.status ?? 'pending',
        });
        try {
          return returned(await call.createRefund(client, params(request.amountCents), request.idempotencyKey));
        } catch (error) {
          if (!isRefused(error)) throw error;
          // The balance holds less than was asked, or nothing (returned already, or it paid something).
          const left = (await call.retrieveCashBalance(client, request.customerId)).available?.eur ?? 0;
          if (left === 0) return { status: 'nothing_to_return' };
          if (left >= request.amountCents) throw error;
          return returned(await call.createRefund(client, params(left), `${request.idempotencyKey}-rest`));
        }
      });
    },

    async refundStatus(refundId) {
      const refund = await ask((client) => client.get<Stripe.Refund>(`/v1/refunds/${pathPart(refundId)}`));
      if (!refund) throw providerDown(new Error(`The provider knows no refund ${refundId}.`));
      return refund.status ?? 'pending';
    },

    async createCheckout(order, urls, expiresAt) {
      const { lineItems, giftCard } = paymentLines(order);
      return withProvider(async (client): Promise<CreateCheckoutResult> => {
        // Keyed by the order like the session, so asking again for the order's page finds the
        // same coupon and the session's parameters stay the same.
        const coupon =
          giftCard > 0
            ? await client.post<Stripe.Coupon>(
                '/v1/coupons',
                {
                  amount_off: giftCard,
                  currency: 'eur',
                  duration: 'once',
                  max_redemptions: 1,
                  name: 'Gift card',
                } satisfies Stripe.CouponCreateParams,
                `gift-card-${order.id}`,
              )
            : undefined;
        const session = await openSession(
          client,
          {
            mode: 'payment',
            line_items: lineItems,
            customer_email: order.email,
            client_reference_id: order.id,
            // Stripe's hosted page speaks Croatian as well; without a locale it guesses from the browser.
            locale: order.language === 'hr' ? 'hr' : 'en',
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
          `checkout-${order.id}`,
        );
        if (!('object' in session)) return session;
        if (!session.url) return { status: 'unavailable', reason: 'The payment provider gave no payment page.' };
        return { status: 'created', sessionId: session.id, url: session.url };
      });
    },

    async getSession(sessionId) {
      return withinDeadline(async (): Promise<GetSessionResult> => {
        try {
          const session = await withClient((client) => call.retrieveSession(client, sessionId, ['payment_intent.payment_method']));
          return { status: 'found', session: sessionView(session) };
        } catch (error) {
          if (isNotFound(error)) return { status: 'not_found' };
          throw providerDown(error);
        }
      }).catch((error) => {
        throw providerDown(error);
      });
    },

    async expireSession(sessionId) {
      return withProvider(async (client): Promise<ExpireSessionResult> => {
        try {
          await client.post<Stripe.Checkout.Session>(`/v1/checkout/sessions/${pathPart(sessionId)}/expire`);
          return { status: 'expired' };
        } catch (error) {
          if (!isRefused(error)) throw error;
          // Only an open page can be expired: ask what became of it.
          const session = await call.retrieveSession(client, sessionId);
          if (session.status === 'expired') return { status: 'already_expired' };
          if (session.status === 'complete') return { status: 'already_complete' };
          throw error;
        }
      });
    },

    async refund(paymentIntentOrSessionId, amountCents, idempotencyKey) {
      if (amountCents <= 0) return { status: 'nothing_to_refund' };
      return withProvider(async (client): Promise<RefundResult> => {
        const intentId = await paymentIntentOf(client, paymentIntentOrSessionId);
        if (!intentId) return { status: 'nothing_to_refund' };
        try {
          const refund = await call.createRefund(client, { payment_intent: intentId, amount: amountCents }, idempotencyKey);
          return { status: 'refunded', refundId: refund.id, amount: refund.amount };
        } catch (error) {
          if (!isRefused(error)) throw error;
          // Less is left than was asked, or nothing (never paid, or refunded already).
          const left = await refundable(client, intentId);
          if (left === 0) return { status: 'nothing_to_refund' };
          if (left >= amountCents) throw error;
          // The rest, under a key of its own: the first key stays tied to the amount first asked.
          const rest = await call.createRefund(client, { payment_intent: intentId, amount: left }, `${idempotencyKey}-rest`);
          return { status: 'refunded', refundId: rest.id, amount: rest.amount };
        }
      });
    },

    async cancelPayment(sessionId) {
      return withProvider(async (client): Promise<CancelPaymentResult> => {
        const session = await call.retrieveSession(client, sessionId, ['payment_intent']);
        const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
        if (!intent) return { status: 'not_cancellable' };
        const already = settled(intent);
        if (already) return already;
        // Only a transfer still awaited; an open page is expired instead (Stripe refuses to cancel its payment).
        if (session.status !== 'complete' || intent.status !== 'requires_action') return { status: 'not_cancellable' };
        try {
          await client.post<Stripe.PaymentIntent>(
            `/v1/payment_intents/${pathPart(intent.id)}/cancel`,
            { cancellation_reason: 'abandoned' } satisfies Stripe.PaymentIntentCancelParams,
            `cancel-${intent.id}`,
          );
          return { status: 'cancelled' };
        } catch (error) {
          if (!isRefused(error)) throw error;
          // The money may have come in the meantime.
          return settled(await call.retrieveIntent(client, intent.id)) ?? { status: 'not_cancellable' };
        }
      });
    },
  };
}

/** How far a webhook's signed time may be from now, either way (the stripe SDK's default for the past). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Every time the signature header names (the check takes the last one) within the tolerance: the check looks only at the past. */
function signedAroundNow(signature: string): boolean {
  const times = signature
    .split(',')
    .map((item) => item.split('='))
    .filter(([key]) => key === 't')
    .map(([, value]) => Number(value));
  const now = Date.now() / 1000;
  return times.length > 0 && times.every((t) => Number.isInteger(t) && Math.abs(now - t) <= WEBHOOK_TOLERANCE_SECONDS);
}

function constructed(payload: string, signature: string, webhookSecret: string): Stripe.Event | undefined {
  return signedEvent(payload, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
}

/**
 * Verifies a webhook's signature; the event on success, undefined when it is not genuine. A
 * signature that fails with the secret read so far is checked once more with the secret read
 * again, in case it was replaced since.
 */
export async function verifyWebhook(payload: string, signature: string | undefined): Promise<Stripe.Event | undefined> {
  if (!signature || !signedAroundNow(signature)) return undefined;
  const { webhookSecret } = await paymentKeys();
  const event = constructed(payload, signature, webhookSecret);
  if (event || !paymentKeysRefused()) return event;
  const { webhookSecret: readAgain } = await paymentKeys();
  return constructed(payload, signature, readAgain);
}
