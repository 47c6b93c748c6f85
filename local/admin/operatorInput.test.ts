import { describe, expect, it } from 'vitest';
import { Problems } from './command.ts';
import { parseCsv } from './csv.ts';
import { euros, isoTime, wholeNumber } from './operatorInput.ts';

function parsed<T>(parse: (problems: Problems) => T): { value: T; problems: string[] } {
  const problems = new Problems();
  return { value: parse(problems), problems: problems.list };
}

describe('what an operator types', () => {
  it('reads euros into cents from the text, with a point or a comma', () => {
    expect(['25', '25.5', '25.00', '25,05', '0.01', '100000'].map((t) => parsed((p) => euros(t, 'amount', p)).value)).toEqual([
      2500, 2550, 2500, 2505, 1, 10_000_000,
    ]);
    for (const bad of ['0', '0.00', '-1', '1.005', '1.234,00', '1e3', '', ' ', '100000.01', '12 €']) {
      expect(parsed((p) => euros(bad, 'amount', p)).problems).toHaveLength(1);
    }
    expect(parsed((p) => euros('0', 'price', p, { allowZero: true })).value).toBe(0);
  });

  it('reads whole numbers within their range', () => {
    expect(parsed((p) => wholeNumber('12', 'n', p)).value).toBe(12);
    expect(parsed((p) => wholeNumber('0', 'n', p, { min: 1 })).problems).toEqual(['n must be a whole number 1 or more, not "0".']);
    expect(parsed((p) => wholeNumber('7.0', 'n', p)).problems).toHaveLength(1);
    expect(parsed((p) => wholeNumber('101', 'n', p, { min: 1, max: 100 })).problems).toEqual([
      'n must be a whole number from 1 to 100, not "101".',
    ]);
  });

  it('reads instants with their zone, and dates as the start or end of that day in UTC', () => {
    expect(parsed((p) => isoTime('2026-12-31', 'until', p, { dateMeans: 'end' })).value).toBe('2026-12-31T23:59:59.999Z');
    expect(parsed((p) => isoTime('2026-12-01', 'from', p, { dateMeans: 'start' })).value).toBe('2026-12-01T00:00:00.000Z');
    expect(parsed((p) => isoTime('2026-12-01T08:00:00+01:00', 'from', p, { dateMeans: 'start' })).value).toBe('2026-12-01T07:00:00.000Z');
    for (const bad of ['2026-12-01T08:00', '2026-02-30', '31.12.2026', 'tomorrow']) {
      expect(parsed((p) => isoTime(bad, '--from', p, { dateMeans: 'start' })).problems).toEqual([
        `--from "${bad}": Enter a date like 2026-12-31, or a time with its zone like 2026-12-31T18:00:00Z.`,
      ]);
    }
  });
});

describe('CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, and knows where each record starts', () => {
    const result = parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",\n');
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x, y', 'say "hi"'] },
        { line: 4, fields: ['two\nlines', ''] },
      ],
    });
  });

  it('reports a quote left open at the line where its record starts', () => {
    expect(parseCsv('a,b\n"open,1\n2,3\n')).toEqual({ ok: false, line: 2, message: 'a quoted field is not closed' });
  });
});
