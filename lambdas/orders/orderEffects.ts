import { cisFiscalService, type FiscalService } from '../fiscal/fiscalService.ts';
import { invoiceMail } from '../invoices/invoiceMail.ts';
import { getInvoice } from '../invoices/invoiceStore.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { log } from '../platform/log.ts';
import type { Mailer } from '../platform/mailer.ts';
import { countMetric } from '../platform/metrics.ts';
import {
  CLAIM_SECONDS,
  type EffectOutcome,
  type Outbox,
  performDueEffects as performDueOutboxEffects,
  performEffect as performOutboxEffect,
} from '../platform/outbox.ts';
import { type EffectRecord, newEffect } from './effectRecord.ts';
import { fiscaliseInvoice, UNCONFIRMED_ALARM_MS } from './fiscaliseInvoice.ts';
import { ensureInvoice, invoiceMailEffectId } from './issueInvoice.ts';
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

/** `fiscal` is CIS (FISCAL_CIS_URL, the fiscal certificate) when absent. */
export type EffectPorts = SettlePorts & { mailer: Mailer; fiscal?: FiscalService };

const defaultFiscal = /* @__PURE__ */ cisFiscalService();

async function orderOf(effect: EffectRecord): Promise<OrderRecord> {
  const order = await getOrder(effect.orderId);
  if (!order) throw new EffectFailed(`order ${effect.orderId} is gone`);
  return order;
}

/** Writes an effect unless it is there already; whether it wrote it. */
async function putNewEffect(effect: EffectRecord): Promise<boolean> {
  try {
    await dynamo().send(new PutCommand({ TableName: tableName('orders'), Item: effect, ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Delivers the invoice to CIS; after the first try, whatever came of it, the invoice's mail is
 * put in the outbox and sent at once: with the JIR when CIS answered, with the ZKI alone (the
 * receipt is valid so) when it did not. An unanswered delivery fails the effect, so the outbox
 * tries again on its schedule, as a subsequent delivery (NakDost), until CIS confirms.
 */
async function fiscalise(effect: EffectRecord & { effect: { kind: 'fiscalise' } }, ports: EffectPorts): Promise<void> {
  const now = ports.clock.now();
  const { invoice, outcome } = await fiscaliseInvoice(
    effect.effect.invoiceId,
    { fiscal: ports.fiscal ?? defaultFiscal, now },
    effect.attempts > 1,
  );
  const mailId = invoiceMailEffectId({ id: effect.orderId }, invoice.id);
  const mail = newEffect(mailId, effect.orderId, { kind: 'mail', mail: 'invoice', invoiceId: invoice.id }, now.toISOString());
  if (await putNewEffect(mail)) await performEffect(mailId, ports);
  if (outcome.status === 'confirmed') return;
  const unconfirmedFor = now.getTime() - new Date(invoice.document.issuedAt).getTime();
  if (unconfirmedFor >= UNCONFIRMED_ALARM_MS) {
    countMetric('FiscalReceiptUnconfirmed');
    log.error('a receipt has no JIR a day after it was issued: deliver it to CIS within two working days (docs/runbook.md)', {
      invoiceId: invoice.id,
      number: invoice.document.number,
    });
  }
  throw new EffectFailed(
    outcome.status === 'refused' ? `CIS refused: ${outcome.errors.map((e) => `${e.code} ${e.message}`).join('; ')}` : outcome.reason,
  );
}

async function run(effect: EffectRecord, ports: EffectPorts): Promise<void> {
  const task = effect.effect;
  if (task.kind === 'fiscalise') return fiscalise({ ...effect, effect: task }, ports);
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
