import { Buffer } from 'node:buffer';

/**
 * A header's text as SES takes it: 7-bit ASCII (the subject, a display name), so anything else
 * (a Croatian letter, a line break that would start a header of its own) goes as RFC 2047
 * encoded words, UTF-8 in base64, of at most 75 characters each.
 */
export function headerText(text: string): string {
  // Printable ASCII goes as it is, unless it would read as an encoded word itself.
  if (/^[\x20-\x7e]*$/.test(text) && !text.includes('=?')) return text;
  const words: string[] = [];
  let word = '';
  for (const character of text) {
    // 12 characters of `=?UTF-8?B?` and `?=`; 45 bytes become 60 of base64, within the 75.
    if (Buffer.byteLength(word + character) > 45) {
      words.push(word);
      word = '';
    }
    word += character;
  }
  words.push(word);
  return words.map((part) => `=?UTF-8?B?${Buffer.from(part).toString('base64')}?=`).join(' ');
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) as text; the whitespace between two of them goes. */
export function decodedWords(text: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  return text.replace(/(\?=)\s+(?==\?)/g, '$1').replace(word, (whole, charset: string, encoding: string, data: string) => {
    if (!/^utf-?8$/i.test(charset)) return whole;
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          );
    return bytes.toString('utf8');
  });
}
