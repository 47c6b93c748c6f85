import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { formatEuro } from '@shop/shared/money';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo, isConditionFailure } from '../../lambdas/platform/dynamo.ts';
import { randomId } from '../../lambdas/platform/ids.ts';
import { checkGiftCard, type GiftCardItem, giftCardKey } from '../../lambdas/promotions/promotionItems.ts';
import { defineCommand, OperatorError, positionals, stringOption } from './command.ts';
import { formatTable } from './io.ts';
import { codeName, euros, isoTime } from './operatorInput.ts';
import { scanByPrefix } from './operatorScan.ts';

/** `giftcards create` and `giftcards list`: gift cards, stored as promotionItems.ts describes them. */

/**
 * GC-XXXX-XXXX-XXXX-XXXX: 80 random bits. With look-ups that miss limited per client
 * (lookUpPromotion.ts), guessing one is hopeless; the groups make it easy to read out.
 */
export function newGiftCardCode(): string {
  const random = randomId(10).toUpperCase();
  return `GC-${random.match(/.{4}/g)?.join('-')}`;
}

/** Gift vouchers are used within 6 months (SPEC §9). */
export function sixMonthsFrom(now: Date): string {
  const until = new Date(now);
  until.setUTCMonth(until.getUTCMonth() + 6);
  return until.toISOString();
}

export interface GiftCardInput {
  code?: string;
  /** Cents. */
  amount: number;
  expiresAt?: string;
}

/** Writes a new card with its whole amount as balance; a code already taken is refused. */
export async function createGiftCard(input: GiftCardInput, now: Date): Promise<GiftCardItem> {
  const expiresAt = input.expiresAt ?? sixMonthsFrom(now);
  if (expiresAt <= now.toISOString()) throw new OperatorError(`--expires must be in the future, not ${expiresAt}.`);
  const code = input.code ?? newGiftCardCode();
  const card: GiftCardItem = { ...giftCardKey(code), code, balance: input.amount, initialAmount: input.amount, expiresAt };
  try {
    await dynamo().send(
      new PutCommand({ TableName: tableName('promotions'), Item: card, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new OperatorError(`A gift card ${code} exists already; choose another --code.`);
    throw error;
  }
  return card;
}

export async function listGiftCards(): Promise<GiftCardItem[]> {
  const cards = await scanByPrefix<GiftCardItem>('promotions', 'G#');
  return cards.sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.code.localeCompare(b.code));
}

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
    parse({ positionals: words, values }, problems) {
      positionals(words, [], problems);
      const amount = stringOption(values, 'amount');
      if (amount === undefined) problems.add('--amount is missing.');
      const code = stringOption(values, 'code');
      return {
        code: code === undefined ? undefined : codeName(code, '--code', problems),
        amount: euros(amount, '--amount', problems) as number,
        expiresAt: isoTime(stringOption(values, 'expires'), '--expires', problems, { dateMeans: 'end' }),
      };
    },
    async run(input, { io, clock }) {
      const card = await createGiftCard(input, clock.now());
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
shopper could use it now. Reads the whole promotions table in pages (fine for an operator).`,
    parse({ positionals: words }, problems) {
      positionals(words, [], problems);
      return {};
    },
    async run(_input, { io, clock }) {
      const cards = await listGiftCards();
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
