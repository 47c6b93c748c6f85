import { beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lambdas/platform/clock.ts';
import { findSuppression, suppress } from '../../lambdas/platform/mailSuppression.ts';
import { clearTables } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';

const clock = fixedClock('2026-11-20T10:00:00.000Z');

beforeEach(async () => {
  await clearTables('customers');
  await suppress(
    { email: 'mia@example.hr', reason: 'complaint', detail: 'abuse', at: '2026-11-19T08:00:01.000Z', feedbackId: 'fb-mia' },
    new Date('2026-11-19T08:00:02.000Z'),
  );
  await suppress(
    { email: 'Ana@Example.hr', reason: 'bounce', detail: 'Permanent/General', at: '2026-11-18T09:00:01.000Z', feedbackId: 'fb-ana' },
    new Date('2026-11-18T09:00:02.000Z'),
  );
});

describe('mail suppressed', () => {
  it('lists the suppressed addresses with why and since when, oldest first', async () => {
    const { run, io } = adminTest({ clock });
    expect(await run(['mail', 'suppressed', 'list'])).toBe(0);
    expect(io.stdout).toEqual([
      'EMAIL           REASON     DETAIL             SINCE                     SES FEEDBACK ID',
      'ana@example.hr  bounce     Permanent/General  2026-11-18T09:00:02.000Z  fb-ana',
      'mia@example.hr  complaint  abuse              2026-11-19T08:00:02.000Z  fb-mia',
    ]);
    expect(io.stderr.at(-1)).toBe('2 suppressed addresses.');
  });

  it('lifts an address, whatever its case, so the shop mails it again; it is then gone from the list', async () => {
    const { run, io, clearOutput } = adminTest({ clock });
    expect(await run(['mail', 'suppressed', 'remove', 'ANA@example.hr'])).toBe(0);
    expect(io.stdout).toEqual([
      'ana@example.hr may be mailed again (it was suppressed for a bounce, Permanent/General, since 2026-11-18T09:00:02.000Z).',
    ]);
    expect(await findSuppression('ana@example.hr')).toBeUndefined();
    clearOutput();
    await run(['mail', 'suppressed', 'list']);
    expect(io.stdout.slice(1).map((line) => line.split(' ')[0])).toEqual(['mia@example.hr']);
  });

  it('says so when the address is not on the list, and after lifting, feedback older than the lifting changes nothing', async () => {
    const { run, io } = adminTest({ clock });
    await run(['mail', 'suppressed', 'remove', 'ana@example.hr']);
    expect(await run(['mail', 'suppressed', 'remove', 'ana@example.hr'])).toBe(1);
    expect(io.stderr.at(-1)).toBe('ana@example.hr is not on the suppression list; `npm run admin -- mail suppressed list` shows who is.');
    // The same bounce, delivered again after the operator lifted it (a retry, a redriven message).
    const late = { email: 'ana@example.hr', reason: 'bounce', detail: 'Permanent/General', feedbackId: 'fb-ana' } as const;
    expect(await suppress({ ...late, at: '2026-11-18T09:00:01.000Z' }, clock.now())).toBe('already');
    expect(await findSuppression('ana@example.hr')).toBeUndefined();
    // A new bounce after the lifting suppresses it again.
    expect(await suppress({ ...late, at: '2026-11-21T09:00:00.000Z', feedbackId: 'fb-ana-2' }, clock.now())).toBe('suppressed');
    expect(await findSuppression('ana@example.hr')).toMatchObject({ feedbackId: 'fb-ana-2' });
  });

  it('refuses what it cannot do before touching the table', async () => {
    const { run, io, prepared } = adminTest({ clock });
    expect(await run(['mail', 'suppressed'])).toBe(1);
    expect(await run(['mail', 'suppressed', 'forget', 'ana@example.hr'])).toBe(1);
    expect(await run(['mail', 'suppressed', 'remove'])).toBe(1);
    expect(await run(['mail', 'suppressed', 'remove', 'not-an-address'])).toBe(1);
    expect(await run(['mail', 'suppressed', 'list', 'extra'])).toBe(1);
    expect(io.stderr).toEqual([
      'Say list or remove <email>.',
      'Unknown "forget": say list or remove <email>.',
      '<email> is missing.',
      '"not-an-address" is not an email address.',
      'Unexpected "extra".',
    ]);
    expect(prepared()).toBe(0);
  });
});
