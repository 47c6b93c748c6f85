import { formatEuro } from '@shop/shared/money';
import { useGiftCard } from '../api/getGiftCard.ts';
import { GIFT_CARD_INVALID } from '../discountPricing.ts';
import { CodeForm } from './CodeForm.tsx';

export interface AppliedGiftCard {
  code: string;
  amount: number;
}

interface GiftCardFormProps {
  applied: AppliedGiftCard | null;
  /** The card the order uses, or null once removed (or no longer valid when checked again). */
  onApplied: (card: AppliedGiftCard | null) => void;
  restore?: string | null;
}

/** A gift card pays the subtotal first, then shipping (shared `orderTotals`). */
export function GiftCardForm({ applied, onApplied, restore }: GiftCardFormProps) {
  const giftCard = useGiftCard();
  const apply = async (code: string, again: boolean) => {
    try {
      const { amount } = await giftCard.trigger(code);
      if (amount > 0) {
        onApplied({ code, amount });
        return { ok: true, message: `Gift card applied: ${formatEuro(amount)} available.` };
      }
    } catch {
      // Unknown, spent or expired: the same message.
    }
    if (again) onApplied(null);
    return { ok: false, message: GIFT_CARD_INVALID };
  };
  return (
    <CodeForm
      id="gift-card"
      label="Gift card"
      busy={giftCard.isMutating}
      applied={applied?.code ?? null}
      onApply={apply}
      onRemove={() => onApplied(null)}
      restore={restore}
    />
  );
}
