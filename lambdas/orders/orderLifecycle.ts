import type { OrderStatus, PaymentMethod, Shipment, TransferDetails } from '@shop/shared/contract/orders';
import { type OrderLine, type OrderRecord, PAID_FOR_STATES } from './orderRecord.ts';

/**
 * The order's life, declared once. An order is PLACED holding its stock, code use and gift card
 * amount; a payment page makes it PENDING_PAYMENT; the provider's word makes it PAID, AWAITING_
 * TRANSFER, PAYMENT_FAILED or EXPIRED; the shop packs, ships or hands it over; money can go back.
 *
 * Each rule says: on which event, from which states, to which state, whether the holds are
 * given back (in the same transaction as the move), and what the move causes (written to the
 * outbox in that transaction, performed afterwards by the effects worker). `decide` is pure;
 * lambdas/orders/orderStore.ts `transition` is the one place that writes a decision.
 */

/** Mails an order sends its customer, one per step (lambdas/orders/orderMails.ts writes them). */
export type OrderMail =
  | 'confirmation'
  | 'transferDetails'
  | 'transferCancelled'
  | 'cancelled'
  | 'paymentFailed'
  | 'packed'
  | 'shipped'
  | 'readyForPickup'
  | 'delivered'
  | 'pickedUp'
  | 'refunded'
  | 'lateMoneyRefunded';

/** What a move causes, performed after it by the effects worker, each at least once and idempotently. */
export type OrderEffect =
  | { kind: 'mail'; mail: OrderMail }
  | { kind: 'issueInvoice' }
  | { kind: 'refund'; amount: number }
  | { kind: 'expireSession' }
  | { kind: 'cancelPayment' };

export type OrderEvent =
  /** The provider opened a payment page for the order. */
  | { type: 'paymentPageOpened'; sessionId: string }
  /** The provider could not open a payment page; the shopper was told at once. */
  | { type: 'paymentPageFailed' }
  /** A gift card covered all of it: nothing to pay at the provider. */
  | { type: 'coveredByGiftCard' }
  /** The provider holds the money. */
  | { type: 'paid'; method: PaymentMethod; amount: number; sessionId?: string }
  /** The shopper chose a bank transfer; the money is on its way. */
  | { type: 'transferPending'; transfer?: TransferDetails; sessionId?: string }
  /** The provider says the payment failed for good. */
  | { type: 'paymentFailed' }
  /** The payment page expired unpaid, or never opened and the sweeper let the order go. */
  | { type: 'paymentPageExpired' }
  /** The shopper came back from the payment page. */
  | { type: 'checkoutCancelled' }
  /** The transfer did not arrive within the days allowed. */
  | { type: 'transferOverdue' }
  /** Staff cancelled an order that was not paid (the customer asked, or it cannot be sent). */
  | { type: 'cancelled' }
  | { type: 'packed' }
  | { type: 'shipped'; carrier: string; trackingUrl: string }
  | { type: 'readyForPickup' }
  | { type: 'delivered' }
  | { type: 'pickedUp' }
  /**
   * Money given back: part of the order's value or the rest of it, the provider's part through
   * the provider and the gift card's to the gift card (docs/decisions/062); the pieces named in
   * `restock` came back and go back on the shelf.
   */
  | { type: 'refund'; amount: number; restock?: readonly RestockLine[]; newGiftCard?: boolean };

/** Pieces of an order line that came back to the shop. */
export interface RestockLine {
  itemNo: number;
  quantity: number;
}

/**
 * What a refund gives back, for the one writer to write with the move: the credit note of
 * `amount` (lambdas/invoices/creditNote.ts), the provider's and the gift card's parts, and the pieces back on the shelf.
 */
export interface RefundParts {
  amount: number;
  refundedBefore: number;
  toProvider: number;
  toGiftCard: number;
  restock: { line: OrderLine; quantity: number }[];
  /** The gift card's part on a new card instead of the one the order was paid with. */
  newGiftCard: boolean;
}

export type OrderEventType = OrderEvent['type'];
type EventOf<T extends OrderEventType> = Extract<OrderEvent, { type: T }>;

/** The fields a move may set besides status. */
export type OrderChanges = Partial<
  Pick<
    OrderRecord,
    'paymentSessionId' | 'paymentMethod' | 'paidAt' | 'cancelledAt' | 'transfer' | 'shipment' | 'refunded' | 'giftCardRefunded' | 'lines'
  >
>;

type OrderFacts = Pick<OrderRecord, 'status' | 'deliveryMethod' | 'total' | 'paymentSessionId'> &
  Partial<Pick<OrderRecord, 'refunded' | 'giftCardRefunded' | 'giftCard' | 'lines'>>;

interface Rule<T extends OrderEventType> {
  on: T;
  from: readonly OrderStatus[];
  to: OrderStatus | ((order: OrderFacts, event: EventOf<T>) => OrderStatus);
  /** Gives back stock, pre-order quantities, the code's use and the gift card amount. */
  releases?: true;
  causes?: (order: OrderFacts, event: EventOf<T>) => OrderEffect[];
  changes?: (order: OrderFacts, event: EventOf<T>, at: string) => OrderChanges;
  /** Why the event does not apply to this order although its state would allow it. */
  refuse?: (order: OrderFacts, event: EventOf<T>) => string | undefined;
  /** What the move gives back beyond the holds: a refund's parts. */
  refunds?: (order: OrderFacts, event: EventOf<T>) => RefundParts;
}

const mail = (m: OrderMail): OrderEffect => ({ kind: 'mail', mail: m });
const UNPAID: readonly OrderStatus[] = ['PLACED', 'PENDING_PAYMENT'];
const GIVEN_UP: readonly OrderStatus[] = ['PAYMENT_FAILED', 'EXPIRED', 'CANCELLED'];
/** What the order is worth and not yet refunded: what was paid at the provider and with the gift card. */
export const refundable = (order: OrderFacts) => order.total + (order.giftCard?.applied ?? 0) - (order.refunded ?? 0);
/** Of that, what the provider still holds: a refund returns it first, the gift card's part last (docs/decisions/062). */
const providerLeft = (order: OrderFacts) => order.total - ((order.refunded ?? 0) - (order.giftCardRefunded ?? 0));

function refundParts(order: OrderFacts, event: EventOf<'refund'>): RefundParts {
  const toProvider = Math.min(event.amount, providerLeft(order));
  const lines = order.lines ?? [];
  const restock = (event.restock ?? []).map((r) => ({ line: lines.find((line) => line.itemNo === r.itemNo)!, quantity: r.quantity }));
  return {
    amount: event.amount,
    refundedBefore: order.refunded ?? 0,
    toProvider,
    toGiftCard: event.amount - toProvider,
    restock,
    newGiftCard: event.newGiftCard === true,
  };
}

/** Why pieces cannot go back on the shelf: a line the order lacks, or more pieces than it sold and has not taken back. */
function restockRefusal(order: OrderFacts, restock: readonly RestockLine[] = []): string | undefined {
  const seen = new Set<number>();
  for (const r of restock) {
    const line = order.lines?.find((l) => l.itemNo === r.itemNo);
    if (!line || seen.has(r.itemNo)) return `The order has no line ${r.itemNo} to take back (or it is named twice).`;
    seen.add(r.itemNo);
    const left = line.quantity - (line.restocked ?? 0);
    if (!Number.isInteger(r.quantity) || r.quantity < 1 || r.quantity > left) {
      return `Line ${r.itemNo} (${line.productName}, ${line.size}) can take back between 1 and ${left} pieces.`;
    }
  }
  return undefined;
}

/** The order's lines with the pieces taken back counted. */
function linesRestocked(order: OrderFacts, restock: readonly RestockLine[] = []): OrderLine[] | undefined {
  if (restock.length === 0 || !order.lines) return undefined;
  return order.lines.map((line) => {
    const back = restock.find((r) => r.itemNo === line.itemNo)?.quantity ?? 0;
    return back ? { ...line, restocked: (line.restocked ?? 0) + back } : line;
  });
}
const session = (sessionId: string | undefined): OrderChanges => (sessionId ? { paymentSessionId: sessionId } : {});
const sessionEffect = (order: OrderFacts, effect: OrderEffect): OrderEffect[] => (order.paymentSessionId ? [effect] : []);

const rules: { [T in OrderEventType]: readonly Rule<T>[] } = {
  paymentPageOpened: [
    { on: 'paymentPageOpened', from: ['PLACED'], to: 'PENDING_PAYMENT', changes: (_, e) => ({ paymentSessionId: e.sessionId }) },
  ],
  paymentPageFailed: [{ on: 'paymentPageFailed', from: ['PLACED'], to: 'PAYMENT_FAILED', releases: true }],
  coveredByGiftCard: [
    {
      on: 'coveredByGiftCard',
      from: ['PLACED'],
      to: 'PAID',
      refuse: (order) => (order.total === 0 ? undefined : 'The order has something left to pay.'),
      changes: (_, __, at) => ({ paymentMethod: 'GIFT_CARD', paidAt: at }),
      causes: () => [mail('confirmation'), { kind: 'issueInvoice' }],
    },
  ],
  paid: [
    {
      on: 'paid',
      from: [...UNPAID, 'AWAITING_TRANSFER'],
      to: 'PAID',
      changes: (_, e, at) => ({ paymentMethod: e.method, paidAt: at, ...session(e.sessionId) }),
      // A transfer's confirmation went out when the shopper chose it.
      causes: (order) => [...(order.status === 'AWAITING_TRANSFER' ? [] : [mail('confirmation')]), { kind: 'issueInvoice' }],
    },
    {
      // Money for an order the shop already let go of: it goes back, and the customer is told.
      on: 'paid',
      from: GIVEN_UP,
      to: 'REFUNDED',
      changes: (_, e, at) => ({ paymentMethod: e.method, paidAt: at, refunded: e.amount, ...session(e.sessionId) }),
      causes: (_, e) => [{ kind: 'refund', amount: e.amount }, mail('lateMoneyRefunded')],
    },
  ],
  transferPending: [
    {
      on: 'transferPending',
      from: UNPAID,
      to: 'AWAITING_TRANSFER',
      changes: (_, e) => ({ paymentMethod: 'BANK_TRANSFER', ...(e.transfer ? { transfer: e.transfer } : {}), ...session(e.sessionId) }),
      causes: () => [mail('transferDetails')],
    },
  ],
  paymentFailed: [
    {
      on: 'paymentFailed',
      from: [...UNPAID, 'AWAITING_TRANSFER'],
      to: 'PAYMENT_FAILED',
      releases: true,
      causes: () => [mail('paymentFailed')],
    },
  ],
  paymentPageExpired: [
    {
      on: 'paymentPageExpired',
      from: UNPAID,
      to: 'EXPIRED',
      releases: true,
      causes: (order) => sessionEffect(order, { kind: 'expireSession' }),
    },
  ],
  checkoutCancelled: [
    {
      on: 'checkoutCancelled',
      from: UNPAID,
      to: 'CANCELLED',
      releases: true,
      changes: (_, __, at) => ({ cancelledAt: at }),
      causes: (order) => sessionEffect(order, { kind: 'expireSession' }),
    },
  ],
  transferOverdue: [
    {
      on: 'transferOverdue',
      from: ['AWAITING_TRANSFER'],
      to: 'CANCELLED',
      releases: true,
      changes: (_, __, at) => ({ cancelledAt: at }),
      causes: (order) => [...sessionEffect(order, { kind: 'cancelPayment' }), mail('transferCancelled')],
    },
  ],
  cancelled: [
    {
      on: 'cancelled',
      from: [...UNPAID, 'AWAITING_TRANSFER'],
      to: 'CANCELLED',
      releases: true,
      changes: (_, __, at) => ({ cancelledAt: at }),
      causes: (order) => [
        ...sessionEffect(order, order.status === 'AWAITING_TRANSFER' ? { kind: 'cancelPayment' } : { kind: 'expireSession' }),
        mail('cancelled'),
      ],
    },
  ],
  packed: [{ on: 'packed', from: ['PAID'], to: 'PACKED', causes: () => [mail('packed')] }],
  shipped: [
    {
      on: 'shipped',
      from: ['PAID', 'PACKED'],
      to: 'SHIPPED',
      refuse: (order) => (order.deliveryMethod === 'DELIVERY' ? undefined : 'The order is to be picked up, not shipped.'),
      changes: (_, e, at) => ({ shipment: { carrier: e.carrier, trackingUrl: e.trackingUrl, shippedAt: at } satisfies Shipment }),
      causes: () => [mail('shipped')],
    },
  ],
  readyForPickup: [
    {
      on: 'readyForPickup',
      from: ['PAID', 'PACKED'],
      to: 'READY_FOR_PICKUP',
      refuse: (order) => (order.deliveryMethod === 'PICK_UP' ? undefined : 'The order is to be delivered, not picked up.'),
      causes: () => [mail('readyForPickup')],
    },
  ],
  delivered: [{ on: 'delivered', from: ['SHIPPED'], to: 'DELIVERED', causes: () => [mail('delivered')] }],
  pickedUp: [{ on: 'pickedUp', from: ['READY_FOR_PICKUP'], to: 'PICKED_UP', causes: () => [mail('pickedUp')] }],
  refund: [
    {
      on: 'refund',
      from: PAID_FOR_STATES,
      to: (order, e) => (e.amount === refundable(order) ? 'REFUNDED' : 'PARTLY_REFUNDED'),
      refuse: (order, e) =>
        // An order worth nothing (a 100 % code) is refunded with 0: its credit note and its pieces back.
        Number.isInteger(e.amount) && (e.amount > 0 || refundable(order) === 0) && e.amount <= refundable(order)
          ? restockRefusal(order, e.restock)
          : `A refund is between 0,01 € and what is left of the order (${(refundable(order) / 100).toFixed(2)} €).`,
      changes: (order, e) => {
        const parts = refundParts(order, e);
        const lines = linesRestocked(order, e.restock);
        return {
          refunded: (order.refunded ?? 0) + e.amount,
          ...(parts.toGiftCard > 0 ? { giftCardRefunded: (order.giftCardRefunded ?? 0) + parts.toGiftCard } : {}),
          ...(lines ? { lines } : {}),
        };
      },
      refunds: refundParts,
      // The customer's mail is the credit note's, which names this refund and all refunded so far.
      causes: (order, e) => {
        const { toProvider } = refundParts(order, e);
        return toProvider > 0 ? [{ kind: 'refund', amount: toProvider }] : [];
      },
    },
  ],
};

export type Decision =
  | { ok: true; to: OrderStatus; releases: boolean; changes: OrderChanges; effects: OrderEffect[]; refund?: RefundParts }
  | { ok: false; reason: string };

/** What an event does to an order in its present state; pure, so every pair is tested. */
export function decide(order: OrderFacts, event: OrderEvent, at: string): Decision {
  const candidates = rules[event.type] as readonly Rule<OrderEventType>[];
  const rule = candidates.find((r) => r.from.includes(order.status));
  if (!rule) return { ok: false, reason: `An order that is ${order.status} cannot take ${event.type}.` };
  const refusal = rule.refuse?.(order, event as never);
  if (refusal) return { ok: false, reason: refusal };
  return {
    ok: true,
    to: typeof rule.to === 'function' ? rule.to(order, event as never) : rule.to,
    releases: rule.releases === true,
    changes: rule.changes?.(order, event as never, at) ?? {},
    effects: rule.causes?.(order, event as never) ?? [],
    ...(rule.refunds ? { refund: rule.refunds(order, event as never) } : {}),
  };
}

/** Every state an event can move an order out of (for the tests and the operator's help). */
export function statesTaking(type: OrderEventType): readonly OrderStatus[] {
  return rules[type].flatMap((r) => r.from);
}

/** States that list in the byStatus index, for the jobs and the operator to find. */
export const LISTED_STATES: ReadonlySet<OrderStatus> = new Set([
  'PLACED',
  'PENDING_PAYMENT',
  'AWAITING_TRANSFER',
  'PAID',
  'PACKED',
  'READY_FOR_PICKUP',
  'SHIPPED',
]);
export const statusKey = (status: OrderStatus) => `STATUS#${status}`;
