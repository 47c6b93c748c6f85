import { createCashBalanceRefund, stripeAmount } from './cash-balance.ts';
import { invalidRequest } from './errors.ts';
import type { FormObject } from './form.ts';
import { newId } from './ids.ts';
import { metadata, oneOf, optionalInteger, optionalString, rejectUnknown } from './params.ts';
import type { SimulatorStore } from './store.ts';
import { type Charge, type Refund, REFUND_REASONS } from './types.ts';
import type { WebhookSender } from './webhooks.ts';

export interface RefundContext {
  store: SimulatorStore;
  webhooks: WebhookSender;
  nowSeconds: number;
}

const REFUND_PARAMS = ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand'];

/**
 * `POST /v1/refunds`: gives back part or all of a payment's charge. Without `amount` it is
 * what is left; partial refunds add up on the charge, and asking for more than is left is
 * refused as Stripe refuses it. Every refund of a charge succeeds at once here. With
 * `origin=customer_balance` it sends money from a customer's cash balance back (cash-balance.ts).
 */
export function createRefund(params: FormObject, context: RefundContext): Refund {
  const origin = oneOf(params.origin, 'origin', ['customer_balance'] as const);
  if (origin) return createCashBalanceRefund(params, context);
  rejectUnknown(params, REFUND_PARAMS);
  const requested = optionalInteger(params.amount, 'amount', 1);
  const reason = oneOf(params.reason, 'reason', REFUND_REASONS) ?? null;
  const refundMetadata = metadata(params.metadata);
  const charge = chargeToRefund(params, context.store);
  const left = charge.amount - charge.amount_refunded;
  if (left === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, 'charge', 'charge_already_refunded');
  }
  const amount = requested ?? left;
  if (amount > left) {
    throw invalidRequest(
      `Refund amount (${stripeAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${stripeAmount(left, charge.currency)})`,
      'amount',
      'amount_too_large',
    );
  }
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  const refund = newRefund(context, {
    amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    currency: charge.currency,
    reason,
    metadata: refundMetadata,
  });
  const sessionId = sessionOf(charge.payment_intent, context.store);
  context.webhooks.notify('charge.refunded', charge, sessionId);
  context.webhooks.notify('refund.created', refund, sessionId);
  return refund;
}

/**
 * The operator sends a transfer that waited in a customer's cash balance back to the sender's
 * account, as a merchant does from Stripe's Dashboard: the same refund from the cash balance the
 * API makes, for the transfer's amount.
 */
export function returnToSender(transactionId: string, context: RefundContext): Refund {
  const transaction = context.store.state.cashBalance[transactionId];
  if (transaction?.type !== 'funded') {
    throw invalidRequest(`No such cash balance transaction: '${transactionId}'`, 'id', 'resource_missing');
  }
  if (transaction.returned_by) return context.store.refund(transaction.returned_by);
  const refund = createCashBalanceRefund(
    {
      origin: 'customer_balance',
      customer: transaction.customer,
      amount: String(transaction.net_amount),
      currency: transaction.currency,
      metadata: { returned_from: 'customer_cash_balance' },
    },
    context,
  );
  transaction.returned_by = refund.id;
  context.store.save();
  return refund;
}

function newRefund(
  context: RefundContext,
  fields: Omit<Refund, 'id' | 'object' | 'status' | 'created' | 'customer' | 'instructions_email' | 'next_action'>,
): Refund {
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    status: 'succeeded',
    customer: null,
    instructions_email: null,
    next_action: null,
    created: context.nowSeconds,
    ...fields,
  };
  context.store.state.refunds[refund.id] = refund;
  context.store.save();
  return refund;
}

function chargeToRefund(params: FormObject, store: SimulatorStore): Charge {
  const chargeId = optionalString(params.charge, 'charge');
  const intentId = optionalString(params.payment_intent, 'payment_intent');
  if (!chargeId === !intentId) {
    throw invalidRequest('You must pass exactly one of payment_intent or charge.', chargeId ? 'charge' : 'payment_intent');
  }
  if (chargeId) return store.charge(chargeId);
  const intent = store.paymentIntent(intentId as string);
  if (!intent.latest_charge) {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'payment_intent');
  }
  return store.charge(intent.latest_charge);
}

function sessionOf(intentId: string, store: SimulatorStore): string | null {
  return Object.values(store.state.sessions).find((session) => session.payment_intent === intentId)?.id ?? null;
}
