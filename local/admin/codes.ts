import {
  createDiscountCode,
  type DiscountCodeInput,
  discountCodeState,
  listDiscountCodes,
} from '../../lambdas/promotions/promotionDesk.ts';
import { shopPromotionDesk, shopPromotionReader } from '../../lambdas/promotions/promotionAdapters.ts';
import { DiscountCodeCreateRequest } from '@shop/shared/contract/adminPromotions';
import { defineCommand, positionals, stringOption } from './command.ts';
import { parsedBy, typedList, typedNumber } from './contractInput.ts';
import { formatTable } from './io.ts';
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
    // The back office's desk checks the same request with the same schema.
    parse({ positionals: words, values }, problems): DiscountCodeInput | undefined {
      const [name] = positionals(words, ['NAME'], problems);
      const [percent, products, from, until, limit] = ['percent', 'products', 'from', 'until', 'limit'].map((o) => stringOption(values, o));
      const request = parsedBy(
        DiscountCodeCreateRequest,
        {
          name: { name: 'NAME', typed: name },
          percent: { name: '--percent', typed: percent, value: typedNumber(percent), required: true },
          productIds: { name: '--products', typed: products, value: typedList(products) },
          validFrom: { name: '--from', typed: from },
          validUntil: { name: '--until', typed: until },
          usageLimit: { name: '--limit', typed: limit, value: typedNumber(limit) },
        },
        problems,
      );
      return request && { ...request, productIds: request.productIds?.length ? request.productIds : null };
    },
    async run(input, { io }) {
      const code = await operatorProblems(createDiscountCode(shopPromotionDesk, input));
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
      const codes = await listDiscountCodes(shopPromotionReader);
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
