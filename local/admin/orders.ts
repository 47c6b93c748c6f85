import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/contract/orders';
import { formatEuro } from '@shop/shared/money';
import { emailInvoiceOnce } from '../../lambdas/invoices/emailInvoice.ts';
import { ensureInvoice, type InvoiceRecord } from '../../lambdas/invoices/issueInvoice.ts';
import type { OrderRecord } from '../../lambdas/orders/orderRecord.ts';
import { getOrder, transitionOrder } from '../../lambdas/orders/orderStore.ts';
import type { Clock } from '../../lambdas/platform/clock.ts';
import type { Mailer } from '../../lambdas/platform/mailer.ts';
import { defineCommand, OperatorError, positionals, stringOption } from './command.ts';
import { formatTable } from './io.ts';
import { oneOf, wholeNumber } from './operatorInput.ts';
import { findOrder, listOrders } from './orderLookup.ts';

/** `orders list` and `orders transfer-received`. */

export interface TransferReceived {
  order: OrderRecord;
  invoice: InvoiceRecord;
  /** False when the order was paid before this call (a repeat, or the provider got there first). */
  markedPaid: boolean;
  /** False when the invoice had been emailed before. */
  emailed: boolean;
}

/**
 * A bank transfer arrived that the payment provider cannot see: the order goes from
 * AWAITING_TRANSFER to PAID with the same conditional transition the payment events use, and
 * the invoice is issued and emailed once by the same use cases. Running it again (or after a
 * failure half-way) finishes what is missing and sends nothing twice.
 */
export async function receiveBankTransfer(
  reference: string,
  ports: { mailer: Mailer; clock: Clock; shopUrl: string },
): Promise<TransferReceived> {
  const order = await findOrder(reference);
  if (!order) throw new OperatorError(`There is no order ${reference}.`);
  const now = ports.clock.now();
  const at = now.toISOString();
  let markedPaid = false;
  if (order.status === 'AWAITING_TRANSFER') {
    markedPaid = await transitionOrder(
      order,
      ['AWAITING_TRANSFER'],
      'PAID',
      { paidAt: at, paymentMethod: order.paymentMethod ?? 'BANK_TRANSFER' },
      at,
    );
  }
  const current = markedPaid ? 'PAID' : (await getOrder(order.id))?.status;
  if (current !== 'PAID') {
    const given = current === 'EXPIRED' || current === 'CANCELLED' || current === 'PAYMENT_FAILED';
    throw new OperatorError(
      `Order ${order.number} is ${current}: only an order awaiting a bank transfer can be marked paid.` +
        (given ? ' Its items went back to stock; refund the transfer or have the customer order again.' : ''),
    );
  }
  const invoice = await ensureInvoice(order.id, now);
  const emailed = await emailInvoiceOnce(invoice, { mailer: ports.mailer, now, shopUrl: ports.shopUrl });
  return { order: (await getOrder(order.id)) as OrderRecord, invoice, markedPaid, emailed };
}

export const orderCommands = [
  defineCommand({
    group: 'orders',
    name: 'list',
    summary: 'list orders by status or customer',
    usage: `orders list --status STATUS [--customer EMAIL] [--limit N]`,
    description: `
Lists orders. STATUS is one of ${ORDER_STATUSES.join(', ')}.
AWAITING_TRANSFER is read from the byStatus index, oldest first (the ones closest to being
cancelled after 7 days on top). --customer reads the byCustomer index, newest first, with
--status as a filter. Other statuses alone read the whole orders table in pages (fine for
an operator, never done on a request path) and show the newest first.`,
    options: {
      status: { type: 'string', value: 'STATUS', description: 'the status (required unless --customer is given)' },
      customer: { type: 'string', value: 'EMAIL', description: "the customer's email" },
      limit: { type: 'string', value: 'N', description: 'at most this many (default 50)' },
    },
    examples: ['orders list --status AWAITING_TRANSFER', 'orders list --status PAID --limit 10', 'orders list --customer ana@example.hr'],
    parse({ positionals: words, values }, problems) {
      positionals(words, [], problems);
      const status = oneOf<OrderStatus>(stringOption(values, 'status'), ORDER_STATUSES, '--status', problems);
      const customer = stringOption(values, 'customer')?.trim().toLowerCase();
      if (customer !== undefined && !/^[^\s@]+@[^\s@]+$/.test(customer))
        problems.add(`--customer must be an email address, not "${customer}".`);
      if (values.status === undefined && customer === undefined) problems.add('--status or --customer is needed.');
      const limit = wholeNumber(stringOption(values, 'limit') ?? '50', '--limit', problems, { min: 1, max: 10_000 }) as number;
      return { status, customer, limit };
    },
    async run(query, { io }) {
      const orders = await listOrders(query);
      const rows = orders.map((o) => [o.id, o.number, o.status, o.createdAt, o.email, formatEuro(o.total), o.paymentMethod ?? '-']);
      for (const line of formatTable(['ID', 'NUMBER', 'STATUS', 'CREATED', 'EMAIL', 'TOTAL', 'PAYMENT'], rows)) io.out(line);
      io.err(
        `${orders.length} order${orders.length === 1 ? '' : 's'}${orders.length === query.limit ? ` (the first ${query.limit}; --limit shows more)` : ''}.`,
      );
    },
  }),
  defineCommand({
    group: 'orders',
    name: 'transfer-received',
    summary: 'mark a bank-transfer order paid, issue and email its invoice',
    usage: 'orders transfer-received <orderId|orderNumber>',
    description: `
For a bank transfer that arrived on the shop's account where the payment provider cannot see
it: the order (by id, or by its number TK-YYMMDD-XXXXX from the transfer's reference) goes
from AWAITING_TRANSFER to PAID, its invoice is issued and emailed to the order's address.
Safe to repeat: an order already paid keeps its one invoice, and the invoice is emailed once.
Orders cancelled after 7 days unpaid (EXPIRED) are refused: their items went back to stock.`,
    needs: ['mail'],
    examples: ['orders transfer-received TK-261122-7QX2M'],
    parse({ positionals: words }, problems) {
      const [reference] = positionals(words, ['orderId'], problems);
      if (reference !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(reference)) problems.add(`"${reference}" is not an order id or number.`);
      return { reference: reference as string };
    },
    async run({ reference }, context) {
      const { io } = context;
      const result = await receiveBankTransfer(reference, { mailer: context.mailer(), clock: context.clock, shopUrl: context.shopUrl() });
      const { order, invoice } = result;
      io.out(
        result.markedPaid
          ? `Order ${order.number} (${order.id}) is PAID: transfer of ${formatEuro(order.total)} received.`
          : `Order ${order.number} (${order.id}) was already PAID.`,
      );
      io.out(
        `Invoice ${invoice.document.number} (${invoice.id}) ${result.emailed ? `emailed to ${invoice.email}` : 'had been emailed before; not sent again (invoices resend sends it again)'}.`,
      );
    },
  }),
];
