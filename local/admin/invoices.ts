import { invoiceMail } from '../../lambdas/invoices/invoiceMail.ts';
import { renderInvoicePdf } from '../../lambdas/invoices/invoicePdf.ts';
import { getInvoice, type InvoiceRecord } from '../../lambdas/invoices/invoiceStore.ts';
import { getOrder } from '../../lambdas/orders/orderStore.ts';
import type { Clock } from '../../lambdas/platform/clock.ts';
import type { Mailer } from '../../lambdas/platform/mailer.ts';
import { defineCommand, OperatorError, positionals } from './command.ts';
import { findOrder } from './orderLookup.ts';

/** `invoices resend`: the invoice email again, on the operator's word. */

/** The invoice an operator means: by its id, or the one of an order (by id or number). */
async function invoiceFor(reference: string): Promise<InvoiceRecord> {
  const invoice = await getInvoice(reference);
  if (invoice) return invoice;
  const order = await findOrder(reference);
  if (!order) throw new OperatorError(`There is no order or invoice ${reference}.`);
  if (!order.invoiceId) throw new OperatorError(`Order ${order.number} has no invoice yet (it is ${order.status}).`);
  const issued = await getInvoice(order.invoiceId);
  if (!issued) throw new OperatorError(`Order ${order.number} names invoice ${order.invoiceId}, which is not there.`);
  return issued;
}

/**
 * Sends the invoice with its PDF to the order's address, as invoiceMail.ts composes it. An
 * explicit operator action, so it is not de-duplicated: every call sends. It leaves the
 * invoice's own record of its first sending alone.
 */
export async function resendInvoice(
  reference: string,
  ports: { mailer: Mailer; clock: Clock; shopUrl: string },
): Promise<{ invoice: InvoiceRecord; to: string }> {
  const invoice = await invoiceFor(reference);
  const to = (await getOrder(invoice.orderId))?.email ?? invoice.email;
  // Drawn here, on the operator's machine, as the renderInvoicePdf function draws it.
  const mail = await invoiceMail(
    invoice,
    to,
    ports.shopUrl,
    `invoice-${invoice.id}-resent-${ports.clock.now().toISOString()}`,
    (document) => renderInvoicePdf(document),
  );
  await ports.mailer.send(mail);
  return { invoice, to };
}

export const invoiceCommands = [
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
    parse({ positionals: words }, problems) {
      const [reference] = positionals(words, ['orderId or invoiceId'], problems);
      if (reference !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(reference))
        problems.add(`"${reference}" is not an order or invoice id.`);
      return { reference: reference as string };
    },
    async run({ reference }, context) {
      const { invoice, to } = await resendInvoice(reference, {
        mailer: context.mailer(),
        clock: context.clock,
        shopUrl: context.shopUrl(),
      });
      context.io.out(`Invoice ${invoice.document.number} (${invoice.id}) of order ${invoice.document.orderNumber} sent to ${to}.`);
    },
  }),
];
