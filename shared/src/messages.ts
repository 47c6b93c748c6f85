import type { Language } from './language.ts';

/**
 * What the API says to a caller (docs/decisions/090-messages-with-codes.md): a stable code a
 * client can branch on (`reviews.alreadyReviewed`), and its words in each of the shop's
 * languages. An area writes its texts as one catalogue per language with the same keys; a
 * message is made from its key, so rewording the English cannot lose the Croatian, and a key
 * left out of a language fails the typecheck (and messages.test.ts).
 */
export interface Message {
  readonly code: string;
  readonly text: Readonly<Record<Language, string>>;
  /** Said only to staff, whose desks are English only (decision 048). */
  readonly staffOnly?: true;
}

/** A text as a catalogue writes it: words, or words written from values (a count, a size). */
type Written = string | ((values: any) => string);

/** An area's texts in English: its catalogue, key by key. */
export type Catalogue = Readonly<Record<string, Written>>;

/** The same catalogue in another language: every key, each written from the same values. */
export type CatalogueIn<C extends Catalogue> = {
  readonly [K in keyof C]: C[K] extends string ? string : C[K];
};

/** An area's messages: a text's key gives its message; a text with values, a maker of one. */
export type Messages<C extends Catalogue> = {
  readonly [K in keyof C]: C[K] extends (values: infer V) => string ? (values: V) => Message : Message;
};

/** The messages of an area from its catalogue in each language; codes are `area.key`. */
export function messagesOf<C extends Catalogue>(area: string, catalogues: { en: C; hr: CatalogueIn<C> }): Messages<C> {
  const { en, hr } = catalogues;
  const keys = Object.keys(en);
  const unmatched = [
    ...keys.filter((key) => typeof hr[key] !== typeof en[key] || hr[key] === ''),
    ...Object.keys(hr).filter((key) => !(key in en)),
  ];
  if (unmatched.length > 0) throw new Error(`${area}: the Croatian catalogue does not match the English at ${unmatched.join(', ')}`);
  return made(area, en, hr, {});
}

/**
 * The messages of an area only staff read: the back office is English only (decision 048), so
 * its catalogue is the English one in every language.
 */
export const staffMessagesOf = <C extends Catalogue>(area: string, en: C): Messages<C> =>
  made(area, en, en as CatalogueIn<C>, { staffOnly: true });

function made<C extends Catalogue>(area: string, en: C, hr: CatalogueIn<C>, marks: Pick<Message, 'staffOnly'>): Messages<C> {
  return Object.fromEntries(
    Object.keys(en).map((key) => {
      const code = `${area}.${key}`;
      const english = en[key] as Written;
      const croatian = hr[key] as Written;
      if (typeof english === 'string') return [key, { code, text: { en: english, hr: croatian as string }, ...marks }];
      const writeCroatian = croatian as (values: unknown) => string;
      return [key, (values: unknown) => ({ code, text: { en: english(values), hr: writeCroatian(values) }, ...marks })];
    }),
  ) as Messages<C>;
}

/**
 * An answer as a use case gives it: its message still in every language, which the HTTP layer
 * writes in the caller's with the code beside it. `T` is the answer as the contract types it.
 */
export type Answered<T extends { message: string } = { message: string }> = Omit<T, 'message'> & { message: Message };

/** A message's words in a language. */
export const textIn = (language: Language, message: Message): string => message.text[language];

/** Whether a value is a message (an answer's `message` or a field's, before it is written in a language). */
export function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  const { code, text } = value as { code?: unknown; text?: unknown };
  return typeof code === 'string' && typeof text === 'object' && text !== null;
}

/** A message followed by another's words, in each language, under the first's code (a 429's "Please try again in N minutes."). */
export function followedBy(message: Message, after: Message): Message {
  return { code: message.code, text: { en: `${message.text.en} ${after.text.en}`, hr: `${message.text.hr} ${after.text.hr}` } };
}
