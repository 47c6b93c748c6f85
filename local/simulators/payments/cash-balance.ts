import { invalidRequest, resourceMissing } from './errors.ts';
import type { FormObject } from './form.ts';
import { newId } from './ids.ts';
import { metadata, oneOf, optionalString, rejectUnknown, requiredInteger, requiredString } from './params.ts';
import type { SimulatorStore } from './store.ts';
import { type CashBalanceTransaction, type CheckoutSession, REFUND_REASONS, type Refund } from './types.ts';
import type { WebhookSender } from './webhooks.ts';

/**
 * A customer's cash balance, as Stripe keeps it for bank transfers: the sum of the customer's
 * cash balance transactions. Money goes in when a transfer arrives (`funded`), out when it pays
 * the payment waiting for it (`applied_to_payment`) or is sent back to the sender's bank
 * (`return_initiated`), and in again when such a return is cancelled (`return_canceled`).
 */

export interface CashBalanceContext {
  store: SimulatorStore;
  webhooks: WebhookSender;
  nowSeconds: number;
}

/** Stripe asks the customer for the account to send a return to; after 45 days without one it cancels the refund. */
export const RETURN_ANSWER_DAYS = 45;

export function balanceOf(store: SimulatorStore, customerId: string, currency = 'eur'): number {
  return Object.values(store.state.cashBalance)
    .filter((transaction) => transaction.customer === customerId && transaction.currency === currency)
    .reduce((sum, transaction) => sum + transaction.net_amount, 0);
}

type NewTransaction = Pick<CashBalanceTransaction, 'type' | 'net_amount' | 'currency' | 'customer'> &
  Partial<
    Pick<CashBalanceTransaction, 'funded' | 'applied_to_payment' | 'checkout_session' | 'payment_intent' | 'customer_email' | 'returned_by'>
  >;

/** Records a move of the customer's cash balance, with the balance after it. */
export function recordTransaction(store: SimulatorStore, fields: NewTransaction, nowSeconds: number): CashBalanceTransaction {
  const transaction: CashBalanceTransaction = {
    id: newId('ccsbtxn'),
    object: 'customer_cash_balance_transaction',
    ending_balance: balanceOf(store, fields.customer, fields.currency) + fields.net_amount,
    customer_email: store.state.customers[fields.customer]?.email ?? null,
    checkout_session: null,
    payment_intent: null,
    returned_by: null,
    created: nowSeconds,
    livemode: false,
    ...fields,
  };
  store.state.cashBalance[transaction.id] = transaction;
  return transaction;
}

/** The session's Customer; a session that never completed (expired) gets one now, for the money that came for it. */
export function customerOf(store: SimulatorStore, session: CheckoutSession, nowSeconds: number): string {
  if (!session.customer) {
    session.customer = store.createCustomer(session.customer_details?.email ?? session.customer_email, nowSeconds).id;
  }
  return session.customer;
}

/** `GET /v1/customers/:id/cash_balance`. */
export function cashBalanceObject(store: SimulatorStore, customerId: string) {
  const customer = store.customer(customerId);
  const currencies = new Set(
    Object.values(store.state.cashBalance)
      .filter((transaction) => transaction.customer === customer.id)
      .map((transaction) => transaction.currency),
  );
  return {
    object: 'cash_balance' as const,
    available:
      currencies.size === 0
        ? null
        : Object.fromEntries([...currencies].map((currency) => [currency, balanceOf(store, customer.id, currency)])),
    customer: customer.id,
    livemode: false,
    settings: { reconciliation_mode: 'automatic', using_merchant_default: true },
  };
}

/** `GET /v1/customers/:id/cash_balance_transactions/:transaction`. */
export function cashBalanceTransaction(store: SimulatorStore, customerId: string, transactionId: string): CashBalanceTransaction {
  const transaction = store.state.cashBalance[transactionId];
  if (!transaction || transaction.customer !== customerId) {
    throw resourceMissing('customer_cash_balance_transaction', transactionId);
  }
  return transaction;
}

const CASH_REFUND_PARAMS = ['origin', 'customer', 'amount', 'currency', 'instructions_email', 'metadata', 'reason', 'expand'];

/**
 * `POST /v1/refunds` with `origin=customer_balance`: sends money from the customer's cash
 * balance back to the sender's bank. It waits in `requires_action` while Stripe asks the customer
 * (by email: `instructions_email`, else the Customer's) for the account; the balance goes down at
 * once (`return_initiated`). More than the balance holds is refused.
 */
export function createCashBalanceRefund(params: FormObject, context: CashBalanceContext): Refund {
  rejectUnknown(params, CASH_REFUND_PARAMS);
  for (const param of ['payment_intent', 'charge']) {
    if (params[param] !== undefined) throw invalidRequest(`You cannot pass ${param} with origin=customer_balance.`, param);
  }
  const customer = context.store.customer(requiredString(params.customer, 'customer'));
  const amount = requiredInteger(params.amount, 'amount', 1);
  const currency = requiredString(params.currency, 'currency').toLowerCase();
  const email = optionalString(params.instructions_email, 'instructions_email') || customer.email;
  if (!email) {
    throw invalidRequest('The customer has no email address for refund instructions: pass instructions_email.', 'instructions_email');
  }
  const available = balanceOf(context.store, customer.id, currency);
  if (amount > available) {
    throw invalidRequest(
      `Refund amount (${stripeAmount(amount, currency)}) is greater than the customer's available cash balance (${stripeAmount(available, currency)}).`,
      'amount',
      'amount_too_large',
    );
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: null,
    payment_intent: null,
    customer: customer.id,
    currency,
    status: 'requires_action',
    reason: oneOf(params.reason, 'reason', REFUND_REASONS) ?? null,
    instructions_email: email,
    next_action: {
      type: 'display_details',
      display_details: {
        email_sent: { email_sent_at: context.nowSeconds, email_sent_to: email },
        expires_at: context.nowSeconds + RETURN_ANSWER_DAYS * 86_400,
      },
    },
    metadata: metadata(params.metadata),
    created: context.nowSeconds,
  };
  context.store.state.refunds[refund.id] = refund;
  const transaction = recordTransaction(
    context.store,
    { type: 'return_initiated', net_amount: -amount, currency, customer: customer.id, returned_by: refund.id },
    context.nowSeconds,
  );
  context.store.save();
  context.webhooks.notify('refund.created', refund, null);
  context.webhooks.notify('customer_cash_balance_transaction.created', transaction, null);
  return refund;
}

export type ReturnStep = 'bank-details-given' | 'arrives' | 'expires';
export const RETURN_STEPS: readonly ReturnStep[] = ['bank-details-given', 'arrives', 'expires'];

/**
 * What happens to a return after Stripe's email, played by the operator: the customer gives the
 * account (`pending`), the money arrives (`succeeded`), or 45 days pass without an answer
 * (`canceled`: the money is back in the cash balance, `return_canceled`). Each sends `refund.updated`.
 */
export function moveReturn(refundId: string, step: ReturnStep, context: CashBalanceContext): Refund {
  const refund = context.store.refund(refundId);
  const from: Record<ReturnStep, Refund['status']> = {
    'bank-details-given': 'requires_action',
    arrives: 'pending',
    expires: 'requires_action',
  };
  if (!refund.customer || refund.status !== from[step]) {
    throw invalidRequest(
      `This refund is ${refund.status}; only a return from a cash balance that is ${from[step]} can take '${step}'.`,
      'refund',
    );
  }
  refund.next_action = null;
  if (step === 'bank-details-given') refund.status = 'pending';
  if (step === 'arrives') refund.status = 'succeeded';
  if (step === 'expires') {
    refund.status = 'canceled';
    const transaction = recordTransaction(
      context.store,
      { type: 'return_canceled', net_amount: refund.amount, currency: refund.currency, customer: refund.customer, returned_by: refund.id },
      context.nowSeconds,
    );
    context.webhooks.notify('customer_cash_balance_transaction.created', transaction, null);
  }
  context.store.save();
  context.webhooks.notify('refund.updated', refund, null);
  return refund;
}

/** Amounts as Stripe's messages write them, e.g. "€25.00". */
export function stripeAmount(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);
}
