import { invoiceMail } from '../invoices/invoiceMail.ts';
import { getInvoice } from '../invoices/invoiceStore.ts';
import type { Mailer } from '../platform/mailer.ts';
import {
  CLAIM_SECONDS,
  type EffectOutcome,
  type Outbox,
  performDueEffects as performDueOutboxEffects,
  performEffect as performOutboxEffect,
} from '../platform/outbox.ts';
import type { EffectRecord } from './effectRecord.ts';
import { ensureInvoice } from './issueInvoice.ts';
import { orderMail } from './orderMails.ts';
import type { OrderRecord } from './orderRecord.ts';
import { getOrder } from './orderStore.ts';
import { type SettlePorts, settleOrderFromProvider } from './settleOrder.ts';

/**
 * The orders' outbox worker (the mechanism: lambdas/platform/outbox.ts). A mail can go out twice
 * should a worker die in the instant between SES taking it and the done-mark; a refund cannot,
 * as the provider deduplicates it by the effect's id.
 */

/** Waits before the 2nd, 3rd, … try; the last repeats. A mail service that is down for a day only delays mail. */
export const RETRY_MINUTES = [1, 5, 15, 60, 180] as const;
/** Tries before an effect is given up and shown to the operator (about four days of tries). */
export const MAX_ATTEMPTS = 36;
export { CLAIM_SECONDS, type EffectOutcome };

class EffectFailed extends Error {}

export type EffectPorts = SettlePorts & { mailer: Mailer };

async function orderOf(effect: EffectRecord): Promise<OrderRecord> {
  const order = await getOrder(effect.orderId);
  if (!order) throw new EffectFailed(`order ${effect.orderId} is gone`);
  return order;
}

async function run(effect: EffectRecord, ports: EffectPorts): Promise<void> {
  const task = effect.effect;
  const order = await orderOf(effect);
  const sessionId = order.paymentSessionId;
  switch (task.kind) {
    case 'mail': {
      if (task.mail === 'invoice') {
        const invoice = await getInvoice(task.invoiceId);
        if (!invoice) throw new EffectFailed(`invoice ${task.invoiceId} is gone`);
        await ports.mailer.send(await invoiceMail(invoice, invoice.email, ports.shopUrl, effect.id));
      } else {
        await ports.mailer.send({ to: order.email, ...orderMail(task.mail, order, ports.shopUrl), idempotencyKey: effect.id });
      }
      return;
    }
    case 'issueInvoice':
      await ensureInvoice(order.id, ports.clock.now());
      return;
    case 'refund': {
      if (!sessionId) throw new EffectFailed('no payment to refund');
      const refund = await ports.payments.refund(sessionId, task.amount, effect.id);
      if (refund.status === 'unavailable') throw new EffectFailed(refund.reason);
      return;
    }
    case 'expireSession': {
      if (!sessionId) return;
      const expired = await ports.payments.expireSession(sessionId);
      if (expired.status === 'unavailable') throw new EffectFailed(expired.reason);
      // Paid in the instant before the page closed: the provider's word settles it.
      if (expired.status === 'already_complete') await settleOrderFromProvider(order, ports);
      return;
    }
    case 'cancelPayment': {
      if (!sessionId) return;
      const cancelled = await ports.payments.cancelPayment(sessionId);
      if (cancelled.status === 'unavailable') throw new EffectFailed(cancelled.reason);
      if (cancelled.status === 'already_paid') await settleOrderFromProvider(order, ports);
      return;
    }
  }
}

/** The orders' outbox, performing with these adapters. */
export function orderOutbox(ports: EffectPorts): Outbox<EffectRecord> {
  return {
    name: 'order effect',
    effectsTable: 'orders',
    retryMinutes: RETRY_MINUTES,
    maxAttempts: MAX_ATTEMPTS,
    deadMetric: 'OrderEffectDead',
    perform: (effect) => run(effect, ports),
    describe: (effect) => ({ orderId: effect.orderId, effect: effect.effect }),
  };
}

/** Performs one effect if it is due and nobody else holds it. */
export function performEffect(id: string, ports: EffectPorts): Promise<EffectOutcome> {
  return performOutboxEffect(orderOutbox(ports), id, ports.clock);
}

/** The job: performs every effect that is due, oldest first. */
export function performDueEffects(ports: EffectPorts, limit = 200): Promise<Record<EffectOutcome, number>> {
  return performDueOutboxEffects(orderOutbox(ports), ports.clock, limit);
}
