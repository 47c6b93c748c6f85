/** English texts of the checkout section: the spec's words, word for word where it quotes them. */
export const checkout = {};

export type CheckoutMessages = typeof checkout;
