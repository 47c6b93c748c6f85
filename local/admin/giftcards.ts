import { formatEuro } from '@shop/shared/money';
import { GiftCardCreateRequest } from '@shop/shared/contract/adminPromotions';
import { createGiftCard, type GiftCardInput, listGiftCards } from '../../lambdas/promotions/promotionDesk.ts';
import { checkGiftCard } from '../../lambdas/promotions/promotionItems.ts';
import { shopPromotionReader, shopPromotions } from '../../lambdas/promotions/promotionAdapters.ts';
import { defineCommand, positionals, stringOption } from './command.ts';
import { parsedBy } from './contractInput.ts';
import { formatTable } from './io.ts';
import { centsOf } from './operatorInput.ts';
import { operatorProblems } from './promotionProblems.ts';

/** `giftcards create` and `giftcards list`: gift cards, made and read by lambdas/promotions/promotionDesk.ts as the back office's desk makes and reads them. */

export { newGiftCardCode } from '../../lambdas/promotions/promotionItems.ts';

export const giftCardCommands = [
  defineCommand({
    group: 'giftcards',
    name: 'create',
    summary: 'create a gift card and print its code',
    usage: 'giftcards create --amount EUR [--code CODE] [--expires ISO]',
    description: `
Creates a gift card worth --amount euros and prints its code on stdout (the details go to
stderr). Without --code an unguessable one is made (GC-XXXX-XXXX-XXXX-XXXX). Gift vouchers
are used within 6 months, so it expires six months from now unless --expires says otherwise
(a date alone: the end of that day, UTC). An existing card is never changed.`,
    options: {
      amount: { type: 'string', value: 'EUR', description: 'its worth in euros, e.g. 25.00 (required)' },
      code: { type: 'string', value: 'CODE', description: '3 to 40 letters, digits, - or _ (default: a random code)' },
      expires: { type: 'string', value: 'ISO', description: 'when it stops working (default: six months from now)' },
    },
    examples: ['giftcards create --amount 25.00', 'giftcards create --amount 50 --code ANA-BIRTHDAY-2026 --expires 2027-03-31'],
    // The back office's desk checks the same request with the same schema; only the euros are read here.
    parse({ positionals: words, values }, problems): GiftCardInput | undefined {
      positionals(words, [], problems);
      const [amount, code, expires] = ['amount', 'code', 'expires'].map((o) => stringOption(values, o));
      return parsedBy(
        GiftCardCreateRequest,
        {
          amount: {
            name: '--amount',
            typed: amount,
            value: amount === undefined ? undefined : (centsOf(amount) ?? amount),
            required: true,
          },
          code: { name: '--code', typed: code },
          expiresAt: { name: '--expires', typed: expires },
        },
        problems,
      );
    },
    async run(input, { io, clock }) {
      const card = await operatorProblems(createGiftCard(shopPromotions, input, clock.now()));
      io.out(card.code);
      io.err(`Created gift card ${card.code} worth ${formatEuro(card.balance)}, valid until ${card.expiresAt}.`);
    },
  }),
  defineCommand({
    group: 'giftcards',
    name: 'list',
    summary: 'list the gift cards with their balance',
    usage: 'giftcards list',
    description: `
Lists every gift card: what is left of what it was worth, when it expires and whether a
shopper could use it now. Reads the cards through the promotions table's byKind index.`,
    parse({ positionals: words }, problems) {
      positionals(words, [], problems);
      return {};
    },
    async run(_input, { io, clock }) {
      const cards = await listGiftCards(shopPromotionReader);
      if (cards.length === 0) {
        io.out('There are no gift cards.');
        return;
      }
      const now = clock.now();
      const rows = cards.map((c) => [
        c.code,
        formatEuro(c.balance),
        formatEuro(c.initialAmount),
        c.expiresAt,
        checkGiftCard(c, now).status,
      ]);
      for (const line of formatTable(['CODE', 'BALANCE', 'WORTH', 'EXPIRES', 'STATE'], rows)) io.out(line);
    },
  }),
];
