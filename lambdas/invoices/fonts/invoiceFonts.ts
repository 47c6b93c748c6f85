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
 * DejaVu Sans, which has č ć đ š ž, parsed once per container and shared by every render:
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
