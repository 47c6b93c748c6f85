import { accountByEmail } from '../accounts/dynamoAccountReader.ts';
import type { Mail } from '../platform/mailer.ts';
import type { EffectDoneAs, Outbox } from '../platform/outbox.ts';
import type { EffectRecord } from './effectRecord.ts';
import { EffectFailed, laneOutbox, orderOf } from './effectOutbox.ts';
import { getCashReturn } from './cashBalanceReturns.ts';
import { cashBalanceReturnedMail, orderMail } from './orderMails.ts';
import { invoiceMailFor, type MailPorts, sendEffectMail } from './invoiceMailEffect.ts';

/**
 * Sends an order's mail, or an invoice's with its PDF, keyed by the effect's id
 * (invoiceMailEffect.ts `sendEffectMail`).
 */
export const performMail = (effect: EffectRecord, ports: MailPorts): Promise<EffectDoneAs | undefined> =>
  sendEffectMail(effect, ports, (mailEffect) => mailOf(mailEffect, ports));

async function mailOf(effect: EffectRecord, ports: MailPorts): Promise<Mail> {
  const task = effect.effect;
  if (task.kind !== 'mail') throw new EffectFailed(`${task.kind} is no mail`);
  if (task.mail === 'invoice') return invoiceMailFor(task.invoiceId, effect.id, ports);
  const order = await orderOf(effect);
  // The account under the order's email greets its owner by name (orderMails.ts customerName).
  const account = await accountByEmail(order.email);
  if (task.mail === 'cashBalanceReturned') {
    const returned = await getCashReturn(task.transactionId);
    if (!returned) throw new EffectFailed(`the return of ${task.transactionId} is gone`);
    return { to: order.email, ...cashBalanceReturnedMail(order, returned, ports.shopUrl, account) };
  }
  return { to: order.email, ...orderMail(task.mail, order, ports.shopUrl, account) };
}

/** The mail lane's outbox; `handOff` passes the other lanes' effects on (effectWorker.ts). */
export const mailOutbox = (ports: MailPorts, handOff?: Outbox<EffectRecord>['handOff']): Outbox<EffectRecord> =>
  laneOutbox(['mail'], (effect) => performMail(effect, ports), handOff);
