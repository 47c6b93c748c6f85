/**
 * CSV as RFC 4180 writes it (and spreadsheets save it): comma-separated, fields in double
 * quotes may hold commas, quotes (doubled) and line breaks. Each record knows the line it
 * starts on, so a problem can be reported where the operator will look for it.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

export function parseCsv(text: string): CsvResult {
  const records: CsvRecord[] = [];
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    let endOfRecord = false;
    while (i < text.length && !endOfRecord) {
      const c = text[i] as string;
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (c === '"') {
          quoted = false;
          i++;
          if (i < text.length && !',\r\n'.includes(text[i] as string)) {
            return { ok: false, line, message: 'a closing quote must be followed by a comma or the end of the line' };
          }
        } else {
          if (c === '\n') line++;
          field += c;
          i++;
        }
      } else if (c === '"' && field === '') {
        quoted = true;
        i++;
      } else if (c === ',') {
        fields.push(field);
        field = '';
        i++;
      } else if (c === '\r' || c === '\n') {
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        endOfRecord = true;
      } else {
        field += c;
        i++;
      }
    }
    if (quoted) return { ok: false, line: start, message: 'a quoted field is not closed' };
    fields.push(field);
    // Blank lines (a trailing newline, spacing between blocks) are not records.
    if (fields.length > 1 || (fields[0] as string).trim() !== '') records.push({ line: start, fields });
  }
  return { ok: true, records };
}

/**
 * CSV output, as the back office's exports write it too: RFC 4180, and a text cell that a
 * spreadsheet would take for a formula (=, +, -, @, tab, CR first) neutralised with a `'`.
 */
export { csvField, csvLines, csvNumber } from '../../lambdas/platform/csvField.ts';
