import { Buffer } from 'node:buffer';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { DEJAVU_SANS_BASE64 } from './dejavuSans.ts';
import { DEJAVU_SANS_BOLD_BASE64 } from './dejavuSansBold.ts';

export interface InvoiceFonts {
  regular: Font;
  bold: Font;
}

let parsed: InvoiceFonts | undefined;

/**
 * DejaVu Sans, cut to the characters of invoiceCharacters.ts (č ć đ š ž among them), parsed once per container and shared by every render:
 * parsing costs about 25 ms a face, and pdfkit would repeat it for each document given bytes.
 * The faces come from base64 constants because those are what esbuild keeps in the bundle
 * (see embedFonts.ts).
 */
export function invoiceFonts(): InvoiceFonts {
  parsed ??= { regular: parseFont(DEJAVU_SANS_BASE64), bold: parseFont(DEJAVU_SANS_BOLD_BASE64) };
  return parsed;
}

function parseFont(base64: string): Font {
  const font = fontkit.create(Buffer.from(base64, 'base64'));
  if (!('layout' in font)) throw new Error('The embedded font is a collection, expected a single TrueType face.');
  return font;
}

/** What an invoice prints for a character its fonts lack: a box, as a font's own .notdef draws one. */
export const MISSING_GLYPH = '\u25a1';

/**
 * The text as the invoice's fonts can print it. A character outside the set loses its accents
 * when its base letters are in it (Vietnamese ễ prints as e); anything else (a Greek or Chinese
 * name) prints as one box a character, visibly missing rather than silently blank: the subset's
 * .notdef glyph has no outline, so pdfkit would otherwise draw nothing there.
 */
export function printable(value: string): string {
  const { regular } = invoiceFonts();
  const has = (char: string) => regular.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
  let out = '';
  for (const char of value) {
    if (has(char) || /\s/u.test(char)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += base && [...base].every(has) ? base : MISSING_GLYPH;
  }
  return out;
}
