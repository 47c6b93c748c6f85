import { croatianBook, croatianCount, croatianPairs } from '../../messageTranslation.ts';
import { COMPANY_MESSAGES } from '../companyMessages.ts';

/** The Croatian of the order's schemas (orders.ts, orderParties.ts): the cart, who it goes to, who it is invoiced to. */
export const ORDER_TEXTS_IN_CROATIAN = /* @__PURE__ */ croatianBook(
  [
    ['Please enter your first name.', 'Unesite svoje ime.'],
    ['Please enter your last name.', 'Unesite svoje prezime.'],
    ['Please enter your street name and number.', 'Unesite naziv ulice i kućni broj.'],
    ['Please enter your city.', 'Unesite grad.'],
    ['Please select a country.', 'Odaberite državu.'],
    ['Please enter your ZIP code.', 'Unesite poštanski broj.'],
    ['Please enter your Phone number.', 'Unesite broj telefona.'],
    ...croatianPairs(COMPANY_MESSAGES, {
      nameRequired: 'Unesite naziv tvrtke.',
      oibInvalid: 'Unesite OIB tvrtke: 11 znamenki, od kojih je posljednja kontrolna.',
    }),
    ['Invalid quantity. Please enter a positive number.', 'Neispravna količina. Unesite pozitivan broj.'],
    ['size is required.', 'Veličina je obavezna.'],
    ['Choose at least one size.', 'Odaberite barem jednu veličinu.'],
    ['Your cart is empty', 'Vaša je košarica prazna'],
    ['At most 50 products in one order.', 'Najviše 50 proizvoda u jednoj narudžbi.'],
    ['session_id is not a checkout session id.', 'session_id nije oznaka sesije plaćanja.'],
  ],
  [
    {
      english: /^At most (\d+) of one size\.$/,
      croatian: ([n]) => `Najviše ${croatianCount(n as string, { one: 'komad', few: 'komada', other: 'komada' })} iste veličine.`,
    },
  ],
);
