import { describe, expect, it } from 'vitest';
import { subscribersCsv } from './subscriberList.ts';

describe('the newsletter’s subscribers as CSV', () => {
  it('neutralises an email a spreadsheet would take for a formula', () => {
    expect(
      subscribersCsv([
        { email: '-2+3@example.hr', confirmedAt: '2026-11-01T10:00:00.000Z' },
        { email: 'ana@example.hr', confirmedAt: '2026-11-02T10:00:00.000Z' },
      ]),
    ).toBe("email,confirmedAt\r\n'-2+3@example.hr,2026-11-01T10:00:00.000Z\r\nana@example.hr,2026-11-02T10:00:00.000Z\r\n");
  });
});
