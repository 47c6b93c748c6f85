import { characters, croatianBook, croatianCount } from '../../messageTranslation.ts';

type Filter = 'size' | 'colour';
const FILTER: Record<Filter, { one: string; few: string; other: string; capital: string }> = {
  size: { one: 'veličina', few: 'veličine', other: 'veličina', capital: 'Veličina' },
  colour: { one: 'boja', few: 'boje', other: 'boja', capital: 'Boja' },
};

/**
 * The Croatian of the catalog's schemas (catalog.ts: listings and their filters, the header's
 * age groups), of the product lists a wishlist asks for (wishlist.ts) and of the notify-me form
 * (notifications.ts).
 */
export const CATALOG_TEXTS_IN_CROATIAN = /* @__PURE__ */ croatianBook(
  [
    ['priceMax cannot be below priceMin.', 'priceMax ne smije biti manji od priceMin.'],
    ['A price is a whole number of cents.', 'Cijena mora biti cijeli broj centi.'],
    ['A price cannot be negative.', 'Cijena ne smije biti negativna.'],
    ['ages needs at least one age group.', 'ages mora imati barem jednu dobnu skupinu.'],
    ['ages has at most 4 age groups.', 'ages smije imati najviše 4 dobne skupine.'],
    ['Please choose a size.', 'Odaberite veličinu.'],
    ['A size is at most 20 characters.', `Veličina smije imati najviše ${characters(20)}.`],
  ],
  [
    { english: /^Each (size|colour) is text\.$/, croatian: ([what]) => `Svaka ${FILTER[what as Filter].one} mora biti tekst.` },
    { english: /^A (size|colour) cannot be empty\.$/, croatian: ([what]) => `${FILTER[what as Filter].capital} ne smije biti prazna.` },
    {
      english: /^At most (\d+) (size|colour)s\.$/,
      croatian: ([n, what]) => `Najviše ${croatianCount(n as string, FILTER[what as Filter])}.`,
    },
    {
      english: /^At most (\d+) product ids\.$/,
      croatian: ([n]) => `Najviše ${croatianCount(n as string, { one: 'oznaka', few: 'oznake', other: 'oznaka' })} proizvoda.`,
    },
  ],
);
