import { invalidRequest } from './errors.ts';
import type { FormObject } from './form.ts';
import { oneOf, rejectUnknown } from './params.ts';
import type { SimulatorStore } from './store.ts';
import { CANCELLATION_REASONS, type PaymentIntent, type PaymentIntentStatus } from './types.ts';
import type { WebhookSender } from './webhooks.ts';

export interface IntentContext {
  store: SimulatorStore;
  webhooks: WebhookSender;
  nowSeconds: number;
}

/** Stripe's list, in Stripe's words; `requires_capture`, `requires_confirmation` and `processing` never occur here. */
const CANCELLABLE = 'requires_payment_method, requires_capture, requires_confirmation, requires_action, processing';
const CANCELLABLE_HERE: readonly PaymentIntentStatus[] = ['requires_payment_method', 'requires_action'];

/**
 * `POST /v1/payment_intents/:id/cancel`. A bank transfer still waiting for its money is
 * cancelled this way once its Checkout Session has completed; while the session is open, Stripe
 * wants the session expired instead, and a payment that succeeded or was cancelled already
 * cannot be cancelled.
 */
export function cancelPaymentIntent(id: string, params: FormObject, context: IntentContext): PaymentIntent {
  rejectUnknown(params, ['cancellation_reason', 'expand']);
  const reason = oneOf(params.cancellation_reason, 'cancellation_reason', CANCELLATION_REASONS) ?? null;
  const intent = context.store.paymentIntent(id);
  const session = Object.values(context.store.state.sessions).find((candidate) => candidate.payment_intent === id);
  if (session?.status === 'open') {
    throw invalidRequest(
      'You cannot cancel the PaymentIntent for a Checkout Session that is still open. Expire the Checkout Session instead.',
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  if (!CANCELLABLE_HERE.includes(intent.status)) {
    throw invalidRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELLABLE}.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  intent.status = 'canceled';
  intent.canceled_at = context.nowSeconds;
  intent.cancellation_reason = reason;
  intent.next_action = null;
  context.store.save();
  context.webhooks.notify('payment_intent.canceled', intent, session?.id ?? null);
  return intent;
}
