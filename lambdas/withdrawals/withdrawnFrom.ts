import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import type { WithdrawalRecord } from './withdrawalRecord.ts';

/** How a statement names what it withdraws from, in each language: the acknowledgement's words, and the desk's (in English). */
const WORDS = {
  en: {
    wholeOrder: 'The whole order',
    item: (n: number, description: string) => `Item ${n}: ${description}`,
    unknownItem: (n: number) => `Item ${n}: the order has no item ${n}; we will write to you about it`,
  },
  hr: {
    wholeOrder: 'Cijela narudžba',
    item: (n: number, description: string) => `Stavka ${n}: ${description}`,
    unknownItem: (n: number) => `Stavka ${n}: narudžba nema stavku ${n}; javit ćemo Vam se u vezi s tim`,
  },
} satisfies Record<Language, unknown>;

/** What the statement withdraws from, in words (English, as staff read it, unless told). */
export function withdrawnFrom(
  withdrawal: Pick<WithdrawalRecord, 'wholeOrder' | 'items' | 'unknownItemNos'>,
  language: Language = DEFAULT_LANGUAGE,
): string[] {
  const t = WORDS[language];
  if (withdrawal.wholeOrder) return [t.wholeOrder];
  return [...withdrawal.items.map((item) => t.item(item.itemNo, item.description)), ...withdrawal.unknownItemNos.map(t.unknownItem)];
}
