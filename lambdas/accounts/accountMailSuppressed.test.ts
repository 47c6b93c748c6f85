import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { registerWithMail, sendAccountMails } from './accountFixture.ts';

const clock = testClock();

beforeEach(async () => {
  await clearTables('customers');
  clock.set(TEST_START);
});

describe('an account mail to an address on the suppression list', () => {
  it('is not sent, and is done as suppressed at once: never retried, never given up', async () => {
    const mailer = createFakeMailer();
    mailer.suppress('Durda@example.hr');
    await registerWithMail({}, { clock, mailer });
    expect(mailer.sent).toHaveLength(0);
    expect(mailer.notSent.map((mail) => mail.to)).toEqual(['durda@example.hr']);
    const effects = (await scanTable('customers')).filter((item) => String(item.pk).startsWith('EFFECT#'));
    expect(effects).toEqual([expect.objectContaining({ status: 'done', doneAs: 'suppressed', attempts: 1 })]);
    expect(effects[0]).not.toHaveProperty('dueKey');

    clock.advance(3_600_000);
    await sendAccountMails(mailer, clock);
    expect(mailer.notSent).toHaveLength(1);
  });
});
