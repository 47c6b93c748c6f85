/**
 * The schemas' texts in Croatian (docs/decisions/048-server-messages-in-two-languages.md, 092).
 * The English stays where the spec has it and is the key: a table of texts gets a Croatian table
 * with the same keys, so a text left out fails the typecheck; a text that carries a value (a
 * count, a field's name) gets a pattern that reads the value out of the English.
 */

/** The Croatian of a table of English texts: every key of the table, each a text. */
export type InCroatian<T extends Readonly<Record<string, string>>> = { readonly [K in keyof T]: string };

/** Croatian of an English text, or undefined when the shop has none. */
export type CroatianOf = (english: string) => string | undefined;

/** A text that carries values: its English shape, and how Croatian writes it with the same values. */
export interface TextPattern {
  english: RegExp;
  /** `values` are the pattern's groups; `croatianOf` translates a part that is a text of its own. */
  croatian: (values: string[], croatianOf: CroatianOf) => string | undefined;
}

/** Each English text of a table beside its Croatian. */
export function croatianPairs<T extends Readonly<Record<string, string>>>(english: T, croatian: InCroatian<T>): [string, string][] {
  return Object.keys(english).map((key) => [english[key] as string, croatian[key] as string]);
}

/**
 * The Croatian of one area's schema texts (docs/decisions/092): its texts beside their Croatian,
 * and the patterns of its texts that carry a value. A route names its area's book
 * (`httpRoute({ croatian })`), so its function carries that book and no other area's.
 */
export interface CroatianBook {
  readonly texts: readonly (readonly [string, string])[];
  readonly patterns: readonly TextPattern[];
  /** A text found as it is, else by the first pattern that reads it. */
  readonly croatianOf: CroatianOf;
}

/** An area's book: its texts, each with its Croatian, and its patterns. */
export function croatianBook(texts: Iterable<readonly [string, string]>, patterns: readonly TextPattern[] = []): CroatianBook {
  // Every pair as written, so a test can find the same English written with two Croatians.
  const pairs = [...texts];
  const known = new Map(pairs);
  const croatianOf: CroatianOf = (english) => {
    const found = known.get(english);
    if (found !== undefined) return found;
    for (const pattern of patterns) {
      const match = pattern.english.exec(english);
      if (match) {
        const written = pattern.croatian(match.slice(1), croatianOf);
        if (written !== undefined) return written;
      }
    }
    return undefined;
  };
  return { texts: pairs, patterns, croatianOf };
}

/** One book of several: a route's own area's and the texts every route shares. */
export const booksJoined = (...books: readonly CroatianBook[]): CroatianBook =>
  croatianBook(
    books.flatMap((book) => book.texts),
    books.flatMap((book) => book.patterns),
  );

const CROATIAN_PLURALS = new Intl.PluralRules('hr-HR');

/** A count and the form of its noun: 1 znak, 2 znaka, 5 znakova, 21 znak. */
export function croatianCount(count: number | string, forms: { one: string; few: string; other: string }): string {
  const category = CROATIAN_PLURALS.select(Number(count));
  return `${count} ${category === 'one' ? forms.one : category === 'few' ? forms.few : forms.other}`;
}

/** "N characters", the count most of the shop's limits are in. */
export const characters = (count: number | string) => croatianCount(count, { one: 'znak', few: 'znaka', other: 'znakova' });
