import type { Language } from '@shop/shared/language';
import { ORDER_STATUS_TEXT } from '@shop/shared/orderStatus';
import { ORDER_STATUS_TEXT_HR } from '@shop/shared/orderStatusHr';
import { demoCatalog } from '../local/seed/demoCatalog.ts';

/*
 * The words by which a text in one language gives away the other (docs/decisions/072): the demo
 * catalog's product names and colours where the two languages differ, the size words, ages in
 * years, and the order states. Read by the Croatian purchase's test to the invoice and by the
 * browser's Croatian journey.
 */

const differing = (english: string, croatian: string | undefined) => (croatian && croatian !== english ? [[english, croatian]] : []);
const pairs = demoCatalog.products.flatMap((p) => [...differing(p.name, p.hr?.name), ...differing(p.colorName, p.hr?.colorName)]);
const CATALOG_WORDS: Record<Language, string[]> = {
  en: [...new Set([...pairs.map(([english]) => english as string), 'One size'])],
  hr: [...new Set([...pairs.map(([, croatian]) => croatian as string), 'Jedna veličina'])],
};
/** Ages in years as the catalog keeps them (`5/6y`) and as Croatian writes them (`5/6 god.`). */
const YEARS: Record<Language, RegExp> = { en: /\b\d+(\/\d+)?y\b/, hr: /\b\d+(\/\d+)? god\./ };
const STATUS_WORDS: Record<Language, string[]> = {
  en: [...new Set(Object.values(ORDER_STATUS_TEXT))],
  hr: [...new Set(Object.values(ORDER_STATUS_TEXT_HR))],
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The words of `words` that `text` holds whole (not as part of a longer word). */
const found = (text: string, words: readonly string[]) =>
  words.filter((word) => new RegExp(`(^|[^\\p{L}])${escaped(word)}($|[^\\p{L}])`, 'u').test(text));

/** The other language's catalog words, size words and, unless left out, state words that `text` holds. */
export function foreignWords(text: string, foreign: Language, withStates = true): string[] {
  return [
    ...found(text, CATALOG_WORDS[foreign]),
    ...(YEARS[foreign].exec(text) ?? []).slice(0, 1),
    ...(withStates ? found(text, STATUS_WORDS[foreign]) : []),
  ];
}
