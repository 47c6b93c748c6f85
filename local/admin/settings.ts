import { CROATIAN_VAT_RATE, DISTANCE_SALES_THRESHOLD, distanceSalesText, formatVatRate } from '@shop/shared/vat';
import { formatEuro } from '@shop/shared/money';
import { distanceSalesOf } from '../../lambdas/orders/distanceSales.ts';
import { getVatSettings, putVatSettings } from '../../lambdas/orders/vatSettings.ts';
import { shopStaff, shopStaffActions } from '../../lambdas/staff/staffAdapters.ts';
import { changeStaffPowers, staffPowersView } from '../../lambdas/staff/staffPowers.ts';
import { staffPowersOf } from '../../lambdas/staff/staffStore.ts';
import { defineCommand, positionals, stringOption } from './command.ts';
import { euros, wholeNumber } from './operatorInput.ts';
import { COMMAND_LINE } from './staff.ts';

/**
 * `settings vat` and `settings oss on|off`: which VAT EU consumers pay (docs/decisions/023-vat-by-destination.md);
 * `settings staff-powers`: what staff may give away or back without an owner (docs/decisions/063-staff-powers.md).
 */

const ossWords = (oss: boolean) =>
  oss
    ? 'on: EU consumers outside Croatia pay their own country’s VAT (its rate for the product’s VAT class), declared through OSS.'
    : `off: EU consumers pay Croatian VAT (${formatVatRate(CROATIAN_VAT_RATE)}), while the shop’s EU distance sales stay under ${formatEuro(DISTANCE_SALES_THRESHOLD)} a year.`;

export const settingsCommands = [
  defineCommand({
    group: 'settings',
    name: 'vat',
    summary: 'show which VAT EU consumers are charged (the OSS switch)',
    usage: 'settings vat',
    description: `
Shows whether the shop charges consumers elsewhere in the EU their own country's VAT through
OSS, and since when, and the year's EU distance sales so far (without VAT, counted as invoices
are issued) against the ${formatEuro(DISTANCE_SALES_THRESHOLD)} threshold, with a warning from 80 %. Croatia and pickups
always pay Croatian VAT; deliveries outside the EU (or to the Canary Islands, Åland and the other
territories outside its VAT area) are exports without VAT whatever this says.`,
    parse({ positionals: words }, problems) {
      positionals(words, [], problems);
      return {};
    },
    async run(_input, { io, clock }) {
      const settings = await getVatSettings();
      io.out(`OSS ${ossWords(settings.oss)}`);
      io.out(settings.updatedAt ? `Last changed ${settings.updatedAt}.` : 'Never changed: the shop starts below the threshold.');
      const sales = await distanceSalesOf(clock.now().getUTCFullYear());
      io.out(`${distanceSalesText(sales, settings.oss).text} (${sales.invoices} invoices)`);
    },
  }),
  defineCommand({
    group: 'settings',
    name: 'oss',
    summary: 'switch OSS on once EU distance sales pass 10.000 € a year (or off)',
    usage: 'settings oss <on|off>',
    description: `
on: from the next order, consumers delivered to elsewhere in the EU are charged their own
country's standard VAT (the price stays the same; the VAT in it changes), for the shop's OSS
return. Switch it on in the month the year's EU distance sales pass ${formatEuro(DISTANCE_SALES_THRESHOLD)}, and keep it
on for the rest of that year and the next. off: Croatian VAT for them again. Orders already
placed keep the VAT they were priced with.`,
    examples: ['settings oss on', 'settings oss off'],
    parse({ positionals: words }, problems) {
      const [state] = positionals(words, ['on|off'], problems);
      if (state !== undefined && state !== 'on' && state !== 'off') problems.add(`Say "on" or "off", not "${state}".`);
      return { oss: state === 'on' };
    },
    async run({ oss }, { io, clock }) {
      await putVatSettings({ oss }, clock.now());
      io.out(`OSS ${ossWords(oss)}`);
    },
  }),
  defineCommand({
    group: 'settings',
    name: 'staff-powers',
    summary: 'show or set the largest code percent and refund staff may give without an owner',
    usage: 'settings staff-powers [--max-discount PERCENT] [--max-refund EUR]',
    description: `
Without options, shows the two ceilings of what back-office staff (not owners) may do with the
shop's money, and what only an owner may do: a discount code above --max-discount percent or
without a usage limit, a refund above --max-refund euros (an order's refund, or a withdrawal
handled), and a gift card. With an option, sets that ceiling from the next request on, audited
as done by the command line. Until set: 30 % and 100,00 €. The command line acts as an owner.`,
    options: {
      'max-discount': { type: 'string', value: 'PERCENT', description: 'the largest percent off of a code staff create, 0 to 100' },
      'max-refund': { type: 'string', value: 'EUR', description: 'the largest refund staff make, in euros, e.g. 100.00' },
    },
    examples: ['settings staff-powers', 'settings staff-powers --max-discount 20 --max-refund 150.00'],
    parse({ positionals: words, values }, problems) {
      positionals(words, [], problems);
      return {
        maxDiscountPercent: wholeNumber(stringOption(values, 'max-discount'), '--max-discount', problems, { min: 0, max: 100 }),
        maxRefund: euros(stringOption(values, 'max-refund'), '--max-refund', problems, { allowZero: true }),
      };
    },
    async run({ maxDiscountPercent, maxRefund }, { io, clock }) {
      const view =
        maxDiscountPercent !== undefined || maxRefund !== undefined
          ? await changeStaffPowers({ maxDiscountPercent, maxRefund }, COMMAND_LINE, clock.now(), shopStaffActions)
          : staffPowersView(await staffPowersOf(shopStaff));
      io.out(
        `Staff may create codes up to ${view.maxDiscountPercent} % off with a usage limit, and refund up to ${formatEuro(view.maxRefund)}.`,
      );
      for (const line of view.ownerOnly) io.out(line);
      io.out(view.updatedAt ? `Last changed ${view.updatedAt} by ${view.updatedBy}.` : 'Never changed: the defaults hold.');
    },
  }),
];
