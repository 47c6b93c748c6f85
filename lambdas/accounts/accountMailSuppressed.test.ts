import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { CLAIM_SECONDS } from '../platform/outbox.ts';
import { dieBeforeWrite } from '../testing/faults.ts';
import { linkIn, registerWithMail, sendAccountMails } from './accountFixture.ts';
import { activate } from './activate.ts';
import { ACCOUNTS } from './messages.ts';
import { shopAccountPorts } from './accountAdapters.ts';

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

describe('an account mail whose worker died after SES took it', () => {
  it('is not sent again, and the link in the mail the customer has still activates the account', async () => {
    const mailer = createFakeMailer();
    const crash = dieBeforeWrite(
      (command, input) =>
        command === 'UpdateItemCommand' &&
        String(input.Key?.pk).startsWith('EFFECT#') &&
        input.ExpressionAttributeValues?.[':done'] === 'done',
    );
    await registerWithMail({}, { clock, mailer }).catch(() => {});
    expect(crash.fired()).toBe(true);
    expect(mailer.sent).toHaveLength(1);

    clock.advance((CLAIM_SECONDS + 1) * 1000);
    await sendAccountMails(mailer, clock);
    expect(mailer.sent).toHaveLength(1);
    const effects = (await scanTable('customers')).filter((item) => String(item.pk).startsWith('EFFECT#'));
    expect(effects).toEqual([expect.objectContaining({ status: 'done', doneAs: 'alreadySent', attempts: 2 })]);
    const link = linkIn(mailer.sent[0], 'activate');
    expect(await activate({ userId: link.userId, activationCode: link.code }, shopAccountPorts(clock))).toEqual({
      message: ACCOUNTS.activated,
    });
  });
});
