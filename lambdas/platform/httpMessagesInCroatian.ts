import type { CatalogueIn } from '@shop/shared/messages';
import { croatianCount } from '@shop/shared/messageTranslation';
import type { HTTP_MESSAGES } from './httpMessages.ts';

/** The HTTP layer's texts in Croatian, key by key with httpMessages.ts. */
export const HTTP_MESSAGES_IN_CROATIAN: CatalogueIn<typeof HTTP_MESSAGES> = {
  logIn: 'Molimo prijavite se.',
  notYours: 'Ovo nije Vaše.',
  notFound: 'Nije pronađeno.',
  bodyNotJson: 'Tijelo zahtjeva nije ispravan JSON.',
  bodyNotDeclaredJson: 'Tijelo zahtjeva mora biti JSON, poslan kao application/json.',
  onlyThroughTheShop: 'Ova adresa odgovara samo preko trgovine.',
  invalid: ({ field, hr }) => `${field}: ${hr}`,
  fieldText: ({ hr }) => hr,
  invalidBody: 'Tijelo zahtjeva nije ispravno.',
  invalidPath: 'Putanja nije ispravna.',
  invalidQuery: 'Upit nije ispravan.',
  ourSide: 'Nešto je pošlo po zlu kod nas. Ništa nije promijenjeno; pokušajte ponovno.',
  busy: 'Trgovina je trenutačno vrlo zauzeta. Pokušajte ponovno za nekoliko sekundi.',
  tryAgainIn: ({ minutes }) => `Pokušajte ponovno za ${croatianCount(minutes, { one: 'minutu', few: 'minute', other: 'minuta' })}.`,
};
