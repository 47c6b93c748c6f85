import type { OrderSummary } from '@shop/shared/contract/orders';
import { ORDER_STATUS_TEXT } from '@shop/shared/orderStatus';
import { minimumChargeOf } from '@shop/shared/totals';
import { type OrderRecord, vatOfLine, vatTreatmentOf } from './orderRecord.ts';

/**
 * An order as its shopper reads it after paying, or when coming back from the payment page:
 * what was charged, line by line, with the stock bookkeeping and keys of the record left out.
 */
export function orderSummaryOf(order: OrderRecord): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusText: ORDER_STATUS_TEXT[order.status],
    createdAt: order.createdAt,
    email: order.email,
    lines: order.lines.map((line) => ({
      itemNo: line.itemNo,
      productId: line.productId,
      productName: line.productName,
      productColorName: line.productColorName,
      image: line.image,
      size: line.size,
      quantity: line.quantity,
      preOrdered: line.fromPreOrder,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent,
      unitPriceAfterDiscount: line.unitPriceAfterDiscount,
      amount: line.amount,
      ...vatOfLine(line),
    })),
    vatTreatment: vatTreatmentOf(order),
    company: order.company ?? null,
    amountBeforeDiscount: order.amountBeforeDiscount,
    discount: order.discountCode
      ? { code: order.discountCode.name, percent: order.discountCode.percent, amount: order.amountBeforeDiscount - order.subtotal }
      : null,
    subtotal: order.subtotal,
    shipping: order.shipping,
    minimumCharge: minimumChargeOf({ ...order, giftCardApplied: order.giftCard?.applied ?? 0 }),
    giftCard: order.giftCard ? { code: order.giftCard.code, applied: order.giftCard.applied } : null,
    total: order.total,
    paymentMethod: order.paymentMethod ?? null,
    deliveryMethod: order.deliveryMethod,
    deliveryLocation: order.deliveryLocation,
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    // Once the money arrived (or the order was given up) the account details would only invite a second transfer.
    transfer: order.status === 'AWAITING_TRANSFER' ? (order.transfer ?? null) : null,
    shipment: order.shipment ?? null,
    refunded: order.refunded ?? 0,
  };
}
