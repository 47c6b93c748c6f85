import type { OrderStatus } from '@shop/shared/contract/orders';
import { LISTED_STATES, statusKey } from '../orders/orderLifecycle.ts';
import { customerKey, emailKey, type OrderRecord, orderKey } from '../orders/orderRecord.ts';

/** An order as the shop writes it, with the index keys its state and its placing give it (placeOrder.ts, orderStore.ts). */
export function anOrder(
  id: string,
  {
    status = 'PAID',
    minute = 0,
    email = 'ana@example.hr',
    byCustomer = false,
  }: { status?: OrderStatus; minute?: number; email?: string; byCustomer?: boolean } = {},
): OrderRecord {
  const createdAt = new Date(Date.UTC(2026, 10, 2, 8, minute)).toISOString();
  return {
    ...orderKey(id),
    id,
    number: `TK-261102-${id.slice(-5).toUpperCase().padStart(5, '0')}`,
    status,
    createdAt,
    updatedAt: createdAt,
    email,
    emailKey: emailKey(email),
    ...(LISTED_STATES.has(status) ? { statusKey: statusKey(status) } : {}),
    ...(byCustomer ? { customerKey: customerKey(email), placedByCustomer: true } : {}),
    lines: [],
    amountBeforeDiscount: 5900,
    subtotal: 5900,
    discountCode: null,
    shipping: 0,
    giftCard: null,
    total: 5900,
    deliveryAddress: { firstName: 'Ana', lastName: 'Horvat', street: 'Ilica 1', city: 'Zagreb', postalCode: '10000', country: 'HR' },
    billingAddress: { firstName: 'Ana', lastName: 'Horvat', street: 'Ilica 1', city: 'Zagreb', postalCode: '10000', country: 'HR' },
    deliveryMethod: 'DELIVERY',
    deliveryLocation: 'HOME',
  } as unknown as OrderRecord;
}
