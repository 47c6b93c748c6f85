/**
 * The shop's CSV output, for every export a person opens in a spreadsheet (the newsletter's
 * subscribers, the accountant's KIR and OSS reports): RFC 4180 (a field is quoted when it holds a
 * comma, a quote or a line break; lines end in CRLF) and OWASP's defence against CSV injection.
 *
 * A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is read by Excel,
 * LibreOffice and Google Sheets as a formula (or a DDE call), so a buyer named `=HYPERLINK(...)`
 * or an email `+1-2@x.hr` would run in the accountant's spreadsheet. Such a cell is written with
 * a `'` in front: the spreadsheet shows the text, and the `'` says it was neutralised.
 *
 * Numbers are exempt only where they are numeric by construction: `csvNumber` takes the text of
 * a number the shop made itself (cents written by `reportAmount`, a count), refuses anything else
 * with an error (a bug, never a caller's input), and writes it as it is, so a refund's `-12.50`
 * stays a number the accountant can sum. Every other cell, whatever it looks like, is text.
 */

/** What a spreadsheet would start a formula with (OWASP: =, +, -, @, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as the shop writes one: digits, an optional minus, an optional point with decimals. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell numeric by construction: made only by csvNumber. */
export interface CsvNumber {
  readonly csvNumber: string;
}

export type CsvCell = string | CsvNumber;

/** The text of a number the shop made (never a caller's text) as a numeric cell, written as it is. */
export function csvNumber(text: string): CsvNumber {
  if (!NUMBER.test(text)) throw new Error(`Not a number for a CSV cell: ${JSON.stringify(text)}`);
  return { csvNumber: text };
}

/** One field: a text that a spreadsheet would take for a formula gets a `'` in front; then quoted as RFC 4180 asks. */
export function csvField(cell: CsvCell): string {
  if (typeof cell !== 'string') return cell.csvNumber;
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file: fields joined by commas, each line ended with CRLF. */
export const csvLines = (rows: readonly (readonly CsvCell[])[]): string => rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
