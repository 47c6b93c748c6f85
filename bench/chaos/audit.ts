import { PAID_FOR_STATES, UNPAID_STATES } from '../../lambdas/orders/orderRecord.ts';

/**
 * The crash test's audit: after the crashes, the restarts and the sweeps, what the shop's own
 * stores and the simulators standing for the outside world hold is compared with what the
 * shoppers did. Pure functions over lists read by the harness (runChaos.ts), so each rule is
 * tested on its own (bench/chaos.test.ts). Each kind counts what was lost and what was doubled;
 * `details` names the first few cases, to start looking from.
 */

export interface AuditedOrder {
  id: string;
  number: string;
  status: string;
  total: number;
  paymentMethod?: string;
  lines: { productId: string; size: string; fromStock: number; fromPreOrder: number }[];
  giftCard: { code: string; applied: number } | null;
  discountCode: { name: string } | null;
}

export interface AuditedInvoice {
  id: string;
  orderId: string;
  year: number;
  sequence: number;
  number: string;
  creditNote: boolean;
  /** The JIR the shop recorded from CIS; absent while it has none. */
  jir?: string;
}

/** A receipt some run of the CIS simulator answered with a JIR. */
export interface CisReceipt {
  number: string;
  jir: string;
}

/** A mail the local SES took, in whichever run of the stack it was. */
export interface SeenMail {
  messageId: string;
  subject: string;
}

export interface VariantCount {
  productId: string;
  size: string;
  stock: number;
  preOrder: number;
}

export interface GiftCardCount {
  code: string;
  balance: number;
}

export interface CodeCount {
  name: string;
  used: number;
}

/** A checkout session at the payment simulator, with what became of its payment. */
export interface ProviderSession {
  id: string;
  orderId: string | null;
  /** The payment intent's status: `succeeded` once money was taken. */
  paymentStatus: string | null;
  amount: number;
  amountRefunded: number;
}

/** An order the shop told a shopper it had placed, and whether the shopper went on to pay for it. */
export interface AcknowledgedOrder {
  orderId: string;
  shopperPaid: boolean;
}

export interface AuditInput {
  acknowledged: AcknowledgedOrder[];
  orders: AuditedOrder[];
  invoices: AuditedInvoice[];
  receipts: CisReceipt[];
  mails: SeenMail[];
  stockAtStart: VariantCount[];
  stockNow: VariantCount[];
  /** Gift cards when the run started (after it made its own) and now. */
  giftCardsAtStart: GiftCardCount[];
  giftCardsNow: GiftCardCount[];
  codesAtStart: CodeCount[];
  codesNow: CodeCount[];
  sessions: ProviderSession[];
  /** Refunds the provider made, by the session they belong to (null when it cannot be told). */
  refunds: { id: string; sessionId: string | null; amount: number }[];
  /** Outbox effects not done after the sweeps: still pending, or given up. */
  effectsNotDone: { id: string; orderId: string; kind: string; status: string }[];
}

export interface KindAudit {
  lost: number;
  /** Absent where nothing can be doubled (an order, a hold). */
  doubled?: number;
  details: string[];
}

export const AUDIT_KINDS = [
  'orders',
  'stock',
  'giftCards',
  'codes',
  'invoices',
  'receipts',
  'provider',
  'mails',
  'holds',
  'effects',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export type ChaosAudit = Record<AuditKind, KindAudit>;

/** What each kind means, for the report. */
export const AUDIT_KIND_TEXT: Record<AuditKind, string> = {
  orders: 'orders the shop confirmed to a shopper (lost: not in the store)',
  stock: 'pieces per size on the shelf and for pre-order (lost: fewer than start − paid − held; doubled: more)',
  giftCards: 'gift card balances in cents (lost: less than initial − applied; doubled: more)',
  codes: 'discount code uses (lost: fewer than the orders holding it; doubled: more)',
  invoices:
    'invoice numbers 1..n and one invoice per paid order (lost: a gap or a paid order without; doubled: a number twice, or a second invoice)',
  receipts: 'receipts at CIS (lost: an invoice without a JIR, or with one the CIS simulator never answered)',
  provider:
    'money at the payment simulator (lost: a paid order without its charge, money kept for an unpaid order; doubled: charged twice, refunded unasked)',
  mails: 'mails per order in the local inbox (lost: missing; doubled: the same mail again)',
  holds: 'orders still holding stock, code or gift card after the sweeps (PLACED, PENDING_PAYMENT, AWAITING_TRANSFER)',
  effects: 'outbox effects not done after the sweeps (pending or given up)',
};

const DETAILS = 12;
const paidFor = (status: string) => (PAID_FOR_STATES as readonly string[]).includes(status);
const unpaid = (status: string) => (UNPAID_STATES as readonly string[]).includes(status);
/** An order that holds its pieces, code use and gift card amount: waiting for its money, or paid for. */
const holding = (status: string) => paidFor(status) || unpaid(status);

class Tally implements KindAudit {
  lost = 0;
  doubled: number | undefined = 0;
  details: string[] = [];
  constructor(doubles = true) {
    if (!doubles) this.doubled = undefined;
  }
  note(kind: 'lost' | 'doubled', count: number, text: string) {
    if (count <= 0) return;
    if (kind === 'lost') this.lost += count;
    else this.doubled = (this.doubled ?? 0) + count;
    if (this.details.length < DETAILS) this.details.push(`${kind} ${count}: ${text}`);
  }
  /** A count that should be `expected`: short of it is lost, over it doubled. */
  compare(actual: number, expected: number, text: string) {
    if (actual < expected) this.note('lost', expected - actual, `${text}: ${actual}, expected ${expected}`);
    if (actual > expected) this.note('doubled', actual - expected, `${text}: ${actual}, expected ${expected}`);
  }
  done(): KindAudit {
    return { lost: this.lost, ...(this.doubled === undefined ? {} : { doubled: this.doubled }), details: this.details };
  }
}

export function auditOrders(input: Pick<AuditInput, 'acknowledged' | 'orders'>): KindAudit {
  const tally = new Tally(false);
  const stored = new Set(input.orders.map((o) => o.id));
  for (const { orderId } of input.acknowledged) if (!stored.has(orderId)) tally.note('lost', 1, `order ${orderId} is not in the store`);
  return tally.done();
}

const variantKey = (productId: string, size: string) => `${productId} ${size}`;

/** Stock now = stock at start − the pieces of every order that holds them (paid for, or waiting for its money). */
export function auditStock(input: Pick<AuditInput, 'orders' | 'stockAtStart' | 'stockNow'>): KindAudit {
  const tally = new Tally();
  const held = new Map<string, { stock: number; preOrder: number }>();
  for (const order of input.orders) {
    if (!holding(order.status)) continue;
    for (const line of order.lines) {
      const key = variantKey(line.productId, line.size);
      const counts = held.get(key) ?? { stock: 0, preOrder: 0 };
      counts.stock += line.fromStock;
      counts.preOrder += line.fromPreOrder;
      held.set(key, counts);
    }
  }
  const now = new Map(input.stockNow.map((v) => [variantKey(v.productId, v.size), v]));
  for (const start of input.stockAtStart) {
    const key = variantKey(start.productId, start.size);
    const found = now.get(key);
    const taken = held.get(key) ?? { stock: 0, preOrder: 0 };
    if (!found) {
      tally.note('lost', start.stock + start.preOrder, `${key} is gone from the catalog`);
      continue;
    }
    tally.compare(found.stock, start.stock - taken.stock, `${key} on the shelf`);
    tally.compare(found.preOrder, start.preOrder - taken.preOrder, `${key} for pre-order`);
  }
  return tally.done();
}

/** Each gift card's balance = its balance at start − what the orders holding it applied. */
export function auditGiftCards(input: Pick<AuditInput, 'orders' | 'giftCardsAtStart' | 'giftCardsNow'>): KindAudit {
  const tally = new Tally();
  const applied = new Map<string, number>();
  for (const order of input.orders) {
    if (!order.giftCard || !holding(order.status)) continue;
    const code = order.giftCard.code.toUpperCase();
    applied.set(code, (applied.get(code) ?? 0) + order.giftCard.applied);
  }
  const now = new Map(input.giftCardsNow.map((c) => [c.code.toUpperCase(), c.balance]));
  for (const start of input.giftCardsAtStart) {
    const code = start.code.toUpperCase();
    tally.compare(now.get(code) ?? 0, start.balance - (applied.get(code) ?? 0), `gift card ${code}, cents`);
  }
  return tally.done();
}

/** Each code's uses = its uses at start + the orders holding it. */
export function auditCodes(input: Pick<AuditInput, 'orders' | 'codesAtStart' | 'codesNow'>): KindAudit {
  const tally = new Tally();
  const uses = new Map<string, number>();
  for (const order of input.orders) {
    if (!order.discountCode || !holding(order.status)) continue;
    const name = order.discountCode.name.toUpperCase();
    uses.set(name, (uses.get(name) ?? 0) + 1);
  }
  const now = new Map(input.codesNow.map((c) => [c.name.toUpperCase(), c.used]));
  for (const start of input.codesAtStart) {
    const name = start.name.toUpperCase();
    tally.compare(now.get(name) ?? 0, start.used + (uses.get(name) ?? 0), `code ${name} uses`);
  }
  return tally.done();
}

/** The year's numbers run 1..n without a gap or a number twice; every paid order has one invoice, no other order has any. */
export function auditInvoices(input: Pick<AuditInput, 'orders' | 'invoices'>): KindAudit {
  const tally = new Tally();
  const byYear = new Map<number, number[]>();
  for (const invoice of input.invoices) byYear.set(invoice.year, [...(byYear.get(invoice.year) ?? []), invoice.sequence]);
  for (const [year, sequences] of byYear) {
    const counts = new Map<number, number>();
    for (const s of sequences) counts.set(s, (counts.get(s) ?? 0) + 1);
    const last = Math.max(...sequences);
    for (let n = 1; n <= last; n++) {
      const times = counts.get(n) ?? 0;
      if (times === 0) tally.note('lost', 1, `number ${n} of ${year} was never issued (a gap)`);
      if (times > 1) tally.note('doubled', times - 1, `number ${n} of ${year} issued ${times} times`);
    }
  }
  const invoicesOf = new Map<string, AuditedInvoice[]>();
  for (const invoice of input.invoices) {
    if (invoice.creditNote) continue;
    invoicesOf.set(invoice.orderId, [...(invoicesOf.get(invoice.orderId) ?? []), invoice]);
  }
  const orders = new Map(input.orders.map((o) => [o.id, o]));
  for (const order of input.orders) {
    if (!paidFor(order.status)) continue;
    const count = invoicesOf.get(order.id)?.length ?? 0;
    if (count === 0) tally.note('lost', 1, `paid order ${order.number} has no invoice`);
    if (count > 1) tally.note('doubled', count - 1, `paid order ${order.number} has ${count} invoices`);
  }
  for (const [orderId, invoices] of invoicesOf) {
    const order = orders.get(orderId);
    if (order && paidFor(order.status)) continue;
    // A refund keeps the invoice (a credit note beside it); an order never paid has none.
    if (order?.status === 'REFUNDED') continue;
    tally.note(
      'doubled',
      invoices.length,
      `invoice ${invoices[0]?.number} for order ${order?.number ?? orderId}, which is ${order?.status ?? 'not stored'}`,
    );
  }
  return tally.done();
}

/** Every invoice has a JIR, and a run of the CIS simulator answered that JIR for its number. */
export function auditReceipts(input: Pick<AuditInput, 'invoices' | 'receipts'>): KindAudit {
  const tally = new Tally(false);
  const answered = new Set(input.receipts.map((r) => `${r.number} ${r.jir}`));
  for (const invoice of input.invoices) {
    if (!invoice.jir) tally.note('lost', 1, `invoice ${invoice.number} has no JIR`);
    else if (!answered.has(`${invoice.number} ${invoice.jir}`))
      tally.note('lost', 1, `invoice ${invoice.number}'s JIR was never answered by CIS`);
  }
  return tally.done();
}

/**
 * Each paid order is charged once for what it costs (a gift card's or a code's whole order is
 * charged nothing); money taken for an order that is not paid for goes back; nothing else is
 * refunded; and every order whose shopper paid ends paid for (or, paid too late, refunded).
 */
export function auditProvider(input: Pick<AuditInput, 'acknowledged' | 'orders' | 'sessions' | 'refunds'>): KindAudit {
  const tally = new Tally();
  const charged = new Map<string, ProviderSession[]>();
  for (const session of input.sessions) {
    if (!session.orderId || session.paymentStatus !== 'succeeded') continue;
    charged.set(session.orderId, [...(charged.get(session.orderId) ?? []), session]);
  }
  const orders = new Map(input.orders.map((o) => [o.id, o]));
  const judged = new Set<string>();
  for (const order of input.orders) {
    const charges = charged.get(order.id) ?? [];
    if (paidFor(order.status)) {
      judged.add(order.id);
      const expected = order.total > 0 ? 1 : 0;
      if (charges.length < expected) tally.note('lost', 1, `paid order ${order.number} has no charge at the provider`);
      if (charges.length > expected)
        tally.note('doubled', charges.length - expected, `order ${order.number} charged ${charges.length} times`);
      const amount = charges.reduce((sum, s) => sum + s.amount - s.amountRefunded, 0);
      if (charges.length === expected && amount !== order.total)
        tally.note(amount < order.total ? 'lost' : 'doubled', 1, `order ${order.number} charged ${amount}, costs ${order.total}`);
    } else {
      const kept = charges.reduce((sum, s) => sum + s.amount - s.amountRefunded, 0);
      if (kept > 0) {
        judged.add(order.id);
        tally.note('lost', 1, `order ${order.number} is ${order.status} but the provider keeps ${kept} cents of its customer's`);
      }
    }
  }
  const sessions = new Map(input.sessions.map((s) => [s.id, s]));
  for (const refund of input.refunds) {
    const orderId = refund.sessionId ? sessions.get(refund.sessionId)?.orderId : undefined;
    const order = orderId ? orders.get(orderId) : undefined;
    // The shop refunds by itself only money that came for an order it had let go of.
    if (order?.status === 'REFUNDED') continue;
    tally.note(
      'doubled',
      1,
      `refund ${refund.id} of ${refund.amount} cents for ${order ? `order ${order.number} (${order.status})` : 'no known order'}, never asked for`,
    );
  }
  for (const { orderId, shopperPaid } of input.acknowledged) {
    if (!shopperPaid || judged.has(orderId)) continue;
    const order = orders.get(orderId);
    if (order && (paidFor(order.status) || order.status === 'REFUNDED')) continue;
    tally.note('lost', 1, `the shopper paid for order ${order?.number ?? orderId}, which is ${order?.status ?? 'not stored'}`);
  }
  return tally.done();
}

/** The mails of an order, by what they are about, from their English subjects (lambdas/orders/orderMails.ts, lambdas/invoices/invoiceEmail.ts). */
export type MailKind =
  | 'opening'
  | 'invoice'
  | 'transferCancelled'
  | 'cancelled'
  | 'paymentFailed'
  | 'lateMoneyRefunded'
  | 'creditNote'
  | 'other';

const ORDER_NUMBER = /TK-\d{6}-[0-9A-Z]+/;

export function mailKind(subject: string): MailKind {
  // The confirmation, or for a bank transfer the details mail sent in its place: one or the other opens an order.
  if (/ is confirmed$/.test(subject) || /: bank transfer details$/.test(subject)) return 'opening';
  if (/ invoice \S+ for order /.test(subject)) return 'invoice';
  if (/: credit note /.test(subject)) return 'creditNote';
  if (/^Your order \S+ is cancelled$/.test(subject)) return 'cancelled';
  if (/ order \S+ is cancelled$/.test(subject)) return 'transferCancelled';
  if (/did not go through$/.test(subject)) return 'paymentFailed';
  if (/is on its way back$/.test(subject)) return 'lateMoneyRefunded';
  return 'other';
}

/** What mails an order in its final state has had, one each. */
export function expectedMails(order: Pick<AuditedOrder, 'status' | 'paymentMethod'>): Partial<Record<MailKind, number>> {
  const transfer = order.paymentMethod === 'BANK_TRANSFER';
  if (paidFor(order.status)) return { opening: 1, invoice: 1 };
  // Left waiting for its transfer, then cancelled after 7 days (the transfer details went out when it was chosen).
  if (order.status === 'CANCELLED' && transfer) return { opening: 1, transferCancelled: 1 };
  if (order.status === 'AWAITING_TRANSFER') return { opening: 1 };
  if (order.status === 'PAYMENT_FAILED') return { paymentFailed: 1, ...(transfer ? { opening: 1 } : {}) };
  // Money that came after the order was let go of: it goes back, and the customer is told.
  if (order.status === 'REFUNDED') return { lateMoneyRefunded: 1 };
  return {};
}

/** Per order, each mail it should have had exactly once: missing ones are lost, repeats doubled. */
export function auditMails(
  input: Pick<AuditInput, 'orders' | 'mails'>,
): KindAudit & { byKind: Record<string, { lost: number; doubled: number }> } {
  const tally = new Tally();
  const byKind: Record<string, { lost: number; doubled: number }> = {};
  const counted = (kind: string) => (byKind[kind] ??= { lost: 0, doubled: 0 });
  const seen = new Map<string, Map<MailKind, number>>();
  for (const mail of input.mails) {
    const number = ORDER_NUMBER.exec(mail.subject)?.[0];
    if (!number) continue;
    const kinds = seen.get(number) ?? new Map<MailKind, number>();
    const kind = mailKind(mail.subject);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    seen.set(number, kinds);
  }
  for (const order of input.orders) {
    const expected = expectedMails(order);
    const actual = seen.get(order.number) ?? new Map<MailKind, number>();
    // A refunded order's earlier mails depend on the way it went; only its refund mail is judged.
    const judged =
      order.status === 'REFUNDED'
        ? (['lateMoneyRefunded'] as MailKind[])
        : ([...new Set([...Object.keys(expected), ...actual.keys()])] as MailKind[]);
    for (const kind of judged) {
      const want = expected[kind] ?? 0;
      const got = actual.get(kind) ?? 0;
      if (got < want) counted(kind).lost += want - got;
      if (got > want) counted(kind).doubled += got - want;
      tally.compare(got, want, `${kind} mails of order ${order.number} (${order.status})`);
    }
  }
  return { ...tally.done(), byKind };
}

/** No order holds anything once the sweeps have run: every page has closed and every transfer's 7 days are over. */
export function auditHolds(input: Pick<AuditInput, 'orders'>): KindAudit {
  const tally = new Tally(false);
  for (const order of input.orders) if (unpaid(order.status)) tally.note('lost', 1, `order ${order.number} is still ${order.status}`);
  return tally.done();
}

export function auditEffects(input: Pick<AuditInput, 'effectsNotDone'>): KindAudit {
  const tally = new Tally(false);
  for (const effect of input.effectsNotDone) tally.note('lost', 1, `${effect.kind} of order ${effect.orderId} is ${effect.status}`);
  return tally.done();
}

export function audit(input: AuditInput): ChaosAudit & { mailsByKind: Record<string, { lost: number; doubled: number }> } {
  const { byKind, ...mails } = auditMails(input);
  return {
    orders: auditOrders(input),
    stock: auditStock(input),
    giftCards: auditGiftCards(input),
    codes: auditCodes(input),
    invoices: auditInvoices(input),
    receipts: auditReceipts(input),
    provider: auditProvider(input),
    mails,
    holds: auditHolds(input),
    effects: auditEffects(input),
    mailsByKind: byKind,
  };
}
