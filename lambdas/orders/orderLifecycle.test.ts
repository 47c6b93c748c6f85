import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/contract/orders';
import { describe, expect, it } from 'vitest';
import { decide, type OrderEvent, type OrderEventType } from './orderLifecycle.ts';

const at = '2026-11-23T10:00:00.000Z';
const events: Record<OrderEventType, OrderEvent> = {
  paymentPageOpened: { type: 'paymentPageOpened', sessionId: 'cs_1' },
  paymentPageFailed: { type: 'paymentPageFailed' },
  coveredByGiftCard: { type: 'coveredByGiftCard' },
  paid: { type: 'paid', method: 'CARD', amount: 5900, sessionId: 'cs_1' },
  transferPending: { type: 'transferPending', sessionId: 'cs_1' },
  paymentFailed: { type: 'paymentFailed' },
  paymentPageExpired: { type: 'paymentPageExpired' },
  checkoutCancelled: { type: 'checkoutCancelled' },
  transferOverdue: { type: 'transferOverdue' },
  cancelled: { type: 'cancelled' },
  packed: { type: 'packed' },
  shipped: { type: 'shipped', carrier: 'GLS', trackingUrl: 'https://gls.example/1' },
  readyForPickup: { type: 'readyForPickup' },
  delivered: { type: 'delivered' },
  pickedUp: { type: 'pickedUp' },
  refund: { type: 'refund', amount: 5900 },
};

/**
 * The whole table: for each event, the state each state goes to ('-' refused), whether the
 * holds go back (R), and what is caused. An order to be delivered, 59,00 €, with a payment page.
 */
const expected: Record<OrderEventType, Partial<Record<OrderStatus, string>>> = {
  paymentPageOpened: { PLACED: 'PENDING_PAYMENT' },
  paymentPageFailed: { PLACED: 'PAYMENT_FAILED R' },
  coveredByGiftCard: {},
  paid: {
    PLACED: 'PAID mail:confirmation issueInvoice',
    PENDING_PAYMENT: 'PAID mail:confirmation issueInvoice',
    AWAITING_TRANSFER: 'PAID issueInvoice',
    PAYMENT_FAILED: 'REFUNDED refund:5900 mail:lateMoneyRefunded',
    EXPIRED: 'REFUNDED refund:5900 mail:lateMoneyRefunded',
    CANCELLED: 'REFUNDED refund:5900 mail:lateMoneyRefunded',
  },
  transferPending: { PLACED: 'AWAITING_TRANSFER mail:transferDetails', PENDING_PAYMENT: 'AWAITING_TRANSFER mail:transferDetails' },
  paymentFailed: {
    PLACED: 'PAYMENT_FAILED R mail:paymentFailed',
    PENDING_PAYMENT: 'PAYMENT_FAILED R mail:paymentFailed',
    AWAITING_TRANSFER: 'PAYMENT_FAILED R mail:paymentFailed',
  },
  paymentPageExpired: { PLACED: 'EXPIRED R expireSession', PENDING_PAYMENT: 'EXPIRED R expireSession' },
  checkoutCancelled: { PLACED: 'CANCELLED R expireSession', PENDING_PAYMENT: 'CANCELLED R expireSession' },
  transferOverdue: { AWAITING_TRANSFER: 'CANCELLED R cancelPayment mail:transferCancelled' },
  cancelled: {
    PLACED: 'CANCELLED R expireSession mail:cancelled',
    PENDING_PAYMENT: 'CANCELLED R expireSession mail:cancelled',
    AWAITING_TRANSFER: 'CANCELLED R cancelPayment mail:cancelled',
  },
  packed: { PAID: 'PACKED mail:packed' },
  shipped: { PAID: 'SHIPPED mail:shipped', PACKED: 'SHIPPED mail:shipped' },
  readyForPickup: {},
  delivered: { SHIPPED: 'DELIVERED mail:delivered' },
  pickedUp: { READY_FOR_PICKUP: 'PICKED_UP mail:pickedUp' },
  refund: {
    PAID: 'REFUNDED refund:5900',
    PACKED: 'REFUNDED refund:5900',
    SHIPPED: 'REFUNDED refund:5900',
    READY_FOR_PICKUP: 'REFUNDED refund:5900',
    DELIVERED: 'REFUNDED refund:5900',
    PICKED_UP: 'REFUNDED refund:5900',
    PARTLY_REFUNDED: 'REFUNDED refund:5900',
  },
};

function outcome(status: OrderStatus, event: OrderEvent, order: Partial<Parameters<typeof decide>[0]> = {}): string {
  const decision = decide({ status, deliveryMethod: 'DELIVERY', total: 5900, paymentSessionId: 'cs_1', ...order }, event, at);
  if (!decision.ok) return '-';
  const effects = decision.effects.map((e) => (e.kind === 'mail' ? `mail:${e.mail}` : e.kind === 'refund' ? `refund:${e.amount}` : e.kind));
  return [decision.to, ...(decision.releases ? ['R'] : []), ...effects].join(' ');
}

describe('the order lifecycle', () => {
  for (const [type, event] of Object.entries(events) as [OrderEventType, OrderEvent][]) {
    it(`${type}: from every state, exactly the moves declared`, () => {
      const table = Object.fromEntries(ORDER_STATUSES.map((s) => [s, outcome(s, event)]));
      const want = Object.fromEntries(ORDER_STATUSES.map((s) => [s, expected[type][s] ?? '-']));
      expect(table).toEqual(want);
    });
  }

  it('pays an order of 0 € with the gift card only, and never one with something left to pay', () => {
    expect(outcome('PLACED', events.coveredByGiftCard, { total: 0 })).toBe('PAID mail:confirmation issueInvoice');
    expect(outcome('PLACED', events.coveredByGiftCard, { total: 100 })).toBe('-');
  });

  it('has a pickup order made ready and picked up, never shipped; a delivery never made ready', () => {
    const pickup = { deliveryMethod: 'PICK_UP' as const };
    expect(outcome('PAID', events.readyForPickup, pickup)).toBe('READY_FOR_PICKUP mail:readyForPickup');
    expect(outcome('PACKED', events.readyForPickup, pickup)).toBe('READY_FOR_PICKUP mail:readyForPickup');
    expect(outcome('READY_FOR_PICKUP', events.pickedUp, pickup)).toBe('PICKED_UP mail:pickedUp');
    expect(outcome('PAID', events.shipped, pickup)).toBe('-');
    expect(outcome('PAID', events.readyForPickup)).toBe('-');
  });

  it('refunds in part, then the rest, and never more than was paid', () => {
    expect(outcome('PAID', { type: 'refund', amount: 1000 })).toBe('PARTLY_REFUNDED refund:1000');
    expect(outcome('PARTLY_REFUNDED', { type: 'refund', amount: 4900 }, { refunded: 1000 })).toBe('REFUNDED refund:4900');
    expect(outcome('PARTLY_REFUNDED', { type: 'refund', amount: 5000 }, { refunded: 1000 })).toBe('-');
    expect(outcome('PAID', { type: 'refund', amount: 0 })).toBe('-');
    expect(outcome('PAID', { type: 'refund', amount: 10.5 })).toBe('-');
  });

  it('refunds what the gift card paid too: the provider first, the gift card last, and an order worth nothing with 0', () => {
    // 79,00 € of goods: 69,00 by card, 10,00 by gift card.
    const mixed = { total: 6900, giftCard: { code: 'GC-1', applied: 1000 } };
    const refund = (amount: number, order: Partial<Parameters<typeof decide>[0]> = {}) => {
      const d = decide(
        { status: 'PAID', deliveryMethod: 'DELIVERY', paymentSessionId: 'cs_1', ...mixed, ...order },
        { type: 'refund', amount },
        at,
      );
      return d.ok ? { to: d.to, provider: d.refund?.toProvider, giftCard: d.refund?.toGiftCard, changes: d.changes } : d.reason;
    };
    expect(refund(7900)).toEqual({ to: 'REFUNDED', provider: 6900, giftCard: 1000, changes: { refunded: 7900, giftCardRefunded: 1000 } });
    expect(refund(5000)).toEqual({ to: 'PARTLY_REFUNDED', provider: 5000, giftCard: 0, changes: { refunded: 5000 } });
    expect(refund(2900, { status: 'PARTLY_REFUNDED', refunded: 5000 })).toEqual({
      to: 'REFUNDED',
      provider: 1900,
      giftCard: 1000,
      changes: { refunded: 7900, giftCardRefunded: 1000 },
    });
    expect(refund(7901)).toBe('A refund is between 0,01 € and what is left of the order (79.00 €).');
    // Paid wholly by gift card: all of it goes back to the card.
    expect(refund(4000, { total: 0, giftCard: { code: 'GC-1', applied: 4000 } })).toMatchObject({ provider: 0, giftCard: 4000 });
    // A 100 % code: nothing to pay back, but the refund step still takes its pieces and issues its credit note.
    expect(refund(0, { total: 0, giftCard: null })).toMatchObject({ to: 'REFUNDED', provider: 0, giftCard: 0 });
    expect(outcome('PAID', { type: 'refund', amount: 0 }, { total: 0 })).toBe('REFUNDED');
  });

  it('takes back no more pieces than a line sold and has not taken back', () => {
    const line = { itemNo: 1, productName: 'Mittens', size: '2-3Y', quantity: 2, restocked: 1 } as never;
    const order = { status: 'PAID' as const, deliveryMethod: 'DELIVERY' as const, total: 5900, lines: [line] };
    const back = (restock: { itemNo: number; quantity: number }[]) => decide(order, { type: 'refund', amount: 100, restock }, at);
    expect(back([{ itemNo: 1, quantity: 1 }])).toMatchObject({ ok: true, changes: { lines: [{ itemNo: 1, restocked: 2 }] } });
    expect(back([{ itemNo: 1, quantity: 2 }])).toEqual({
      ok: false,
      reason: 'Line 1 (Mittens, 2-3Y) can take back between 1 and 1 pieces.',
    });
    expect(back([{ itemNo: 2, quantity: 1 }])).toMatchObject({ ok: false, reason: expect.stringContaining('no line 2') });
  });

  it('closes no payment page that was never opened', () => {
    expect(outcome('PLACED', events.paymentPageExpired, { paymentSessionId: undefined })).toBe('EXPIRED R');
    expect(outcome('AWAITING_TRANSFER', events.transferOverdue, { paymentSessionId: undefined })).toBe(
      'CANCELLED R mail:transferCancelled',
    );
  });

  it('records what each move learns: the page, the method, the transfer, the parcel', () => {
    const moved = (status: OrderStatus, event: OrderEvent) => {
      const d = decide({ status, deliveryMethod: 'DELIVERY', total: 5900 }, event, at);
      return d.ok ? d.changes : undefined;
    };
    expect(moved('PLACED', events.paymentPageOpened)).toEqual({ paymentSessionId: 'cs_1' });
    expect(moved('PENDING_PAYMENT', events.paid)).toEqual({ paymentMethod: 'CARD', paidAt: at, paymentSessionId: 'cs_1' });
    expect(moved('PAID', events.shipped)).toEqual({ shipment: { carrier: 'GLS', trackingUrl: 'https://gls.example/1', shippedAt: at } });
  });
});
