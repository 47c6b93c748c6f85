import { beforeEach, describe, expect, it } from 'vitest';
import { getVatSettings } from '../../lambdas/orders/vatSettings.ts';
import { readAudit } from '../../lambdas/staff/auditLog.ts';
import { shopAuditReader, shopStaff } from '../../lambdas/staff/staffAdapters.ts';
import { staffPowersOf } from '../../lambdas/staff/staffStore.ts';
import { clearTables } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';

beforeEach(async () => {
  await clearTables('orders');
});

describe('settings', () => {
  it('shows the shop below the OSS threshold until the operator switches OSS on, and off again', async () => {
    const { run, io } = adminTest();
    expect(await run(['settings', 'vat'])).toBe(0);
    expect(io.stdout[0]).toMatch(/^OSS off: EU consumers pay Croatian VAT/);
    expect(io.stdout[1]).toBe('Never changed: the shop starts below the threshold.');
    expect(io.stdout[2]).toMatch(/^EU distance sales in \d{4}: 0,00\s€ without VAT, 0 % of the 10\.000,00\s€ threshold\. \(0 invoices\)$/);

    expect(await run(['settings', 'oss', 'on'])).toBe(0);
    expect(await getVatSettings()).toMatchObject({ oss: true });
    expect(await run(['settings', 'vat'])).toBe(0);
    expect(io.stdout.at(-3)).toMatch(
      /^OSS on: EU consumers outside Croatia pay their own country’s VAT \(its rate for the product’s VAT class\)/,
    );

    expect(await run(['settings', 'oss', 'off'])).toBe(0);
    expect(await getVatSettings()).toMatchObject({ oss: false });
  });

  it('refuses anything but on or off, and changes nothing', async () => {
    const { run, io } = adminTest();
    expect(await run(['settings', 'oss', 'yes'])).toBe(1);
    expect(await run(['settings', 'oss'])).toBe(1);
    expect(io.stderr.join('\n')).toContain('Say "on" or "off", not "yes".');
    expect(io.stderr.join('\n')).toContain('on|off is missing.');
    expect(await getVatSettings()).toEqual({ oss: false });
  });
});

describe('settings staff-powers', () => {
  beforeEach(async () => {
    await clearTables('staff', 'audit');
  });

  it('shows the defaults, sets one ceiling or both, and audits the change as the command line', async () => {
    const { run, io } = adminTest();
    expect(await run(['settings', 'staff-powers'])).toBe(0);
    expect(io.stdout).toEqual([
      'Staff may create codes up to 30 % off with a usage limit, and refund up to 100,00\u00a0€.',
      'Only an owner may create a code above 30 %.',
      'Only an owner may create a code without a usage limit.',
      'Only an owner may refund more than 100,00\u00a0€.',
      'Only an owner may create a gift card.',
      'Never changed: the defaults hold.',
    ]);

    expect(await run(['settings', 'staff-powers', '--max-discount', '20'])).toBe(0);
    expect(await staffPowersOf(shopStaff)).toMatchObject({ maxDiscountPercent: 20, maxRefund: 10_000, updatedBy: 'npm run admin' });
    expect(await run(['settings', 'staff-powers', '--max-refund', '150,50'])).toBe(0);
    expect(await staffPowersOf(shopStaff)).toMatchObject({ maxDiscountPercent: 20, maxRefund: 15_050 });
    expect(io.stdout.at(-6)).toBe('Staff may create codes up to 20 % off with a usage limit, and refund up to 150,50\u00a0€.');
    expect(io.stdout.at(-1)).toMatch(/^Last changed \d{4}-\d{2}-\d{2}T.* by npm run admin\.$/);
    const { data } = await readAudit(shopAuditReader, {}, new Date());
    expect(data.map((e) => [e.action, e.staff.email])).toEqual([
      ['settings.staffPowers', 'npm run admin'],
      ['settings.staffPowers', 'npm run admin'],
    ]);
  });

  it('refuses a percent or an amount out of range, and changes nothing', async () => {
    const { run, io } = adminTest();
    expect(await run(['settings', 'staff-powers', '--max-discount', '101', '--max-refund', '-5'])).toBe(1);
    expect(io.stderr.join('\n')).toContain('--max-discount must be a whole number from 0 to 100, not "101".');
    expect(io.stderr.join('\n')).toContain('--max-refund must be an amount in euros like 25.00');
    expect(await staffPowersOf(shopStaff)).toEqual({ maxDiscountPercent: 30, maxRefund: 10_000 });
  });
});
