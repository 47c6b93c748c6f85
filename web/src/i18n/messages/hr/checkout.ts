import type { CheckoutMessages } from '../en/checkout.ts';

/** Croatian texts of the checkout section. */
export const checkout: CheckoutMessages = {};
