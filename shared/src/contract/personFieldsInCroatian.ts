/**
 * The Croatian of the fields every form about a person shares (the account, the newsletter, the
 * contact form, the withdrawal, every route's email): one wording wherever they are asked, and a
 * module of their own so that a route saying one of them carries none of the account's texts.
 */
export const EMAIL_REQUIRED = 'E-pošta je obavezna';
export const EMAIL_INVALID = 'Unesite ispravnu adresu e-pošte.';
export const FIRST_NAME_REQUIRED = 'Ime je obavezno';
export const LAST_NAME_REQUIRED = 'Prezime je obavezno';
