/** What the payment routes answer a shopper, in English: codes `payments.*` (paymentMessagesInCroatian.ts has the Croatian). */
export const PAYMENT_MESSAGES = {
  /** A 502: the provider did not answer a question the shop cannot settle without (paymentGateway.ts). */
  providerNotAnswering: 'The payment provider is not answering. Please try again in a moment.',
  /** A 502 of an order whose payment page could not be opened: nothing was charged. */
  providerNotAnsweringNothingCharged: 'The payment provider is not answering. Nothing was charged; please try again in a moment.',
  noSuchCheckoutSession: 'There is no such checkout session.',
  /** A 400 to a webhook call the provider did not sign: its caller is the provider, so it is read in English. */
  webhookUnsigned: 'The webhook signature is missing or not valid.',
} as const;
