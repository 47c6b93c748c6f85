import type { CatalogueIn } from '../messages.ts';
import { EMAIL_INVALID, EMAIL_REQUIRED } from './personFieldsInCroatian.ts';
import type { WITHDRAWAL_TEXT } from './withdrawalText.ts';

/** The withdrawal function's texts in Croatian, key by key with withdrawalText.ts. */
export const WITHDRAWAL_TEXT_IN_CROATIAN: CatalogueIn<typeof WITHDRAWAL_TEXT> = {
  functionLabel: 'Ovdje odustanite od ugovora',
  confirmLabel: 'Potvrdite odustajanje',
  nameRequired: 'Unesite svoje ime.',
  orderNumberRequired: 'Unesite broj narudžbe.',
  orderNumberInvalid: 'Broj narudžbe izgleda ovako: TK-260314-7QX2M; pronaći ćete ga u potvrdi narudžbe.',
  emailRequired: EMAIL_REQUIRED,
  emailInvalid: EMAIL_INVALID,
  linesInvalid: 'Brojevi artikala cijeli su brojevi od 1 naviše, redom kojim su artikli navedeni u Vašoj narudžbi.',
  tooManyStatements: 'Previše izjava o odustajanju iz Vaše mreže.',
  received:
    'Primili smo Vašu izjavu o odustajanju. Ako broj narudžbe pripada narudžbi s ovom adresom e-pošte, potvrda s njezinim sadržajem te datumom i vremenom primitka upravo je na putu na tu adresu.',
  notArrived:
    'Niste primili e-poruku ni nakon nekoliko minuta? Provjerite broj narudžbe i adresu e-pošte (mora biti ona s kojom ste naručili) i ponovno pošaljite obrazac ili nam pišite.',
};
