import { CONTRACT_PATTERNS_IN_CROATIAN, CONTRACT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/messagesInCroatian';
import { characters, croatianBook, croatianCount, type TextPattern } from '@shop/shared/messageTranslation';
import { croatianSize } from '@shop/shared/sizeWords';

/*
 * The Croatian of what the functions answer a shopper with besides the contracts' texts
 * (shared/src/contract/messagesInCroatian.ts): the use cases' refusals, by their English.
 * The back office's texts are not here: its desks are English only (docs/decisions/048).
 */

const TRY_AGAIN = 'Pokušajte ponovno';
const PAY_OR_WAIT = 'Platite jednu od njih ili pričekajte da bude otkazana, pa ponovno naručite.';

const TEXTS: Readonly<Record<string, string>> = {
  // The HTTP layer's own (lambdas/platform/http.ts, errors.ts, overload.ts).
  'Please log in.': 'Molimo prijavite se.',
  'This is not yours.': 'Ovo nije Vaše.',
  'Not found.': 'Nije pronađeno.',
  'The request body is not valid JSON.': 'Tijelo zahtjeva nije ispravan JSON.',
  'The request body must be JSON, sent as application/json.': 'Tijelo zahtjeva mora biti JSON, poslan kao application/json.',
  'This address answers only through the shop.': 'Ova adresa odgovara samo preko trgovine.',
  'The request body is not valid.': 'Tijelo zahtjeva nije ispravno.',
  'The path is not valid.': 'Putanja nije ispravna.',
  'The query is not valid.': 'Upit nije ispravan.',
  'Something went wrong on our side. Nothing was changed; please try again.': `Nešto je pošlo po zlu kod nas. Ništa nije promijenjeno; ${TRY_AGAIN.toLowerCase()}.`,
  'The shop is very busy just now. Please try again in a few seconds.': `Trgovina je trenutačno vrlo zauzeta. ${TRY_AGAIN} za nekoliko sekundi.`,
  // Catalog.
  'There is no such product.': 'Taj proizvod ne postoji.',
  'There is no such collection.': 'Ta kolekcija ne postoji.',
  'There is no such category.': 'Ta kategorija ne postoji.',
  'Choose a category or a collection, not both.': 'Odaberite kategoriju ili kolekciju, ne oboje.',
  'Filters and sorting apply to a category, a collection or a search by name.':
    'Filtri i poredak primjenjuju se na kategoriju, kolekciju ili pretraživanje po nazivu.',
  'Filters are not available for this listing yet; please try again shortly.': `Filtri za ovaj popis još nisu dostupni; ${TRY_AGAIN.toLowerCase()} uskoro.`,
  // Orders, invoices and payment.
  'There is no such order.': 'Ta narudžba ne postoji.',
  'The order is not paid yet.': 'Narudžba još nije plaćena.',
  'The invoice could not be issued right now; please try again.': `Račun trenutačno nije moguće izdati; ${TRY_AGAIN.toLowerCase()}.`,
  'There is no such invoice.': 'Taj račun ne postoji.',
  'There is no such checkout session.': 'Ta sesija plaćanja ne postoji.',
  'Stock, the discount code or the gift card changed while you ordered. Please try again.': `Zaliha, kod za popust ili darovna kartica promijenili su se dok ste naručivali. ${TRY_AGAIN}.`,
  'The payment provider is not answering. Nothing was charged; please try again in a moment.': `Pružatelj usluge plaćanja ne odgovara. Ništa Vam nije naplaćeno; ${TRY_AGAIN.toLowerCase()} za trenutak.`,
  'The payment provider is not answering. Please try again in a moment.': `Pružatelj usluge plaćanja ne odgovara. ${TRY_AGAIN} za trenutak.`,
  'There are already too many unpaid orders from your connection. Please pay for one of them, or wait until it is cancelled, before ordering again.': `S Vaše veze već postoji previše neplaćenih narudžbi. ${PAY_OR_WAIT}`,
  // Accounts, reviews, wishlist, stock notices.
  'There is no such account.': 'Taj korisnički račun ne postoji.',
  'Too many failed login attempts.': 'Previše neuspjelih pokušaja prijave.',
  'Too many requests for account emails.': 'Previše zahtjeva za e-poruke korisničkog računa.',
  'Too many codes that did not work.': 'Previše kodova koji nisu vrijedili.',
  'Too many requests from your network.': 'Previše zahtjeva iz Vaše mreže.',
  'The review could not be saved right now; please try again.': `Recenziju trenutačno nije moguće spremiti; ${TRY_AGAIN.toLowerCase()}.`,
};

/** A cart line as the stock check writes it: `Linen dress (Sand), size M × 3: only 1 available`. */
const STOCK_LINE = /^(.*), size (.+) × (\d+): only (\d+) available$/s;

function stockLinesInCroatian(lines: string): string | undefined {
  const written = lines.split('; ').map((line) => {
    const [, name, size, quantity, available] = STOCK_LINE.exec(line) ?? [];
    return name === undefined ? undefined : `${name}, ${croatianSize(size ?? '')} × ${quantity}: dostupno još samo ${available}`;
  });
  return written.every((line) => line !== undefined) ? written.join('; ') : undefined;
}

const PATTERNS: readonly TextPattern[] = [
  // A 400's message: the first field that is wrong, and what is wrong with it.
  { english: /^([^\s:]+): (.+)$/s, croatian: ([field, text], croatianOf) => withField(field as string, croatianOf(text as string)) },
  // A 429: what was too much, then when to try again.
  {
    english: /^(.+) Please try again in (\d+) minutes?\.$/s,
    croatian: ([what, minutes], croatianOf) => {
      const reason = croatianOf(what as string);
      const wait = croatianCount(minutes as string, { one: 'minutu', few: 'minute', other: 'minuta' });
      return reason === undefined ? undefined : `${reason} ${TRY_AGAIN} za ${wait}.`;
    },
  },
  {
    english:
      /^There are already (\d+) unpaid orders for this email address\. Please pay for one of them, or wait until it is cancelled, before ordering again\.$/,
    croatian: ([count]) => {
      const orders = croatianCount(count as string, { one: 'neplaćena narudžba', few: 'neplaćene narudžbe', other: 'neplaćenih narudžbi' });
      const exist = orders.endsWith('narudžbe') ? 'postoje' : 'postoji';
      return `Za ovu adresu e-pošte već ${exist} ${orders}. ${PAY_OR_WAIT}`;
    },
  },
  {
    english: /^Not enough stock: (.+)\.$/s,
    croatian: ([lines]) => prefixed('Nema dovoljno na zalihi: ', stockLinesInCroatian(lines as string), '.'),
  },
  { english: /^(.+ only \d+ available)$/s, croatian: ([lines]) => stockLinesInCroatian(lines as string) },
  { english: /^Search for at least (\d+) characters\.$/, croatian: ([n]) => `Upišite barem ${characters(n as string)}.` },
  { english: /^This product has no size (.+)\.$/s, croatian: ([size]) => `Ovaj proizvod nema veličinu ${size}.` },
  { english: /^These are not sold here: (.+)\.$/s, croatian: ([ids]) => `Ovo ne prodajemo: ${ids}.` },
];

const withField = (field: string, text: string | undefined) => (text === undefined ? undefined : `${field}: ${text}`);
const prefixed = (before: string, text: string | undefined, after: string) => (text === undefined ? undefined : `${before}${text}${after}`);

/** The Croatian of a text the API answers a shopper with, or undefined when the shop has none. */
export const messageInCroatian = croatianBook(
  [...CONTRACT_TEXTS_IN_CROATIAN, ...Object.entries(TEXTS)],
  [...CONTRACT_PATTERNS_IN_CROATIAN, ...PATTERNS],
);
