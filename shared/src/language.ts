/**
 * The shop's two languages: English at the spec's paths, Croatian at the same paths under
 * `/hr`. The SPA tells the API which one the shopper reads in with {@link LANGUAGE_HEADER}; the
 * API answers its messages and content in it, and keeps it on the order and the account so that
 * mails and documents go out in it.
 */
export const LANGUAGES = ['en', 'hr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The request header carrying the shopper's language (`en` or `hr`). */
export const LANGUAGE_HEADER = 'X-Shop-Language';

/** BCP 47 tags for Intl and `<html lang>`: dates follow the language; prices stay de-DE (SPEC §9). */
export const LOCALES: Record<Language, string> = { en: 'en-GB', hr: 'hr-HR' };

/** The path prefix of a language: none for English, `/hr` for Croatian. */
export const LANGUAGE_PREFIX: Record<Language, string> = { en: '', hr: '/hr' };

/** A header's or a stored value's language: `hr`/`hr-HR` is Croatian, anything else English. */
export function languageOf(value: string | null | undefined): Language {
  return typeof value === 'string' && /^hr([-_]|$)/i.test(value.trim()) ? 'hr' : 'en';
}

/** The language a path is in, and the path as the route table knows it. */
export function splitLanguagePath(path: string): { language: Language; path: string } {
  if (/^\/hr([/?]|$)/.test(path)) {
    const rest = path.slice(3);
    return { language: 'hr', path: rest[0] === '/' ? rest : `/${rest}` };
  }
  return { language: 'en', path };
}

/**
 * A route-table path as it is written in a language: `/checkout` → `/hr/checkout`, `/` → `/hr`.
 * Always a path on the shop's origin, whatever it is given: the path of the page a shopper
 * opened may be `/hr//evil.example`, and the same page in English must not be `//evil.example`.
 */
export function pathIn(language: Language, path: string): string {
  const prefix = LANGUAGE_PREFIX[language];
  const own = sameOriginPath(path);
  if (!prefix) return own;
  return own === '/' ? prefix : `${prefix}${own}`;
}

/**
 * The start of a path that a browser, or a server that decodes the path once or more, could read
 * as the start of another origin: any run of slashes and backslashes, as typed or percent-encoded
 * (`%2f`, `%5c`, and again encoded: `%252f`), with control characters and spaces between them,
 * typed or encoded (browsers drop tabs and newlines from a URL, so `/\t/evil.example` is `//evil.example`).
 */
const LEADING_SEPARATORS = /^([\0- /\\]|%(25)*(2f|5c|0[9ad]|20))+/i;

/**
 * Any path turned into one on the shop's own origin: it starts with exactly one `/` followed by
 * something that is neither a slash nor a character a browser would drop, so `location.replace`,
 * an `href` or a `Location` header built from it can never name another host (`//evil.example`,
 * `/\evil.example`, `/%2f%2fevil.example`, `https://evil.example` → `/evil.example`,
 * `/evil.example`, `/evil.example`, `/https://evil.example`). Whatever comes after is kept as it
 * was, query and fragment included. Every link or redirect the shop builds from a path goes through this.
 */
export const sameOriginPath = (path: string): string => `/${path.replace(LEADING_SEPARATORS, '')}`;
