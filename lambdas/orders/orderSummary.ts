import type { OrderAmounts, OrderStatus, OrderSummary } from '@shop/shared/contract/orders';
import type { Language } from '@shop/shared/language';
import { ORDER_STATUS_TEXT } from '@shop/shared/orderStatus';
import { ORDER_STATUS_TEXT_HR } from '@shop/shared/orderStatusHr';
import { minimumChargeOf } from '@shop/shared/totals';
import { type OrderRecord, vatOfLine, vatTreatmentOf } from './orderRecord.ts';

const STATUS_TEXT: Record<Language, Record<OrderStatus, string>> = { en: ORDER_STATUS_TEXT, hr: ORDER_STATUS_TEXT_HR };

/** What a shopper reads for an order's state, in the language of the page asking. */
export const orderStatusText = (status: OrderStatus, language: Language): string => STATUS_TEXT[language][status];

/** The figures the order was charged by, as it keeps them: the rows its total is shown with. */
export function orderAmountsOf(order: OrderRecord): OrderAmounts {
  return {
    amountBeforeDiscount: order.amountBeforeDiscount,
    discount: order.discountCode
      ? { code: order.discountCode.name, percent: order.discountCode.percent, amount: order.amountBeforeDiscount - order.subtotal }
      : null,
    subtotal: order.subtotal,
    shipping: order.shipping,
    minimumCharge: minimumChargeOf({ ...order, giftCardApplied: order.giftCard?.applied ?? 0 }),
    giftCard: order.giftCard ? { code: order.giftCard.code, applied: order.giftCard.applied } : null,
    total: order.total,
  };
}

/**
 * An order as its shopper reads it after paying, or when coming back from the payment page:
 * what was charged, line by line, with the stock bookkeeping and keys of the record left out.
 * Its state is worded in the language of the page asking; its lines are as the order keeps them
 * (in the language it was placed in), each size as it is kept, for the page to word.
 */
export function orderSummaryOf(order: OrderRecord, language: Language): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusText: orderStatusText(order.status, language),
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
    ...orderAmountsOf(order),
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
