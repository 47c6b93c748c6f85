import { accountByEmail } from '../accounts/dynamoAccountReader.ts';
import { type DrawInvoicePdf, invoiceMail } from '../invoices/invoiceMail.ts';
import { getInvoice } from '../invoices/invoiceStore.ts';
import type { Mail } from '../platform/mailer.ts';
import { type EffectDoneAs, mailDoneAs, type Outbox, sentOnEarlierTry } from '../platform/outbox.ts';
import type { EffectRecord } from './effectRecord.ts';
import { EffectFailed, laneOutbox, orderOf } from './effectOutbox.ts';
import { getCashReturn } from './cashBalanceReturns.ts';
import { cashBalanceReturnedMail, orderMail } from './orderMails.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';

/** What the mail lane (effectLanes.ts) performs with. */
export interface MailPorts extends MailingPorts {
  /** The invoice's PDF: the renderInvoicePdf function in AWS and on `npm start`. */
  drawInvoicePdf: DrawInvoicePdf;
}

/**
 * Sends an order's mail, or an invoice's with its PDF, keyed by the effect's id; a mail to a
 * suppressed address is done as `suppressed`, and a retry whose mail SES took on an earlier try
 * as `alreadySent`.
 */
export async function performMail(effect: EffectRecord, ports: MailPorts): Promise<EffectDoneAs | undefined> {
  if (await sentOnEarlierTry(effect, ports.mailer)) return 'alreadySent';
  const mail = await mailOf(effect, ports);
  return mailDoneAs(await ports.mailer.send({ ...mail, idempotencyKey: effect.id }));
}

async function mailOf(effect: EffectRecord, ports: MailPorts): Promise<Mail> {
  const task = effect.effect;
  if (task.kind !== 'mail') throw new EffectFailed(`${task.kind} is no mail`);
  if (task.mail === 'invoice') {
    const invoice = await getInvoice(task.invoiceId);
    if (!invoice) throw new EffectFailed(`invoice ${task.invoiceId} is gone`);
    return invoiceMail(invoice, invoice.email, ports.shopUrl, effect.id, ports.drawInvoicePdf);
  }
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
