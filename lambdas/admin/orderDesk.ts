import type {
  AdminOrderRow,
  AdminOrderView,
  AdminShipTo,
  AdminWithdrawal,
  FailedEffectRow,
  TodayView,
} from '@shop/shared/contract/adminOrders';
import type { OrderStatus } from '@shop/shared/contract/orders';
import { formatEuro } from '@shop/shared/money';
import { countryName } from '@shop/shared/countries';
import { PICKUP_LOCATIONS } from '@shop/shared/shipping';
import { compareSizes } from '@shop/shared/sizes';
import { DISTANCE_SALES_THRESHOLD, distanceSalesText } from '@shop/shared/vat';
import { LOW_STOCK_AT, lowStock } from '../catalog/lowStock.ts';
import { openCashReturns } from '../orders/cashBalanceReturns.ts';
import type { EffectRecord } from '../orders/effectRecord.ts';
import { distanceSalesOf } from '../orders/distanceSales.ts';
import { stepsOf } from '../orders/operatorSteps.ts';
import { LISTED_STATES, refundable } from '../orders/orderLifecycle.ts';
import { firstOrders, type OrderReader } from '../orders/orderReader.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';
import { getVatSettings } from '../orders/vatSettings.ts';
import { badRequest } from '../platform/errors.ts';
import { deadEffects } from '../platform/outbox.ts';
import { ADMIN_ORDERS } from './messages.ts';
import { withdrawnAmount } from '../withdrawals/handleWithdrawal.ts';
import { withdrawnFrom } from '../withdrawals/withdrawnFrom.ts';
import type { WithdrawalRecord } from '../withdrawals/withdrawalRecord.ts';
import { dynamoWithdrawalReader } from '../withdrawals/dynamoWithdrawalReader.ts';
import { FOREVER, withdrawalsOfOrder } from '../withdrawals/withdrawalStore.ts';

/** What the desk reads of the orders: an order, a state's orders, an email's (orderAdapters.ts's shopDeskOrders). */
export type DeskOrders = Pick<OrderReader, 'order' | 'inState' | 'withEmail'>;

/**
 * The orders desk's reading: the states where work waits through the byStatus index (oldest
 * first), a customer's orders through byEmail (newest first), an order by id or by a number of
 * a state where work waits. No Scan: an ended order is found by its customer's email.
 */
const LIST_LIMIT = 100;
const ORDER_NUMBER = /^TK-\d{6}-[0-9A-Z]{5}$/i;

export const orderRow = (order: OrderRecord): AdminOrderRow => ({
  id: order.id,
  number: order.number,
  status: order.status,
  createdAt: order.createdAt,
  email: order.email,
  total: order.total,
  deliveryMethod: order.deliveryMethod,
  ...(order.paymentMethod ? { paymentMethod: order.paymentMethod } : {}),
});

/** A withdrawal as the desk shows it; with its order, what handling it refunds unless told otherwise. */
export function withdrawalView(withdrawal: WithdrawalRecord, order?: OrderRecord): AdminWithdrawal {
  return {
    id: withdrawal.id,
    orderId: withdrawal.orderId,
    orderNumber: withdrawal.orderNumber,
    email: withdrawal.email,
    name: withdrawal.name,
    receivedAt: withdrawal.receivedAt,
    withdrawing: withdrawnFrom(withdrawal),
    reason: withdrawal.reason,
    ...(withdrawal.acknowledgedAt ? { acknowledgedAt: withdrawal.acknowledgedAt } : {}),
    ...(withdrawal.handledAt
      ? {
          handledAt: withdrawal.handledAt,
          handledBy: withdrawal.handledBy,
          handledRefund: withdrawal.handledRefund ?? 0,
          ...(withdrawal.owed ? { owed: withdrawal.owed } : {}),
        }
      : order
        ? { suggestedRefund: withdrawnAmount(withdrawal, order) }
        : {}),
  };
}

/** Where the parcel goes: the delivery's name, address and phone, or for a pickup the place it waits at and who collects it. */
export function shipTo(order: OrderRecord): AdminShipTo {
  const address = order.deliveryAddress;
  const joined = (...parts: (string | undefined)[]) => parts.filter((part) => part?.trim()).join(' ');
  const who = {
    method: order.deliveryMethod,
    name: joined(address.firstName, address.lastName),
    ...(address.company?.trim() ? { company: address.company } : {}),
    phone: address.phone ?? '',
  };
  if (order.deliveryMethod === 'PICK_UP') {
    const place = PICKUP_LOCATIONS[order.deliveryLocation] ?? { name: order.deliveryLocation, address: '' };
    return { ...who, pickupPlace: { location: order.deliveryLocation, name: place.name, address: place.address } };
  }
  const lines = [
    joined(address.street, address.streetNo),
    address.additionalInformation?.trim() ?? '',
    joined(address.zipCode, address.city),
    countryName(address.country) ?? address.country,
  ];
  return { ...who, addressLines: lines.filter((line) => line !== '') };
}

/** The order as GET /api/admin/orders/{id} answers it: with its withdrawals (one Query from when it was placed). */
export async function fullOrderView(order: OrderRecord, now: Date): Promise<AdminOrderView> {
  const withdrawals = await withdrawalsOfOrder(dynamoWithdrawalReader, order);
  return orderView(order, now, withdrawals);
}

export function orderView(order: OrderRecord, now: Date, withdrawals: readonly WithdrawalRecord[] = []): AdminOrderView {
  return {
    ...orderRow(order),
    lines: order.lines.map(({ itemNo, productId, productName, productColorName, size, quantity, amount, restocked }) => ({
      itemNo,
      productId,
      productName,
      productColorName,
      size,
      quantity,
      amount,
      restocked: restocked ?? 0,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    discountCode: order.discountCode,
    giftCard: order.giftCard,
    refunded: order.refunded ?? 0,
    giftCardRefunded: order.giftCardRefunded ?? 0,
    refundable: order.paidAt ? refundable(order) : 0,
    creditNotes: order.creditNoteIds?.length ?? 0,
    ...(order.paidAt ? { paidAt: order.paidAt } : {}),
    ...(order.cancelledAt ? { cancelledAt: order.cancelledAt } : {}),
    ...(order.invoiceId ? { invoiceId: order.invoiceId } : {}),
    deliveryAddress: { ...order.deliveryAddress },
    ...(order.deliveryMethod === 'PICK_UP' ? { deliveryLocation: order.deliveryLocation } : {}),
    shipTo: shipTo(order),
    ...(order.shipment ? { shipment: order.shipment } : {}),
    steps: stepsOf(order, now),
    withdrawals: withdrawals.map((w) => withdrawalView(w, order)),
  };
}

/** GET /api/admin/orders: by status (where work waits), or a search by number, id or email. */
export async function listOrders(request: { status?: OrderStatus; q?: string }, orders: DeskOrders): Promise<AdminOrderRow[]> {
  const q = request.q?.trim();
  if (q) {
    const found = q.includes('@') ? await firstOrders(orders.withEmail(q), LIST_LIMIT) : await byReference(q, orders);
    return found.filter((o) => !request.status || o.status === request.status).map(orderRow);
  }
  if (!request.status) throw badRequest(ADMIN_ORDERS.chooseStatus, { status: ADMIN_ORDERS.statusRequired });
  if (!LISTED_STATES.has(request.status)) {
    throw badRequest(ADMIN_ORDERS.foundByEmail({ status: request.status }), { status: ADMIN_ORDERS.searchByEmail });
  }
  return (await firstOrders(orders.inState(request.status), LIST_LIMIT)).map(orderRow);
}

async function byReference(reference: string, orders: DeskOrders): Promise<OrderRecord[]> {
  if (ORDER_NUMBER.test(reference)) {
    const number = reference.toUpperCase();
    for (const status of LISTED_STATES) {
      const match = (await firstOrders(orders.inState(status), LIST_LIMIT)).find((o) => o.number === number);
      if (match) return [match];
    }
    return [];
  }
  const order = /^[A-Za-z0-9_-]{1,64}$/.test(reference) ? await orders.order(reference) : undefined;
  return order ? [order] : [];
}

/** What a given-up effect was to do, in the desk's words. */
function effectWhat(effect: EffectRecord['effect']): string {
  switch (effect.kind) {
    case 'mail':
      return `mail ${effect.mail}`;
    case 'refund':
      return `refund ${formatEuro(effect.amount)}`;
    default:
      return effect.kind;
  }
}

export const failedEffectRow = (record: EffectRecord): FailedEffectRow => ({
  id: record.id,
  orderId: record.orderId,
  what: effectWhat(record.effect),
  attempts: record.attempts,
  lastError: record.lastError ?? '',
  at: record.dueAt,
});

/** How far back Today looks for withdrawals not handled: longer than any refund may take (14 days by law). */
const WITHDRAWALS_LOOK_BACK_DAYS = 90;

/**
 * GET /api/admin/today: three states of the byStatus index, the low-stock partition of the
 * catalog, the given-up effects' partition of the byDue index, the withdrawals' index and the
 * partition of returns from a cash balance (docs/decisions/065): seven Queries, none of them a
 * Scan (docs/decisions/044); two GetItems, the year's EU distance
 * sales and the OSS switch (docs/decisions/058).
 */
export async function today(now: Date, orders: DeskOrders): Promise<TodayView> {
  const from = new Date(now.getTime() - WITHDRAWALS_LOOK_BACK_DAYS * 86_400_000).toISOString();
  const [[paid, ready, awaiting], low, dead, withdrawals, sales, vat, lateTransfers] = await Promise.all([
    Promise.all(
      (['PAID', 'READY_FOR_PICKUP', 'AWAITING_TRANSFER'] as const).map((status) => firstOrders(orders.inState(status), LIST_LIMIT)),
    ),
    lowStock(),
    deadEffects<EffectRecord>('orders'),
    dynamoWithdrawalReader.received({ from, to: FOREVER }, { unhandledOnly: true, limit: LIST_LIMIT }),
    distanceSalesOf(now.getUTCFullYear()),
    getVatSettings(),
    openCashReturns(),
  ]);
  return {
    toPack: (paid ?? []).map(orderRow),
    readyForPickup: (ready ?? []).map(orderRow),
    awaitingTransfer: (awaiting ?? []).map(orderRow),
    lowStockAt: LOW_STOCK_AT,
    lowStock: low.map((item) => ({
      productId: item.productId,
      name: item.name,
      colorName: item.colorName,
      // A map comes back from DynamoDB in no particular order: the sizes as the shop lists them.
      sizes: Object.entries(item.sizes)
        .map(([size, pieces]) => ({ size, pieces }))
        .sort((a, b) => compareSizes(a.size, b.size)),
    })),
    failedEffects: dead.map(failedEffectRow),
    withdrawals: withdrawals.map((w) => withdrawalView(w)),
    distanceSales: {
      year: sales.year,
      net: sales.net,
      threshold: DISTANCE_SALES_THRESHOLD,
      oss: vat.oss,
      ...distanceSalesText(sales, vat.oss),
    },
    lateTransfers,
  };
}
