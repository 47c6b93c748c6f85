import { Buffer } from 'node:buffer';
import { constants, inflateSync } from 'node:zlib';

/** The PDF with every Flate-compressed stream written out inflated, as pdfkit writes them with `compress: false`. */
function inflated(bytes: Buffer): string {
  const pdf = bytes.toString('latin1');
  let out = '';
  let last = 0;
  for (const match of pdf.matchAll(/\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = pdf.indexOf('endstream', start);
    const stream = inflateSync(bytes.subarray(start, end), { finishFlush: constants.Z_SYNC_FLUSH }).toString('latin1');
    out += `${pdf.slice(last, start)}${stream}\n`;
    last = end;
  }
  return out + pdf.slice(last);
}

/**
 * The text of a pdfkit PDF, its streams compressed or not: embedded fonts write glyph ids, so each TJ string is
 * mapped back to characters through its font's ToUnicode table. One line per text run, with
 * no-break spaces (as in "125,00 €") read as spaces.
 */
export function extractText(bytes: Uint8Array): string {
  const pdf = inflated(Buffer.from(bytes));
  const objects = new Map<string, string>();
  for (const [, id = '', body = ''] of pdf.matchAll(/(\d+) 0 obj\s([\s\S]*?)endobj/g)) objects.set(id, body);

  const toUnicode = new Map<string, Map<number, string>>();
  for (const [, name = '', ref = ''] of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref) ?? '')?.[1] ?? '';
    const cmap = new Map<number, string>();
    for (const [, start = '', list = ''] of (objects.get(cmapRef) ?? '').matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/g)) {
      [...list.matchAll(/<([0-9a-f ]+)>/g)].forEach(([, units = ''], i) => {
        cmap.set(Number.parseInt(start, 16) + i, String.fromCharCode(...units.split(' ').map((hex) => Number.parseInt(hex, 16))));
      });
    }
    toUnicode.set(name, cmap);
  }

  const runs: string[] = [];
  let font = new Map<number, string>();
  for (const [, fontName, array = ''] of pdf.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (fontName) {
      font = toUnicode.get(fontName) ?? new Map();
      continue;
    }
    const hex = [...array.matchAll(/<([0-9a-f]*)>/g)].map(([, glyphs]) => glyphs).join('');
    let run = '';
    for (let i = 0; i < hex.length; i += 4) run += font.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '?';
    runs.push(run.replace(/\u00a0/g, ' '));
  }
  return runs.join('\n');
}
