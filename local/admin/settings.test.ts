import { beforeEach, describe, expect, it } from 'vitest';
import { getVatSettings } from '../../lambdas/orders/vatSettings.ts';
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
