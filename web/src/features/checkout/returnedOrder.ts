import type { BillingAddress, DeliveryAddress, OrderSummary } from '@shop/shared/contract/orders';
import type { AddressForm, CheckoutForm } from './checkoutForm.ts';

/**
 * What the checkout puts back when the shopper comes back from the payment page without
 * paying ("Cancel and return to the shop"): the order the server let go of, as the form, the
 * codes and the cart it was made from.
 */

/**
 * `restore`: the order let go of its holds; its details go back into the checkout.
 * `paid`: the provider took the money after all; the success page shows the order.
 */
export type ReturnOutcome = 'restore' | 'paid';

export function returnOutcome(order: Pick<OrderSummary, 'status'>): ReturnOutcome {
  switch (order.status) {
    case 'PLACED':
    case 'PENDING_PAYMENT':
    case 'PAYMENT_FAILED':
    case 'EXPIRED':
    case 'CANCELLED':
      return 'restore';
    default:
      return 'paid';
  }
}

/**
 * The address as the form holds it: every field as text. Written out field by field, so this
 * module (loaded only back from the payment page) takes no code from the checkout's own chunk.
 */
function addressFormOf(address: DeliveryAddress | BillingAddress): AddressForm {
  return {
    country: address.country ?? '',
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    street: address.street ?? '',
    streetNo: address.streetNo ?? '',
    additionalInformation: address.additionalInformation ?? '',
    city: address.city ?? '',
    zipCode: address.zipCode ?? '',
    phone: address.phone ?? '',
  };
}

/**
 * The form as the order was sent. A logged-in customer's email is locked to the account, so
 * it stays; the billing address counts as "same as delivery" when it was sent as a copy of it.
 */
export function checkoutFormOf(order: OrderSummary, current: CheckoutForm, options: { emailLocked: boolean }): CheckoutForm {
  const delivery = addressFormOf(order.deliveryAddress);
  const billing = addressFormOf(order.billingAddress);
  const billingSameAsDelivery = JSON.stringify(billing) === JSON.stringify(delivery);
  return {
    email: options.emailLocked ? current.email : order.email,
    delivery,
    billingSameAsDelivery,
    billing: billingSameAsDelivery ? current.billing : billing,
    deliveryMethod: order.deliveryMethod,
    deliveryLocation: order.deliveryLocation,
    // Older summaries have no company; then the form keeps what it has.
    company: order.company ? { forCompany: true, name: order.company.name, oib: order.company.oib } : current.company,
  };
}

/** The discount code and gift card to apply again, through the same checks a shopper's Apply makes. */
export interface RestoredCodes {
  discountCode: string | null;
  giftCard: string | null;
}

export function codesOf(order: Pick<OrderSummary, 'discount' | 'giftCard'>): RestoredCodes {
  return { discountCode: order.discount?.code ?? null, giftCard: order.giftCard?.code ?? null };
}

/** The cart lines the order was made of: a product in a size, how many, and whether some was pre-ordered. */
export function cartLinesOf(
  order: Pick<OrderSummary, 'lines'>,
): { productId: string; size: string; quantity: number; preOrder: boolean }[] {
  return order.lines.map((line) => ({
    productId: line.productId,
    size: line.size,
    quantity: line.quantity,
    preOrder: line.preOrdered > 0,
  }));
}
