import type { MyOrdersRequest, MyOrdersResponse } from '@shop/shared/contract/accounts';
import type { OrderStatus, OrderView } from '@shop/shared/contract/orders';
import type { OrderReader } from './orderReader.ts';
import type { OrderRecord } from './orderRecord.ts';
import { orderAmountsOf } from './orderSummary.ts';

/** Checkouts that never became orders: the payment failed or its page expired. */
const NOT_PLACED: ReadonlySet<OrderStatus> = new Set(['PAYMENT_FAILED', 'EXPIRED']);

/**
 * Whether a checkout became an order the customer would call theirs: not one given up on the
 * payment page (failed, expired, or left with "Cancel and return to the shop", which cancels an
 * order no payment was ever chosen for). A bank-transfer order cancelled after 7 days stays.
 */
const becameAnOrder = (order: OrderRecord) =>
  !NOT_PLACED.has(order.status) && !(order.status === 'CANCELLED' && order.paymentMethod === undefined);

/** An order as its customer sees it in the profile (SPEC §3). */
export function orderView(order: OrderRecord): OrderView {
  return {
    id: order.id,
    name: order.number,
    status: order.status,
    // What was (or is to be) paid: after every discount and the gift card, shipping included.
    amountWithDiscount: order.total,
    // The same order before the discount code and the gift card.
    totalAmount: order.amountBeforeDiscount + order.shipping,
    // The rows its total is made of, as the order keeps them (the success page shows the same).
    ...orderAmountsOf(order),
    meta: { createdAt: order.createdAt },
    deliveryAddress: {
      street: order.deliveryAddress.street,
      streetNo: order.deliveryAddress.streetNo,
      city: order.deliveryAddress.city,
      zipCode: order.deliveryAddress.zipCode,
      country: order.deliveryAddress.country,
    },
    userEmail: order.email,
    paymentMethod: order.paymentMethod ?? null,
    deliveryMethod: order.deliveryMethod,
    shipment: order.shipment ?? null,
    items: order.lines.map((line) => ({
      itemNo: line.itemNo,
      productName: line.productName,
      productColorName: line.productColorName,
      size: line.size,
      quantity: line.quantity,
      amount: line.amount,
    })),
  };
}

/** Every order a customer placed logged in, newest first (the orders table's `byCustomer` index). */
async function ordersOf(email: string, orders: Pick<OrderReader, 'ofCustomer'>): Promise<OrderRecord[]> {
  const found: OrderRecord[] = [];
  for await (const order of orders.ofCustomer(email, { newestFirst: true })) found.push(order);
  return found;
}

/**
 * POST /api/orders/fetchMyOrders: the logged-in customer's orders, a page at a time. One
 * customer's history is small, so it is read whole (one Query, more only past 1 MB) and the
 * total is exact; `start` is the page index.
 */
export async function myOrders(
  email: string,
  request: MyOrdersRequest,
  orders: Pick<OrderReader, 'ofCustomer'>,
): Promise<MyOrdersResponse> {
  const placed = (await ordersOf(email, orders)).filter(becameAnOrder);
  const from = request.start * request.size;
  return { data: placed.slice(from, from + request.size).map(orderView), total: placed.length };
}
