/**
 * The start of a path that a browser, or a server that decodes the path once or more, could read
 * as the start of another origin: any run of slashes and backslashes, as typed or percent-encoded
 * (`%2f`, `%5c`, and again encoded: `%252f`), with tabs, newlines and other spaces between them
 * (browsers drop tabs and newlines from a URL, so `/\t/evil.example` is `//evil.example`).
 */
const LEADING_SEPARATORS = /^(?:[/\\\s]|%(?:25)*(?:2f|5c|09|0a|0d|20))+/i;

/** Characters a URL never keeps: browsers remove tabs and newlines anywhere, and no path of the shop has a control character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this expression's purpose.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Any path turned into one on the shop's own origin: it starts with exactly one `/` followed by
 * something that is not a slash, so `location.replace`, an `href` or a `Location` header built
 * from it can never name another host (`//evil.example`, `/\evil.example`, `/%2f%2fevil.example`,
 * `https://evil.example` → `/evil.example`, `/evil.example`, `/evil.example`, `/https://evil.example`).
 * Whatever comes after that first segment's start is kept as it was, query and fragment included.
 * Every redirect or link the shop builds from a path it did not write itself goes through this.
 */
export function sameOriginPath(path: string): string {
  const clean = path.replace(CONTROL_CHARACTERS, '');
  return `/${clean.replace(LEADING_SEPARATORS, '')}`;
}
