import { formatEuro } from '@shop/shared/money';
import { useGiftCard } from '../api/getGiftCard.ts';
import { GIFT_CARD_INVALID } from '../discountPricing.ts';
import { CodeForm } from './CodeForm.tsx';

export interface AppliedGiftCard {
  code: string;
  amount: number;
}

/** A gift card pays the subtotal first, then shipping (shared `orderTotals`). */
export function GiftCardForm({ onApplied, restore }: { onApplied: (card: AppliedGiftCard) => void; restore?: string | null }) {
  const giftCard = useGiftCard();
  const apply = async (code: string) => {
    try {
      const { amount } = await giftCard.trigger(code);
      if (!(amount > 0)) return { ok: false, message: GIFT_CARD_INVALID };
      onApplied({ code, amount });
      return { ok: true, message: `Gift card applied: ${formatEuro(amount)} available.` };
    } catch {
      return { ok: false, message: GIFT_CARD_INVALID };
    }
  };
  return <CodeForm id="gift-card" label="Gift card" busy={giftCard.isMutating} onApply={apply} restore={restore} />;
}
