import type { CatalogueIn } from '../messages.ts';
import type { PROMOTION_MESSAGES } from './promotionMessages.ts';

/** What the checkout says about codes and gift cards, in Croatian, key by key with promotionMessages.ts. */
export const PROMOTION_MESSAGES_IN_CROATIAN: CatalogueIn<typeof PROMOTION_MESSAGES> = {
  discountAlreadyApplied: 'Ovaj je kod za popust već primijenjen.',
  discountRejected: 'Čini se da se ovaj kod igra skrivača s nama. Možete li pokušati s nekim drugim?',
  discountNoMatchingProduct: 'Ovaj se kod ne odnosi ni na jedan proizvod u Vašoj košarici.',
  giftCardInvalid: 'Čini se da ova darovna kartica nije valjana.',
  tooManyMisses: 'Previše kodova koji nisu vrijedili.',
};
