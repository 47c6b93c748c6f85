import { describe, expect, it } from 'vitest';
import { csvField, csvLines, csvNumber } from './csvField.ts';

describe('a CSV cell a spreadsheet opens', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Invoice")', `"'=HYPERLINK(""http://evil.example"",""Invoice"")"`],
    ['+385 1 2345 678', "'+385 1 2345 678"],
    ['-12,50', `"'-12,50"`],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', `"'\r=1+2"`],
  ])('neutralises text that starts a formula: %j', (text, written) => {
    expect(csvField(text)).toBe(written);
  });

  it('leaves other text alone but for RFC 4180 quoting', () => {
    expect(csvField('Ana Horvat')).toBe('Ana Horvat');
    expect(csvField('Ana, "Horvat"')).toBe('"Ana, ""Horvat"""');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('')).toBe('');
  });

  it('writes a number the shop made as it is, a negative one too, and refuses text dressed as one', () => {
    expect(csvField(csvNumber('-12.50'))).toBe('-12.50');
    expect(csvField(csvNumber('1234.56'))).toBe('1234.56');
    expect(csvField(csvNumber('7'))).toBe('7');
    for (const text of ['-1+cmd', '=1', '12,50', '', '1e5', '- 1']) expect(() => csvNumber(text), text).toThrow(/Not a number/);
  });

  it('ends every line with CRLF', () => {
    expect(
      csvLines([
        ['a', csvNumber('-1.00')],
        ['=b', 'c'],
      ]),
    ).toBe("a,-1.00\r\n'=b,c\r\n");
  });
});
