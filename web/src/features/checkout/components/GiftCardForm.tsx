import { formatEuro } from '@shop/shared/money';
import { useMessages } from '../../../i18n/messages.ts';
import { useGiftCard } from '../api/getGiftCard.ts';
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
  const t = useMessages('checkout').codes.giftCard;
  const giftCard = useGiftCard();
  const apply = async (code: string, again: boolean) => {
    try {
      const { amount } = await giftCard.trigger(code);
      if (amount > 0) {
        onApplied({ code, amount });
        return { ok: true, message: t.applied(formatEuro(amount)) };
      }
    } catch {
      // Unknown, spent or expired: the same message.
    }
    if (again) onApplied(null);
    return { ok: false, message: t.invalid };
  };
  return (
    <CodeForm
      id="gift-card"
      label={t.label}
      removeWhat={t.removeWhat}
      removed={t.removed}
      busy={giftCard.isMutating}
      applied={applied?.code ?? null}
      onApply={apply}
      onRemove={() => onApplied(null)}
      restore={restore}
    />
  );
}
