import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { invoiceMail } from '../invoices/invoiceMail.ts';
import { getInvoice } from '../invoices/invoiceStore.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { log } from '../platform/log.ts';
import type { Mailer } from '../platform/mailer.ts';
import { countMetric } from '../platform/metrics.ts';
import { EFFECTS_DUE, type EffectRecord, effectKey } from './effectRecord.ts';
import { ensureInvoice } from './issueInvoice.ts';
import { orderMail } from './orderMails.ts';
import type { OrderRecord } from './orderRecord.ts';
import { getOrder } from './orderStore.ts';
import { type SettlePorts, settleOrderFromProvider } from './settleOrder.ts';

/**
 * The outbox's worker. An effect is claimed with a conditional write (so two workers never do
 * it at once), performed, then marked done. A worker that dies holding a claim leaves it to run
 * out; the due-effects job then does the effect again, so nothing is lost. The one way to do an
 * effect twice is to die in the instant between the outside service taking it and the mark
 * being written: a mail can then go out twice; a refund cannot, as the provider deduplicates it
 * by the effect's id.
 */

/** Longer than any function that performs effects may run, so a live worker's claim never runs out. */
export const CLAIM_SECONDS = 120;
/** Waits before the 2nd, 3rd, … try; the last repeats. A mail service that is down for a day only delays mail. */
export const RETRY_MINUTES = [1, 5, 15, 60, 180] as const;
/** Tries before an effect is given up and shown to the operator (about four days of tries). */
export const MAX_ATTEMPTS = 36;

export type EffectOutcome = 'done' | 'failed' | 'dead' | 'not-due';

class EffectFailed extends Error {}

export type EffectPorts = SettlePorts & { mailer: Mailer };

async function claim(id: string, now: Date): Promise<EffectRecord | undefined> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName('orders'),
        Key: effectKey(id),
        UpdateExpression: 'SET claimedUntil = :until, attempts = attempts + :one',
        // A new effect is due at once (whatever clock the move was made by); a failed one when its retry is.
        ConditionExpression:
          '#status = :pending AND (attempts = :zero OR dueAt <= :now) AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':now': now.toISOString(),
          ':until': new Date(now.getTime() + CLAIM_SECONDS * 1000).toISOString(),
          ':one': 1,
          ':zero': 0,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as EffectRecord;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

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

const retryAt = (attempts: number, now: Date) =>
  new Date(now.getTime() + RETRY_MINUTES[Math.min(attempts, RETRY_MINUTES.length) - 1]! * 60_000).toISOString();

/** Performs one effect if it is due and nobody else holds it. */
export async function performEffect(id: string, ports: EffectPorts): Promise<EffectOutcome> {
  const now = ports.clock.now();
  const effect = await claim(id, now);
  if (!effect) return 'not-due';
  try {
    await run(effect, ports);
  } catch (error) {
    const dead = effect.attempts >= MAX_ATTEMPTS;
    const reason = error instanceof Error ? error.message : String(error);
    log.error(dead ? 'an order effect was given up' : 'an order effect failed; it will be tried again', {
      effectId: id,
      orderId: effect.orderId,
      effect: effect.effect,
      attempts: effect.attempts,
      error,
    });
    if (dead) countMetric('OrderEffectDead');
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('orders'),
        Key: effectKey(id),
        UpdateExpression: dead
          ? 'SET #status = :dead, lastError = :error REMOVE claimedUntil, dueKey'
          : 'SET dueAt = :retry, lastError = :error REMOVE claimedUntil',
        ConditionExpression: 'claimedUntil = :until',
        ExpressionAttributeNames: dead ? { '#status': 'status' } : undefined,
        ExpressionAttributeValues: {
          ':error': reason.slice(0, 500),
          ':until': effect.claimedUntil,
          ...(dead ? { ':dead': 'dead' } : { ':retry': retryAt(effect.attempts, now) }),
        },
      }),
    );
    return dead ? 'dead' : 'failed';
  }
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('orders'),
      Key: effectKey(id),
      UpdateExpression: 'SET #status = :done, doneAt = :now REMOVE claimedUntil, dueKey',
      ConditionExpression: 'claimedUntil = :until',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done', ':now': ports.clock.now().toISOString(), ':until': effect.claimedUntil },
    }),
  );
  return 'done';
}

/** Effects due by now: new ones the stream has not done yet, retries, and claims of workers that died. */
export async function dueEffects(now: Date, limit: number): Promise<string[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName('orders'),
      IndexName: 'byDue',
      KeyConditionExpression: 'dueKey = :due AND dueAt <= :now',
      ExpressionAttributeValues: { ':due': EFFECTS_DUE, ':now': now.toISOString() },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => (item as EffectRecord).id);
}

/** The job: performs every effect that is due, oldest first. */
export async function performDueEffects(ports: EffectPorts, limit = 200): Promise<Record<EffectOutcome, number>> {
  const counts: Record<EffectOutcome, number> = { done: 0, failed: 0, dead: 0, 'not-due': 0 };
  for (const id of await dueEffects(ports.clock.now(), limit)) counts[await performEffect(id, ports)]++;
  return counts;
}
