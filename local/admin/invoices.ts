import { renderInvoicePdf } from '../../lambdas/invoices/invoicePdf.ts';
import { eRacunEffectId, eRacunPaymentEffectId, fiscaliseEffectId } from '../../lambdas/orders/effectRecord.ts';
import { invoiceOfOrder, resendInvoice as resend, suppressedInvoiceReason } from '../../lambdas/orders/resendInvoice.ts';
import { reviveEffect } from '../../lambdas/platform/outbox.ts';
import { getInvoice, type InvoiceRecord, invoicesIssued } from '../../lambdas/invoices/invoiceStore.ts';
import { UblRefused, ublInvoice } from '../../lambdas/invoices/ubl.ts';
import type { Clock } from '../../lambdas/platform/clock.ts';
import type { Mailer, SendResult } from '../../lambdas/platform/mailer.ts';
import { type CommandDef, defineCommand, OperatorError, positionals } from './command.ts';
import { findOrder } from './orderLookup.ts';

/** `invoices resend`: the invoice email again, on the operator's word. */

/** The invoice an operator means: by its id, or the one of an order (by id or number). */
async function invoiceFor(reference: string): Promise<InvoiceRecord> {
  const invoice = await getInvoice(reference);
  if (invoice) return invoice;
  const order = await findOrder(reference);
  if (!order) throw new OperatorError(`There is no order or invoice ${reference}.`);
  const found = await invoiceOfOrder(order);
  if (found.status === 'refused') throw new OperatorError(found.reason);
  return found.invoice;
}

/**
 * Sends the invoice with its PDF to the order's address, through the use case the back office
 * uses too (lambdas/orders/resendInvoice.ts); the PDF is drawn here, on the operator's machine,
 * as the renderInvoicePdf function draws it.
 */
export async function resendInvoice(
  reference: string,
  ports: { mailer: Mailer; clock: Clock; shopUrl: string },
): Promise<{ invoice: InvoiceRecord; to: string; sent: SendResult }> {
  return resend(await invoiceFor(reference), { ...ports, drawInvoicePdf: (document) => renderInvoicePdf(document) });
}

/**
 * Puts an invoice's given-up delivery to CIS back in the outbox, which delivers it within a
 * minute as a subsequent delivery (NakDost): after CIS refused it and the cause was fixed.
 */
export async function fiscaliseAgain(reference: string, now: Date): Promise<InvoiceRecord> {
  const invoice = await invoiceFor(reference);
  const { number, fiscal } = invoice.document;
  if (fiscal?.jir) throw new OperatorError(`Invoice ${number} has its JIR (${fiscal.jir}) already.`);
  if (!(await reviveEffect('orders', fiscaliseEffectId({ id: invoice.orderId }, invoice.id), now)))
    throw new OperatorError(`Invoice ${number} is still being delivered to CIS (its tries have not been given up): nothing to do.`);
  return invoice;
}

/**
 * Puts an eRačun's given-up exchange back in the outbox: its sending through the intermediary and
 * its report to CIS, or, once CIS accepted it, the report of its payment (docs/runbook.md,
 * eracun-refused). The outbox performs it within a minute.
 */
export async function sendERacunAgain(reference: string, now: Date): Promise<{ invoice: InvoiceRecord; step: 'eRacun' | 'payment' }> {
  const invoice = await invoiceFor(reference);
  const { number } = invoice.document;
  if (!invoice.eRacun) throw new OperatorError(`Invoice ${number} is a receipt, not an eRačun: use invoices fiscalise.`);
  if (invoice.eRacun.payment?.status === 'accepted') throw new OperatorError(`eRačun ${number} and its payment are reported already.`);
  // A credit note has no payment to report (docs/decisions/066): once CIS took it, it is done.
  if (invoice.document.kind === 'creditNote' && invoice.eRacun.fiscal?.status === 'accepted')
    throw new OperatorError(`eRačun ${number}, a credit note, is reported already.`);
  const step = invoice.eRacun.fiscal?.status === 'accepted' ? 'payment' : 'eRacun';
  const order = { id: invoice.orderId };
  const id = step === 'payment' ? eRacunPaymentEffectId(order, invoice.id) : eRacunEffectId(order, invoice.id);
  if (!(await reviveEffect('orders', id, now)))
    throw new OperatorError(`eRačun ${number} is still being sent or reported (its tries have not been given up): nothing to do.`);
  return { invoice, step };
}

/** Invoice numbers run per year from 1 (`17/ZG1/1`): the newest invoice with the number, looked for from this year back. */
async function invoiceByNumber(number: string, now: Date): Promise<InvoiceRecord | undefined> {
  for (let year = now.getUTCFullYear(); year >= FIRST_INVOICE_YEAR; year--) {
    const found = (await invoicesIssued(`${year}-01-01T00:00:00.000Z`, `${year}-12-31T23:59:59.999Z`)).find(
      (i) => i.document.number === number,
    );
    if (found) return found;
  }
  return undefined;
}

const FIRST_INVOICE_YEAR = 2025;

/**
 * The eRačun (UBL 2.1, CIUS-HR) of an invoice, by its number, or by its id or its order's
 * (docs/decisions/055); of a credit note, its UBL CreditNote, by its number or id (docs/decisions/066).
 */
export async function invoiceUbl(reference: string, now: Date): Promise<{ invoice: InvoiceRecord; xml: string }> {
  const invoice = reference.includes('/') ? await invoiceByNumber(reference, now) : await invoiceFor(reference);
  if (!invoice) throw new OperatorError(`There is no invoice ${reference}.`);
  try {
    return { invoice, xml: ublInvoice(invoice.document) };
  } catch (error) {
    if (error instanceof UblRefused) throw new OperatorError(error.message);
    throw error;
  }
}

/** The one word both commands take: an order's id or number, or an invoice's id. */
const parseReference: CommandDef<{ reference: string }>['parse'] = ({ positionals: words }, problems) => {
  const [reference] = positionals(words, ['orderId or invoiceId'], problems);
  if (reference !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(reference)) problems.add(`"${reference}" is not an order or invoice id.`);
  return { reference: reference as string };
};

export const invoiceCommands = [
  defineCommand({
    group: 'invoices',
    name: 'ubl',
    summary: "print an R1 invoice's eRačun (UBL 2.1 XML, CIUS-HR)",
    usage: 'invoices ubl <invoiceNumber|orderNumber|orderId|invoiceId>',
    description: `
Prints the eRačun of an invoice made out to a Croatian company: the UBL 2.1 document the
shop sends through the information intermediary (docs/decisions/055). A credit note's number
prints its UBL CreditNote (docs/decisions/066). An invoice to a consumer, or taxed outside
Croatia, has none: it says why.`,
    examples: ['invoices ubl 17/ZG1/1 > eRacun-17.xml', 'invoices ubl TK-261122-7QX2M'],
    parse: ({ positionals: words }, problems) => {
      const [reference] = positionals(words, ['invoiceNumber or orderNumber'], problems);
      if (reference !== undefined && !/^[A-Za-z0-9_/-]{1,64}$/.test(reference))
        problems.add(`"${reference}" is not an invoice number, order or invoice id.`);
      return { reference: reference as string };
    },
    async run({ reference }, context) {
      const { xml } = await invoiceUbl(reference, context.clock.now());
      context.io.out(xml.trimEnd());
    },
  }),
  defineCommand({
    group: 'invoices',
    name: 'resend',
    summary: "email an invoice again to the order's address",
    usage: 'invoices resend <orderId|orderNumber|invoiceId>',
    description: `
Sends the invoice email with its PDF again to the order's email address, e.g. when the
customer lost it. Unlike the shop's own sending, this is not de-duplicated: each call sends
one email.`,
    needs: ['mail'],
    examples: ['invoices resend TK-261122-7QX2M'],
    parse: parseReference,
    async run({ reference }, context) {
      const { invoice, to, sent } = await resendInvoice(reference, {
        mailer: context.mailer(),
        clock: context.clock,
        shopUrl: context.shopUrl(),
      });
      if (sent.status === 'suppressed') throw new OperatorError(suppressedInvoiceReason(to, sent));
      context.io.out(`Invoice ${invoice.document.number} (${invoice.id}) of order ${invoice.document.orderNumber} sent to ${to}.`);
    },
  }),
  defineCommand({
    group: 'invoices',
    name: 'fiscalise',
    summary: 'deliver a receipt CIS refused to CIS again, once the cause is fixed',
    usage: 'invoices fiscalise <orderId|orderNumber|invoiceId>',
    description: `
Puts the invoice's delivery to the Tax Administration's CIS, given up after CIS refused it
(Today lists it; docs/runbook.md, fiscal-receipt-refused), back in the outbox, which delivers
it within a minute as a subsequent delivery. Fix the cause first (the fiscal certificate, the
premises): the same request would be refused again.`,
    examples: ['invoices fiscalise TK-261122-7QX2M'],
    parse: parseReference,
    async run({ reference }, context) {
      const invoice = await fiscaliseAgain(reference, context.clock.now());
      context.io.out(
        `Invoice ${invoice.document.number} goes to CIS again within a minute; Today and the invoice show the JIR once CIS confirms.`,
      );
    },
  }),
  defineCommand({
    group: 'invoices',
    name: 'eracun',
    summary: 'send an eRačun the intermediary or CIS refused again, once the cause is fixed',
    usage: 'invoices eracun <orderId|orderNumber|invoiceId>',
    description: `
Puts an eRačun's exchange, given up after the information intermediary or CIS refused it (the
failed-events desk lists it; docs/runbook.md, eracun-refused), back in the outbox: its sending
and its report to CIS, or, once CIS accepted it, the report of its payment. An eRačun the
intermediary has already is not sent twice. Fix the cause first: the same request would be
refused again.`,
    examples: ['invoices eracun TK-261122-7QX2M'],
    parse: parseReference,
    async run({ reference }, context) {
      const { invoice, step } = await sendERacunAgain(reference, context.clock.now());
      context.io.out(
        step === 'payment'
          ? `The payment of eRačun ${invoice.document.number} goes to CIS again within a minute.`
          : `eRačun ${invoice.document.number} goes to the intermediary and CIS again within a minute.`,
      );
    },
  }),
];
