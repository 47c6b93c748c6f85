import type { CatalogueIn } from '../messages.ts';
import type { REVIEW_MESSAGES } from './reviewMessages.ts';

/** The review texts in Croatian, key by key with reviewMessages.ts. */
export const REVIEW_MESSAGES_IN_CROATIAN: CatalogueIn<typeof REVIEW_MESSAGES> = {
  starRequired: 'Odaberite broj zvjezdica.',
  added: 'Recenzija je uspješno dodana!',
  none: 'Ovaj proizvod još nema recenzija.',
  signIn: 'Prijavite se kako biste ostavili recenziju',
  alreadyReviewed: 'Već ste ocijenili ovaj proizvod.',
  tooManyReviews: 'U kratkom ste vremenu poslali mnogo recenzija.',
  verifiedPurchase: 'Potvrđena kupnja',
  busy: 'Recenziju trenutačno nije moguće spremiti; pokušajte ponovno.',
};
