import type { OrderStepRequest } from '@shop/shared/contract/adminOrders';
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/contract/orders';
import { formatEuro } from '@shop/shared/money';
import { operatorStep } from '../../lambdas/orders/operatorSteps.ts';
import { refundable } from '../../lambdas/orders/orderLifecycle.ts';
import { type OrderRecord, piecesNotBack } from '../../lambdas/orders/orderRecord.ts';
import type { Clock } from '../../lambdas/platform/clock.ts';
import { defineCommand, OperatorError, type Problems, positionals, stringOption } from './command.ts';
import { formatTable } from './io.ts';
import { euros, oneOf, wholeNumber } from './operatorInput.ts';
import { commandLineOperator } from './operator.ts';
import { findOrder, listOrders } from './orderLookup.ts';

/** `orders list`, `orders transfer-received` and the steps of fulfilment. */

export interface Moved {
  order: OrderRecord;
  /** False when the order was already where the step leads (a repeat). */
  moved: boolean;
}

/**
 * Moves an order (by id or number) one step of its life, through the use case the back office
 * uses too (lambdas/orders/operatorSteps.ts) and so the same transition the shop itself uses;
 * what the move causes (mails, the invoice, refunds at the provider) goes to the outbox and is
 * done by the shop's own worker, here or in AWS, as for any other move.
 */
export async function moveOrder(reference: string, request: OrderStepRequest, clock: Clock): Promise<Moved> {
  const order = await findOrder(reference);
  if (!order) throw new OperatorError(`There is no order ${reference}.`);
  // Written to the audit log with the move, as the back office's steps are.
  const result = await operatorStep(order, request, clock.now(), commandLineOperator());
  if (result.status === 'refused') throw new OperatorError(result.reason);
  return { order: result.order, moved: result.status === 'moved' };
}

/**
 * A bank transfer arrived that the payment provider cannot see: the order goes from
 * AWAITING_TRANSFER to PAID with the same transition the payment events use; its invoice is
 * issued and mailed by the outbox. Running it again changes nothing.
 */
export const receiveBankTransfer = (reference: string, clock: Clock) => moveOrder(reference, { step: 'transferReceived' }, clock);

const referenceOf = (words: string[], problems: Problems) => {
  const [reference] = positionals(words, ['orderId'], problems);
  if (reference !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(reference)) problems.add(`"${reference}" is not an order id or number.`);
  return reference as string;
};

/** A fulfilment step that needs nothing but the order. */
function stepCommand(
  name: string,
  type: 'packed' | 'readyForPickup' | 'delivered' | 'pickedUp' | 'cancel',
  to: OrderStatus,
  summary: string,
) {
  return defineCommand({
    group: 'orders',
    name,
    summary,
    usage: `orders ${name} <orderId|orderNumber>`,
    description: `\n${summary[0]?.toUpperCase()}${summary.slice(1)}; the order becomes ${to} and the customer is mailed by the shop.`,
    examples: [`orders ${name} TK-261122-7QX2M`],
    parse: ({ positionals: words }, problems) => ({ reference: referenceOf(words, problems) }),
    async run({ reference }, { io, clock }) {
      const { order, moved } = await moveOrder(reference, { step: type }, clock);
      io.out(
        moved ? `Order ${order.number} (${order.id}) is ${to}; the customer is told by mail.` : `Order ${order.number} was already ${to}.`,
      );
    },
  });
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
    summary: 'mark a bank-transfer order paid; the shop issues and mails its invoice',
    usage: 'orders transfer-received <orderId|orderNumber>',
    description: `
For a bank transfer that arrived on the shop's account where the payment provider cannot see
it: the order (by id, or by its number TK-YYMMDD-XXXXX from the transfer's reference) goes
from AWAITING_TRANSFER to PAID; the shop then issues its invoice and mails it to the order's
address. Safe to repeat: an order already paid keeps its one invoice and its one mail.
Orders cancelled after 7 days unpaid are refused: their items went back to stock.`,
    examples: ['orders transfer-received TK-261122-7QX2M'],
    parse: ({ positionals: words }, problems) => ({ reference: referenceOf(words, problems) }),
    async run({ reference }, { io, clock }) {
      const { order, moved } = await receiveBankTransfer(reference, clock);
      io.out(
        moved
          ? `Order ${order.number} (${order.id}) is PAID: transfer of ${formatEuro(order.total)} received; the shop issues and mails its invoice.`
          : `Order ${order.number} (${order.id}) was already PAID.`,
      );
    },
  }),
  stepCommand('packed', 'packed', 'PACKED', 'mark a paid order packed'),
  defineCommand({
    group: 'orders',
    name: 'shipped',
    summary: 'mark an order shipped, with its carrier and tracking link',
    usage: 'orders shipped <orderId|orderNumber> --carrier NAME --tracking URL',
    description: `
The parcel left: the order (to be delivered, PAID or PACKED) becomes SHIPPED, and the customer
is mailed the carrier and the link to follow it; the profile's order shows them too.`,
    options: {
      carrier: { type: 'string', value: 'NAME', description: 'who carries it, e.g. "Hrvatska pošta" or "GLS"' },
      tracking: { type: 'string', value: 'URL', description: "the carrier's tracking page for this parcel (https)" },
    },
    examples: ['orders shipped TK-261122-7QX2M --carrier GLS --tracking https://gls-group.com/HR/hr/pracenje-posiljaka?match=123'],
    parse({ positionals: words, values }, problems) {
      const reference = referenceOf(words, problems);
      const carrier = stringOption(values, 'carrier')?.trim();
      const tracking = stringOption(values, 'tracking')?.trim();
      if (!carrier || carrier.length > 60) problems.add('--carrier is needed (at most 60 characters).');
      let url: URL | undefined;
      try {
        url = tracking ? new URL(tracking) : undefined;
      } catch {}
      if (url?.protocol !== 'https:' || (tracking?.length ?? 0) > 500)
        problems.add('--tracking must be the https link of the parcel (at most 500 characters).');
      return { reference, carrier: carrier as string, trackingUrl: tracking as string };
    },
    async run({ reference, carrier, trackingUrl }, { io, clock }) {
      const { order, moved } = await moveOrder(reference, { step: 'shipped', carrier, trackingUrl }, clock);
      io.out(
        moved
          ? `Order ${order.number} (${order.id}) is SHIPPED with ${carrier}; the customer is told by mail.`
          : `Order ${order.number} was already SHIPPED.`,
      );
    },
  }),
  stepCommand('ready-for-pickup', 'readyForPickup', 'READY_FOR_PICKUP', 'mark a pickup order ready at its store'),
  stepCommand('delivered', 'delivered', 'DELIVERED', 'mark a shipped order delivered'),
  stepCommand('picked-up', 'pickedUp', 'PICKED_UP', 'mark a pickup order picked up'),
  stepCommand('cancel', 'cancel', 'CANCELLED', 'cancel an order not paid yet; its pieces go back on the shelf'),
  defineCommand({
    group: 'orders',
    name: 'refund',
    summary: 'give money back, in part or whole, with its credit note; pieces that came back go on the shelf',
    usage: 'orders refund <orderId|orderNumber> [--amount EUROS] [--restock] [--new-gift-card]',
    description: `
Refunds a paid order: the provider's part through the payment provider (the shop's worker makes
the refund, once, whatever happens), then the gift card's part back on its gift card. A credit
note is issued with it, fiscalised and mailed to the customer. Without --amount, what is left of
the order; with it, that much (e.g. 12,50). The order becomes PARTLY_REFUNDED or REFUNDED.
With --restock, every piece of the order not back yet goes back on the shelf. With
--new-gift-card, the gift card's part goes on a new card, named in the customer's mail.`,
    options: {
      amount: { type: 'string', value: 'EUROS', description: 'how much, in euros (default: all that is left)' },
      restock: { type: 'boolean', description: 'the pieces came back: put every piece not back yet on the shelf' },
      'new-gift-card': { type: 'boolean', description: "the gift card's part on a new card instead of the one paid with" },
    },
    examples: [
      'orders refund TK-261122-7QX2M --restock',
      'orders refund TK-261122-7QX2M --amount 12,50',
      'orders refund TK-261122-7QX2M --new-gift-card',
    ],
    parse({ positionals: words, values }, problems) {
      const reference = referenceOf(words, problems);
      const raw = stringOption(values, 'amount');
      return {
        reference,
        amount: raw === undefined ? undefined : euros(raw, '--amount', problems),
        restock: values.restock === true,
        newGiftCard: values['new-gift-card'] === true,
      };
    },
    async run({ reference, amount, restock, newGiftCard }, { io, clock }) {
      const order = await findOrder(reference);
      if (!order) throw new OperatorError(`There is no order ${reference}.`);
      const pieces = restock ? piecesNotBack(order.lines) : [];
      const refund = amount ?? refundable(order);
      const { order: after } = await moveOrder(
        order.id,
        {
          step: 'refund',
          ...(amount === undefined ? {} : { amount }),
          ...(pieces.length ? { restock: pieces } : {}),
          ...(newGiftCard ? { newGiftCard } : {}),
        },
        clock,
      );
      const back = pieces.reduce((sum, p) => sum + p.quantity, 0);
      io.out(
        `Order ${after.number} (${after.id}) is ${after.status}: ${formatEuro(refund)} is refunded (${formatEuro(after.refunded ?? 0)} in all)` +
          `${back ? `, ${back} piece${back === 1 ? '' : 's'} back on the shelf` : ''}; its credit note is issued and mailed to the customer.`,
      );
    },
  }),
];
