import type { CatalogueIn } from '../messages.ts';
import { characters, croatianCount } from '../messageTranslation.ts';
import { type ACCOUNT_MESSAGES, MAX_ADDRESSES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './accountMessages.ts';
import { EMAIL_INVALID, EMAIL_REQUIRED, FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED } from './personFieldsInCroatian.ts';
import type { PERSONAL_DATA_MESSAGES } from './personalDataMessages.ts';
import { SESSION_MESSAGES_IN_CROATIAN } from './sessionMessagesInCroatian.ts';

/**
 * The account's and its personal data's texts in Croatian, key by key with accountMessages.ts and
 * personalDataMessages.ts: one table for the API's answers (lambdas/accounts/messages.ts,
 * lambdas/personalData/messages.ts, and the schemas' texts in inCroatian/accounts.ts) and the
 * Croatian account pages (web/src/i18n/messages/hr/account.ts) alike.
 */

/** The account's rules and answers in Croatian, for the account pages as much as for the API. */
export const ACCOUNT_MESSAGES_IN_CROATIAN: CatalogueIn<typeof ACCOUNT_MESSAGES> = {
  firstNameRequired: FIRST_NAME_REQUIRED,
  lastNameRequired: LAST_NAME_REQUIRED,
  emailRequired: EMAIL_REQUIRED,
  emailInvalid: EMAIL_INVALID,
  birthDateRequired: 'Datum rođenja je obavezan',
  birthDateInvalid: 'Molimo upišite ispravan datum rođenja.',
  passwordRequired: 'Lozinka je obavezna',
  passwordTooShort: `Lozinka mora imati najmanje ${characters(PASSWORD_MIN_LENGTH)}.`,
  passwordTooLong: `Lozinka smije imati najviše ${characters(PASSWORD_MAX_LENGTH)}.`,
  passwordsDoNotMatch: 'Lozinke se ne podudaraju',
  childRequired: 'Molimo upišite podatke za barem jedno dijete.',
  termsRequired: 'Molimo potvrdite da prihvaćate naše Opće uvjete poslovanja',
  genderInvalid: 'Molimo odaberite spol s popisa.',
  oibInvalid: 'Molimo upišite ispravan OIB (11 znamenki).',
  dateInvalid: 'Molimo upišite ispravan datum.',
  expectingBabyConsentRequired:
    'Da bismo čuvali podatak da očekujete bebu i očekivani datum poroda, molimo označite da se slažete; bez toga ih ne čuvamo.',
  addressRequired: 'Adresa je obavezna',
  streetRequired: 'Ulica je obavezna',
  streetNoRequired: 'Kućni broj je obavezan',
  cityRequired: 'Grad je obavezan',
  countryRequired: 'Država je obavezna',
  zipCodeRequired: 'Poštanski broj je obavezan',
  phoneRequired: 'Telefon je obavezan',
  tooManyAddresses: `Možete spremiti najviše ${croatianCount(MAX_ADDRESSES, { one: 'adresu', few: 'adrese', other: 'adresa' })}.`,
  oneDefaultAddress: 'Samo jedna adresa može biti zadana.',
  registered: 'Molimo potvrdite registraciju putem poveznice koju smo Vam poslali e-poštom.',
  activated: 'Vaš je račun aktiviran. Sada se možete prijaviti.',
  activationLinkInvalid: 'Ova poveznica za aktivaciju nije valjana ili je već iskorištena.',
  activationLinkExpired:
    'Ova je poveznica za aktivaciju istekla. Novu zatražite putem „Zaboravili ste lozinku?”; ona ujedno aktivira i Vaš račun.',
  alreadyActive: 'Vaš je račun već aktivan. Možete se prijaviti.',
  loginFailed: 'Neispravna e-pošta ili lozinka.',
  notActivated: 'Molimo najprije potvrdite svoju adresu e-pošte putem poveznice koju smo Vam poslali.',
  resetLinkSent: 'Ako za ovu adresu e-pošte postoji račun, na nju smo poslali poveznicu za postavljanje nove lozinke.',
  resetLinkInvalid: 'Ova poveznica za novu lozinku nije valjana ili je već iskorištena. Molimo zatražite novu.',
  resetLinkExpired: 'Ova je poveznica za novu lozinku istekla. Molimo zatražite novu.',
  passwordChanged: 'Vaša je lozinka promijenjena. Sada se možete prijaviti.',
  ...SESSION_MESSAGES_IN_CROATIAN,
  noSuchAccount: 'Taj korisnički račun ne postoji.',
  tooManyLogins: 'Previše neuspjelih pokušaja prijave.',
  tooManyAccountMails: 'Previše zahtjeva za e-poruke korisničkog računa.',
};

export const PERSONAL_DATA_MESSAGES_IN_CROATIAN: CatalogueIn<typeof PERSONAL_DATA_MESSAGES> = {
  passwordRequired: 'Molimo upišite svoju lozinku kako biste izbrisali račun.',
  wrongPassword: 'Lozinka nije točna. Vaš račun nije izbrisan.',
  tooManyAttempts: 'Previše pokušaja s pogrešnom lozinkom.',
  openOrders:
    'Račun ne možemo izbrisati dok je neka Vaša narudžba još otvorena. Molimo pričekajte da bude dostavljena ili otkazana ili nam se javite.',
  deleted: 'Vaš je račun izbrisan. Potvrdu smo Vam poslali e-poštom.',
};
