import type { OrderStatus } from './contract/orders.ts';

/**
 * What a shopper reads for each state (profile's order popup, success page, mails); apart from the
 * contract so that a page showing a status does not load the contract's schemas.
 */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  PLACED: 'Awaiting payment',
  PENDING_PAYMENT: 'Awaiting payment',
  AWAITING_TRANSFER: 'Awaiting bank transfer',
  PAID: 'Paid',
  PAYMENT_FAILED: 'Payment failed',
  EXPIRED: 'Payment not completed',
  CANCELLED: 'Cancelled',
  PACKED: 'Packed',
  SHIPPED: 'Shipped',
  READY_FOR_PICKUP: 'Ready for pickup',
  DELIVERED: 'Delivered',
  PICKED_UP: 'Picked up',
  PARTLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
};
