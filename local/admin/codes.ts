import {
  createDiscountCode,
  type DiscountCodeInput,
  discountCodeState,
  listDiscountCodes,
} from '../../lambdas/promotions/promotionDesk.ts';
import { defineCommand, positionals, stringOption } from './command.ts';
import { formatTable } from './io.ts';
import { codeName, idList, isoTime, wholeNumber } from './operatorInput.ts';
import { operatorProblems } from './promotionProblems.ts';

/** `codes create` and `codes list`: discount codes, made and read by lambdas/promotions/promotionDesk.ts as the back office's desk makes and reads them. */

export const codeCommands = [
  defineCommand({
    group: 'codes',
    name: 'create',
    summary: 'create a discount code',
    usage: 'codes create <NAME> --percent N [--products id,id] [--from ISO] [--until ISO] [--limit N]',
    description: `
Creates a discount code shoppers type at checkout (in any case; it is stored upper-case).
It takes its percent off the products it applies to, or off every product without
--products. A date alone means that day in UTC: --from from its start, --until to its end.
An existing code is never changed.`,
    options: {
      percent: { type: 'string', value: 'N', description: 'percent off, 1 to 100 (required)' },
      products: { type: 'string', value: 'id,id', description: 'only these products (default: every product)' },
      from: { type: 'string', value: 'ISO', description: 'valid from, e.g. 2026-12-01 or 2026-12-01T08:00:00+01:00' },
      until: { type: 'string', value: 'ISO', description: 'valid until, e.g. 2026-12-31' },
      limit: { type: 'string', value: 'N', description: 'how many orders may use it (default: no limit)' },
    },
    examples: [
      'codes create WINTER10 --percent 10 --until 2026-12-31',
      'codes create LINEN20 --percent 20 --products adult-linen-wrap-dress-sage,adult-linen-wrap-dress-ink-blue --limit 100',
    ],
    parse({ positionals: words, values }, problems) {
      const [rawName] = positionals(words, ['NAME'], problems);
      const percent = stringOption(values, 'percent');
      if (percent === undefined) problems.add('--percent is missing.');
      const input: DiscountCodeInput = {
        name: codeName(rawName, 'NAME', problems) as string,
        percent: wholeNumber(percent, '--percent', problems, { min: 1, max: 100 }) as number,
        productIds: idList(stringOption(values, 'products'), '--products', problems) ?? null,
        validFrom: isoTime(stringOption(values, 'from'), '--from', problems, { dateMeans: 'start' }),
        validUntil: isoTime(stringOption(values, 'until'), '--until', problems, { dateMeans: 'end' }),
        usageLimit: wholeNumber(stringOption(values, 'limit'), '--limit', problems, { min: 1 }),
      };
      if (input.validFrom && input.validUntil && input.validFrom >= input.validUntil) problems.add('--from must be before --until.');
      return input;
    },
    async run(input, { io }) {
      const code = await operatorProblems(createDiscountCode(input));
      io.out(
        `Created discount code ${code.name}: ${code.percent}% off ${code.productIds ? code.productIds.join(', ') : 'every product'}` +
          `${code.validFrom ? `, from ${code.validFrom}` : ''}${code.validUntil ? `, until ${code.validUntil}` : ''}` +
          `${code.usageLimit !== undefined ? `, for ${code.usageLimit} orders` : ''}.`,
      );
    },
  }),
  defineCommand({
    group: 'codes',
    name: 'list',
    summary: 'list the discount codes with their use',
    usage: 'codes list',
    description: `
Lists every discount code: percent, products, validity, orders that used it and whether a
shopper could use it now. Reads the codes through the promotions table's byKind index.`,
    parse({ positionals: words }, problems) {
      positionals(words, [], problems);
      return {};
    },
    async run(_input, { io, clock }) {
      const codes = await listDiscountCodes();
      if (codes.length === 0) {
        io.out('There are no discount codes.');
        return;
      }
      const now = clock.now();
      const rows = codes.map((c) => [
        c.name,
        `${c.percent}%`,
        c.productIds ? c.productIds.join(',') : 'all',
        c.validFrom ?? '-',
        c.validUntil ?? '-',
        `${c.used}${c.usageLimit !== undefined ? `/${c.usageLimit}` : ''}`,
        discountCodeState(c, now),
      ]);
      for (const line of formatTable(['NAME', 'PERCENT', 'PRODUCTS', 'FROM', 'UNTIL', 'USED', 'STATE'], rows)) io.out(line);
    },
  }),
];
