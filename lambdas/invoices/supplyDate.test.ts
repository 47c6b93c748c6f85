import { describe, expect, it } from 'vitest';
import { formatInvoiceDate, supplyDateOf } from './supplyDate.ts';

describe('supplyDateOf', () => {
  it('ships the same working day when paid before noon in Zagreb, else the next working day', () => {
    // Tuesday 3 March 2026: 10:59 in Zagreb is 09:59 UTC.
    expect(supplyDateOf(new Date('2026-03-03T10:59:00Z'), false)).toEqual({ date: '2026-03-03', expected: false });
    expect(supplyDateOf(new Date('2026-03-03T11:00:00Z'), false)).toEqual({ date: '2026-03-04', expected: false });
    // Friday afternoon and Saturday: Monday.
    expect(supplyDateOf(new Date('2026-03-06T15:00:00Z'), false).date).toBe('2026-03-09');
    expect(supplyDateOf(new Date('2026-03-07T08:00:00Z'), false).date).toBe('2026-03-09');
    // Late on Sunday evening UTC is already Monday in Zagreb (summer time, +2).
    expect(supplyDateOf(new Date('2026-07-05T22:30:00Z'), false).date).toBe('2026-07-06');
  });

  it('expects a pre-order 14 business days after the day it would have shipped', () => {
    expect(supplyDateOf(new Date('2026-03-03T08:00:00Z'), true)).toEqual({ date: '2026-03-23', expected: true });
  });

  it('writes a date as Croatian invoices do', () => {
    expect(formatInvoiceDate('2026-03-23')).toBe('23.03.2026.');
  });
});
