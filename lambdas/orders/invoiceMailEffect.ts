import { type DrawInvoicePdf, invoiceMail } from '../invoices/invoiceMail.ts';
import { getInvoice } from '../invoices/invoiceStore.ts';
import type { Mail } from '../platform/mailer.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';
import { type EffectDoneAs, mailDoneAs, type Outbox, sentOnEarlierTry } from '../platform/outbox.ts';
import { EffectFailed, laneOutbox } from './effectOutbox.ts';
import type { EffectRecord } from './effectRecord.ts';

/** What the mail lane (effectLanes.ts) performs with. */
export interface MailPorts extends MailingPorts {
  /** The invoice's PDF: the renderInvoicePdf function in AWS and on `npm start`. */
  drawInvoicePdf: DrawInvoicePdf;
}

/**
 * Sends the mail an effect stands for, keyed by the effect's id: a mail to a suppressed address
 * is done as `suppressed`, and a retry whose mail SES took on an earlier try as `alreadySent`.
 */
export async function sendEffectMail(
  effect: EffectRecord,
  ports: MailPorts,
  mailOf: (effect: EffectRecord) => Promise<Mail>,
): Promise<EffectDoneAs | undefined> {
  if (await sentOnEarlierTry(effect, ports.mailer)) return 'alreadySent';
  const mail = await mailOf(effect);
  return mailDoneAs(await ports.mailer.send({ ...mail, idempotencyKey: effect.id }));
}

/** The mail of an invoice with its PDF, sent under the effect's id. */
export async function invoiceMailFor(invoiceId: string, effectId: string, ports: MailPorts): Promise<Mail> {
  const invoice = await getInvoice(invoiceId);
  if (!invoice) throw new EffectFailed(`invoice ${invoiceId} is gone`);
  return invoiceMail(invoice, invoice.email, ports.shopUrl, effectId, ports.drawInvoicePdf);
}

/**
 * The mail lane's outbox for invoice mails alone: what the success page's "send the invoice"
 * asks for (handlers/sendInvoiceEmail.ts), without the order's other mails (mailEffects.ts).
 */
export const invoiceMailOutbox = (ports: MailPorts): Outbox<EffectRecord> =>
  laneOutbox(['mail'], (effect) =>
    sendEffectMail(effect, ports, async ({ id, effect: task }) => {
      if (task.kind !== 'mail' || task.mail !== 'invoice') throw new EffectFailed(`${id} is no invoice mail`);
      return invoiceMailFor(task.invoiceId, id, ports);
    }),
  );
