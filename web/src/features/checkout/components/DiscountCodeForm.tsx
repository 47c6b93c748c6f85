import { useMessages } from '../../../i18n/messages.ts';
import type { CartLine } from '../../cart/cartStore.ts';
import { useValidateDiscountCode } from '../api/validateDiscountCode.ts';
import { type AppliedDiscountCode, codeAppliedMessage, codeAppliesTo } from '../discountPricing.ts';
import { CodeForm, type CodeResult } from './CodeForm.tsx';

interface DiscountCodeFormProps {
  lines: readonly CartLine[];
  applied: AppliedDiscountCode | null;
  /** The code the order holds, or null once removed (or no longer valid when checked again). */
  onApplied: (code: AppliedDiscountCode | null) => void;
  restore?: string | null;
}

/** One discount code per order; the same code twice, an unknown code, or one for none of the cart is refused. */
export function DiscountCodeForm({ lines, applied, onApplied, restore }: DiscountCodeFormProps) {
  const t = useMessages('checkout').codes.discount;
  const validation = useValidateDiscountCode();
  const check = async (name: string, again: boolean): Promise<CodeResult> => {
    if (!again && applied && applied.name.toLowerCase() === name.toLowerCase()) {
      return { ok: false, message: t.alreadyApplied };
    }
    let result: Awaited<ReturnType<typeof validation.trigger>>;
    try {
      result = await validation.trigger(name);
    } catch {
      return { ok: false, message: t.rejected };
    }
    const code: AppliedDiscountCode = { name, discount: result.discount, productIds: result.productIds ?? null };
    if (!lines.some((line) => codeAppliesTo(code, line))) {
      return { ok: false, message: t.noMatchingProduct };
    }
    onApplied(code);
    return { ok: true, message: codeAppliedMessage(t, name, code, lines) };
  };
  const apply = async (name: string, again: boolean) => {
    const result = await check(name, again);
    // A remembered code that no longer holds is let go, so the sums do not promise it.
    if (again && !result.ok) onApplied(null);
    return result;
  };
  return (
    <CodeForm
      id="discount-code"
      label={t.label}
      removeWhat={t.removeWhat}
      removed={t.removed}
      busy={validation.isMutating}
      applied={applied?.name ?? null}
      onApply={apply}
      onRemove={() => onApplied(null)}
      restore={restore}
    />
  );
}
