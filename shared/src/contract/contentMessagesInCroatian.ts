import type { CatalogueIn } from '../messages.ts';
import { EMAIL_INVALID, EMAIL_REQUIRED, FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED } from './personFieldsInCroatian.ts';
import type { CONTENT_MESSAGES } from './contentMessages.ts';

/** The blog's, the newsletter's and the contact form's texts in Croatian, key by key with contentMessages.ts. */
export const CONTENT_MESSAGES_IN_CROATIAN: CatalogueIn<typeof CONTENT_MESSAGES> = {
  emailRequired: EMAIL_REQUIRED,
  emailInvalid: EMAIL_INVALID,
  firstNameRequired: FIRST_NAME_REQUIRED,
  lastNameRequired: LAST_NAME_REQUIRED,
  textRequired: 'Poruka je obavezna',
  blogNotFound: 'Taj članak ne postoji.',
  subscribed: 'Uspješno ste se pretplatili na newsletter!',
  subscribeFailed: 'Pretplata na newsletter nije uspjela. Pokušajte ponovno.',
  confirmationSent: 'Potvrdite pretplatu putem poveznice koju smo Vam poslali e-poštom.',
  confirmed: 'Vaša je pretplata potvrđena. Dobro došli u newsletter Tkanice!',
  alreadyConfirmed: 'Vaša je pretplata već potvrđena. Hvala!',
  unsubscribed: 'Odjavili ste se. Više Vam nećemo slati newsletter.',
  newsletterLinkInvalid: 'Ova poveznica nije ispravna ili je istekla. Ponovno se pretplatite u podnožju bilo koje stranice.',
  contactSent: 'Uspješno poslano!',
  contactFailed: 'Nešto je pošlo po zlu, pokušajte ponovno!',
  tooManyMessages: 'Previše poruka iz Vaše mreže.',
  tooManySubscriptions: 'Previše zahtjeva za pretplatu.',
};
