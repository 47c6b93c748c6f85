import { characters, croatianBook, croatianCount, croatianPairs, type TextPattern } from '../messageTranslation.ts';
import { STOCK_MESSAGES } from '../stock.ts';
import { ACCOUNT_MESSAGES_IN_CROATIAN, EMAIL_INVALID, PERSONAL_DATA_MESSAGES_IN_CROATIAN } from './accountMessagesInCroatian.ts';
import { ACCOUNT_MESSAGES } from './accountMessages.ts';
import { PERSONAL_DATA_MESSAGES } from './personalDataMessages.ts';
import { NOTIFICATION_MESSAGES_IN_CROATIAN } from './notificationMessagesInCroatian.ts';
import { CONTENT_MESSAGES } from './contentMessages.ts';
import { CONTENT_MESSAGES_IN_CROATIAN } from './contentMessagesInCroatian.ts';
import { COMPANY_MESSAGES } from './companyMessages.ts';
import { FIT_MESSAGES, MEASURE_MAX_CM, MEASURE_MIN_CM, MEASURES, MODEL_MAX_CM, MODEL_MIN_CM } from './productFit.ts';
import { PROMOTION_MESSAGES } from './promotionMessages.ts';
import { PROMOTION_MESSAGES_IN_CROATIAN } from './promotionMessagesInCroatian.ts';
import { REVIEW_MESSAGES } from './reviewMessages.ts';
import { REVIEW_MESSAGES_IN_CROATIAN } from './reviewMessagesInCroatian.ts';
import { WISHLIST_MESSAGES } from './wishlistMessages.ts';
import { WISHLIST_MESSAGES_IN_CROATIAN } from './wishlistMessagesInCroatian.ts';
import { WITHDRAWAL_TEXT } from './withdrawalText.ts';
import { WITHDRAWAL_TEXT_IN_CROATIAN } from './withdrawalTextInCroatian.ts';

/*
 * The Croatian of every text the contracts give a shopper: their tables, key by key, and the
 * texts written inline in the schemas, by their English. Written in the polite "Vi" form, and
 * in the account pages' words where they say the same (web/src/i18n/messages/hr/account.ts).
 */

const content = croatianPairs(CONTENT_MESSAGES, CONTENT_MESSAGES_IN_CROATIAN);

const reviews = croatianPairs(REVIEW_MESSAGES, REVIEW_MESSAGES_IN_CROATIAN);

const wishlist = croatianPairs(WISHLIST_MESSAGES, WISHLIST_MESSAGES_IN_CROATIAN);

const fit = croatianPairs(FIT_MESSAGES, {
  measurementNumber: 'Mjera je broj centimetara.',
  measurementStep: 'Mjera je u cijelim ili pola centimetra, npr. 52 ili 52,5.',
  measurementRange: `Mjera je od ${MEASURE_MIN_CM} do ${MEASURE_MAX_CM} cm.`,
  unknownMeasure: `Mjere su ${MEASURES.join(', ')}.`,
  emptySize: 'Upišite barem jednu mjeru svake navedene veličine ili izostavite veličinu.',
  measuredSize: 'Mjere navode veličinu koju proizvod nema.',
  modelHeight: `Visina modela je cijeli broj centimetara, od ${MODEL_MIN_CM} do ${MODEL_MAX_CM}.`,
  modelSize: 'Model nosi veličinu koju proizvod nema.',
  modelSizeRequired: 'Navedite koju veličinu model nosi.',
  notText: 'Ovo je polje tekst.',
  modelShape: 'Model je zadan visinom u cm i veličinom koju nosi.',
  measurementsShape: 'Mjere se navode veličinu po veličinu.',
});

const promotions = croatianPairs(PROMOTION_MESSAGES, PROMOTION_MESSAGES_IN_CROATIAN);

const company = croatianPairs(COMPANY_MESSAGES, {
  nameRequired: 'Unesite naziv tvrtke.',
  oibInvalid: 'Unesite OIB tvrtke: 11 znamenki, od kojih je posljednja kontrolna.',
});

const stock = croatianPairs(STOCK_MESSAGES, {
  preOrderExtra: 'Nema dovoljno na zalihi, ali dodatnu količinu možemo naručiti unaprijed!',
  addingPreOrder: 'Dodajete artikl koji se naručuje unaprijed.',
});

const withdrawal = croatianPairs(WITHDRAWAL_TEXT, WITHDRAWAL_TEXT_IN_CROATIAN);

/** Texts written inline in the schemas, by their English; the fields a shopper never types keep their names. */
const INLINE: Readonly<Record<string, string>> = {
  // zod's own message for anything a schema gives no message of its own.
  'Invalid input': 'Neispravan unos',
  'Please enter a valid email address.': EMAIL_INVALID,
  'An id is required.': 'Oznaka je obavezna.',
  'An id is at most 64 characters.': `Oznaka smije imati najviše ${characters(64)}.`,
  'An id has only letters, digits, - and _.': 'Oznaka smije sadržavati samo slova, znamenke, - i _.',
  'Please enter your first name.': 'Unesite svoje ime.',
  'Please enter your last name.': 'Unesite svoje prezime.',
  'Please enter your street name and number.': 'Unesite naziv ulice i kućni broj.',
  'Please enter your city.': 'Unesite grad.',
  'Please select a country.': 'Odaberite državu.',
  'Please enter your ZIP code.': 'Unesite poštanski broj.',
  'Please enter your Phone number.': 'Unesite broj telefona.',
  'Invalid quantity. Please enter a positive number.': 'Neispravna količina. Unesite pozitivan broj.',
  'size is required.': 'Veličina je obavezna.',
  'Choose at least one size.': 'Odaberite barem jednu veličinu.',
  'Your cart is empty': 'Vaša je košarica prazna',
  'At most 50 products in one order.': 'Najviše 50 proizvoda u jednoj narudžbi.',
  'Please enter a discount code.': 'Unesite kod za popust.',
  'Please enter a gift card code.': 'Unesite kod darovne kartice.',
  'Please choose a size.': 'Odaberite veličinu.',
  'A size is at most 20 characters.': `Veličina smije imati najviše ${characters(20)}.`,
  'priceMax cannot be below priceMin.': 'priceMax ne smije biti manji od priceMin.',
  'A price is a whole number of cents.': 'Cijena mora biti cijeli broj centi.',
  'A price cannot be negative.': 'Cijena ne smije biti negativna.',
  'ages needs at least one age group.': 'ages mora imati barem jednu dobnu skupinu.',
  'ages has at most 4 age groups.': 'ages smije imati najviše 4 dobne skupine.',
  'session_id is not a checkout session id.': 'session_id nije oznaka sesije plaćanja.',
};

type Filter = 'size' | 'colour';
const FILTER: Record<Filter, { one: string; few: string; other: string; capital: string }> = {
  size: { one: 'veličina', few: 'veličine', other: 'veličina', capital: 'Veličina' },
  colour: { one: 'boja', few: 'boje', other: 'boja', capital: 'Boja' },
};

/** Texts with a value in them, as the schemas and shared rules write them. */
const PATTERNS: readonly TextPattern[] = [
  { english: /^At most (\d+) characters\.$/, croatian: ([n]) => `Najviše ${characters(n as string)}.` },
  {
    english: /^At most (\d+) children\.$/,
    croatian: ([n]) => `Najviše ${croatianCount(n as string, { one: 'dijete', few: 'djece', other: 'djece' })}.`,
  },
  {
    english: /^At most (\d+) of one size\.$/,
    croatian: ([n]) => `Najviše ${croatianCount(n as string, { one: 'komad', few: 'komada', other: 'komada' })} iste veličine.`,
  },
  {
    english: /^At most (\d+) product ids\.$/,
    croatian: ([n]) => `Najviše ${croatianCount(n as string, { one: 'oznaka', few: 'oznake', other: 'oznaka' })} proizvoda.`,
  },
  {
    english: /^Thank you! We will email you when size (.+) is back in stock\.$/s,
    croatian: ([size = '']) => NOTIFICATION_MESSAGES_IN_CROATIAN.subscribed({ size }),
  },
  // The names of fields and values the API takes, which only a caller other than the shop's pages gets wrong.
  { english: /^(\w+) must be a whole number\.$/, croatian: ([field]) => `${field} mora biti cijeli broj.` },
  { english: /^(\w+) cannot be negative\.$/, croatian: ([field]) => `${field} ne smije biti negativan.` },
  { english: /^(\w+) is at least (\d+)\.$/, croatian: ([field, n]) => `${field} mora biti najmanje ${n}.` },
  { english: /^(\w+) is at most (\d+)\.$/, croatian: ([field, n]) => `${field} smije biti najviše ${n}.` },
  {
    english: /^(\w+) is at most (\d+) characters\.$/,
    croatian: ([field, n]) => `${field} smije imati najviše ${characters(n as string)}.`,
  },
  { english: /^(\w+) is true or false\.$/, croatian: ([field]) => `${field} mora biti true ili false.` },
  { english: /^(\w+) must be text\.$/, croatian: ([field]) => `${field} mora biti tekst.` },
  { english: /^(\w+) must be a list(?: of .+)?\.$/, croatian: ([field]) => `${field} mora biti popis.` },
  { english: /^(\w+) is required\.$/, croatian: ([field]) => `${field} je obavezno polje.` },
  { english: /^(\w+) is one of (.+)\.$/, croatian: ([field, values]) => `${field} mora biti jedno od: ${values}.` },
  // The listing's filters (shared/src/contract/catalog.ts).
  { english: /^Each (size|colour) is text\.$/, croatian: ([what]) => `Svaka ${FILTER[what as Filter].one} mora biti tekst.` },
  { english: /^A (size|colour) cannot be empty\.$/, croatian: ([what]) => `${FILTER[what as Filter].capital} ne smije biti prazna.` },
  {
    english: /^At most (\d+) (size|colour)s\.$/,
    croatian: ([n, what]) => `Najviše ${croatianCount(n as string, FILTER[what as Filter])}.`,
  },
];

/** Every text of the contracts a shopper can be answered with, beside its Croatian. */
export const CONTRACT_TEXTS_IN_CROATIAN: readonly (readonly [string, string])[] = [
  ...croatianPairs(ACCOUNT_MESSAGES, ACCOUNT_MESSAGES_IN_CROATIAN),
  ...content,
  ...croatianPairs(PERSONAL_DATA_MESSAGES, PERSONAL_DATA_MESSAGES_IN_CROATIAN),
  ...reviews,
  ...wishlist,
  ...promotions,
  ...fit,
  ...company,
  ...stock,
  ...withdrawal,
  ...Object.entries(INLINE),
];

export const CONTRACT_PATTERNS_IN_CROATIAN = PATTERNS;

/** The Croatian of a contract's text, for a form that checks with the same schemas in the browser. */
export const contractTextInCroatian = croatianBook(CONTRACT_TEXTS_IN_CROATIAN, PATTERNS);

export { ACCOUNT_MESSAGES_IN_CROATIAN, PERSONAL_DATA_MESSAGES_IN_CROATIAN };
