import type { CatalogueIn } from '@shop/shared/messages';
import type { PAYMENT_MESSAGES } from './paymentMessages.ts';

/** The payment routes' answers in Croatian, key by key with paymentMessages.ts. */
export const PAYMENT_MESSAGES_IN_CROATIAN: CatalogueIn<typeof PAYMENT_MESSAGES> = {
  providerNotAnswering: 'Pružatelj usluge plaćanja ne odgovara. Pokušajte ponovno za trenutak.',
  providerNotAnsweringNothingCharged: 'Pružatelj usluge plaćanja ne odgovara. Ništa Vam nije naplaćeno; pokušajte ponovno za trenutak.',
  noSuchCheckoutSession: 'Ta sesija plaćanja ne postoji.',
  webhookUnsigned: 'Potpis poziva pružatelja plaćanja nedostaje ili nije valjan.',
};
