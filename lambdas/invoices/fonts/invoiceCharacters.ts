/**
 * The characters an invoice can print, and so the glyphs the embedded DejaVu Sans faces keep
 * (subsetFonts.ts cuts the fonts to them). Buyers' names and addresses come from anywhere the
 * shop ships, but the shop writes Latin script: every EU language written in Latin letters
 * (Croatian č ć đ š ž, German, French, Polish, Czech, Hungarian, Baltic, Nordic, Romanian ș ț,
 * Maltese, Irish…) is covered by Latin-1 and Latin Extended-A with ș ț from Extended-B. Greek,
 * Cyrillic, CJK and the rest are left out: such a name prints as a box □ a letter (accented
 * letters beyond the set lose their accents), never as an error (invoicePdf.test.ts renders one).
 */
export const INVOICE_CHARACTER_RANGES: readonly { from: number; to: number; what: string }[] = [
  { from: 0x20, to: 0x7e, what: 'Basic Latin: letters, digits, punctuation' },
  { from: 0xa0, to: 0xff, what: 'Latin-1 Supplement: ä ö ü ß é à ç ñ å ø æ, · × ° § « » and the no-break space' },
  { from: 0x100, to: 0x17f, what: 'Latin Extended-A: č ć đ š ž ł ő ű ą ę ė į ų ā ē ī ū ř ě ů ĺ ľ ŕ ğ ı ş ġ ħ ż…' },
  { from: 0x218, to: 0x21b, what: 'Romanian ș ț with comma below' },
  { from: 0x2010, to: 0x2027, what: 'dashes ‐ – —, quotes ‘ ’ ‚ “ ” „, • and …' },
  { from: 0x2030, to: 0x203a, what: '‰, primes ′ ″ and the angle quotes ‹ ›' },
  { from: 0x2009, to: 0x200a, what: 'thin and hair spaces' },
  { from: 0x202f, to: 0x202f, what: 'narrow no-break space (some locales group digits with it)' },
  { from: 0x20ac, to: 0x20ac, what: 'the euro sign €' },
  { from: 0x2116, to: 0x2116, what: 'numero sign №' },
  { from: 0x2122, to: 0x2122, what: 'trade mark sign ™' },
  { from: 0x2190, to: 0x2193, what: 'arrows ← ↑ → ↓' },
  { from: 0x2212, to: 0x2212, what: 'the minus sign − of discounts' },
  { from: 0x25a1, to: 0x25a1, what: 'the box □ printed for a character outside this set (invoiceFonts.ts)' },
];

/** Every character of the set, in code point order. */
export function invoiceCharacters(): string {
  let text = '';
  for (const { from, to } of INVOICE_CHARACTER_RANGES) {
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}
