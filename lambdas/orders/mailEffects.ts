import { type DrawInvoicePdf, invoiceMail } from '../invoices/invoiceMail.ts';
import { getInvoice } from '../invoices/invoiceStore.ts';
import type { Clock } from '../platform/clock.ts';
import type { Mailer, SendResult } from '../platform/mailer.ts';
import type { EffectDoneAs, Outbox } from '../platform/outbox.ts';
import type { EffectRecord } from './effectRecord.ts';
import { EffectFailed, laneOutbox, orderOf } from './effectOutbox.ts';
import { getCashReturn } from './cashBalanceReturns.ts';
import { cashBalanceReturnedMail, orderMail } from './orderMails.ts';

/** What the mail lane (effectLanes.ts) performs with. */
export interface MailPorts {
  mailer: Mailer;
  clock: Clock;
  shopUrl: string;
  /** The invoice's PDF: the renderInvoicePdf function in AWS and on `npm start`. */
  drawInvoicePdf: DrawInvoicePdf;
}

const doneAs = (result: SendResult): EffectDoneAs | undefined => (result.status === 'suppressed' ? 'suppressed' : undefined);

/** Sends an order's mail, or an invoice's with its PDF; a mail to a suppressed address is done as `suppressed`. */
export async function performMail(effect: EffectRecord, ports: MailPorts): Promise<EffectDoneAs | undefined> {
  const task = effect.effect;
  if (task.kind !== 'mail') throw new EffectFailed(`${task.kind} is no mail`);
  if (task.mail === 'invoice') {
    const invoice = await getInvoice(task.invoiceId);
    if (!invoice) throw new EffectFailed(`invoice ${task.invoiceId} is gone`);
    return doneAs(await ports.mailer.send(await invoiceMail(invoice, invoice.email, ports.shopUrl, effect.id, ports.drawInvoicePdf)));
  }
  const order = await orderOf(effect);
  if (task.mail === 'cashBalanceReturned') {
    const returned = await getCashReturn(task.transactionId);
    if (!returned) throw new EffectFailed(`the return of ${task.transactionId} is gone`);
    const content = cashBalanceReturnedMail(order, returned, ports.shopUrl);
    return doneAs(await ports.mailer.send({ to: order.email, ...content, idempotencyKey: effect.id }));
  }
  return doneAs(await ports.mailer.send({ to: order.email, ...orderMail(task.mail, order, ports.shopUrl), idempotencyKey: effect.id }));
}

/** The mail lane's outbox; `handOff` passes the other lanes' effects on (effectWorker.ts). */
export const mailOutbox = (ports: MailPorts, handOff?: Outbox<EffectRecord>['handOff']): Outbox<EffectRecord> =>
  laneOutbox(['mail'], (effect) => performMail(effect, ports), handOff);
