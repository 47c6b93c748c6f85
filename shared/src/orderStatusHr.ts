import type { OrderStatus } from './contract/orders.ts';

/**
 * What a shopper reads for each state in Croatian (the twin of ORDER_STATUS_TEXT in
 * orderStatus.ts), in a module of its own so that an English page never loads it.
 */
export const ORDER_STATUS_TEXT_HR: Record<OrderStatus, string> = {
  PLACED: 'Čeka plaćanje',
  PENDING_PAYMENT: 'Čeka plaćanje',
  AWAITING_TRANSFER: 'Čeka uplatu na račun',
  PAID: 'Plaćeno',
  PAYMENT_FAILED: 'Plaćanje nije uspjelo',
  EXPIRED: 'Plaćanje nije dovršeno',
  CANCELLED: 'Otkazano',
  PACKED: 'Zapakirano',
  SHIPPED: 'Poslano',
  READY_FOR_PICKUP: 'Spremno za preuzimanje',
  DELIVERED: 'Dostavljeno',
  PICKED_UP: 'Preuzeto',
  PARTLY_REFUNDED: 'Djelomično vraćen novac',
  REFUNDED: 'Novac vraćen',
};
