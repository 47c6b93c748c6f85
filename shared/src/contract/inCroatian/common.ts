import { characters, croatianBook } from '../../messageTranslation.ts';
import { EMAIL_INVALID } from '../personFieldsInCroatian.ts';

/**
 * The Croatian of the texts every route's schemas share (common.ts: ids, email, a page of a
 * listing, lengths) and of zod's own message, which every route's book is joined with
 * (lambdas/platform/http.ts). The fields a shopper never types keep their names: only a caller
 * other than the shop's pages gets them wrong.
 */
export const COMMON_TEXTS_IN_CROATIAN = /* @__PURE__ */ croatianBook(
  [
    // zod's own message for anything a schema gives no message of its own.
    ['Invalid input', 'Neispravan unos'],
    ['Please enter a valid email address.', EMAIL_INVALID],
    ['An id is required.', 'Oznaka je obavezna.'],
    ['An id is at most 64 characters.', `Oznaka smije imati najviše ${characters(64)}.`],
    ['An id has only letters, digits, - and _.', 'Oznaka smije sadržavati samo slova, znamenke, - i _.'],
  ],
  [
    { english: /^At most (\d+) characters\.$/, croatian: ([n]) => `Najviše ${characters(n as string)}.` },
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
  ],
);
