import type { CartLine } from '../../cart/cartStore.ts';
import { useValidateDiscountCode } from '../api/validateDiscountCode.ts';
import { type AppliedDiscountCode, DISCOUNT_MESSAGES, codeAppliesTo } from '../discountPricing.ts';
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
  const validation = useValidateDiscountCode();
  const check = async (name: string, again: boolean): Promise<CodeResult> => {
    if (!again && applied && applied.name.toLowerCase() === name.toLowerCase()) {
      return { ok: false, message: DISCOUNT_MESSAGES.alreadyApplied };
    }
    let result: Awaited<ReturnType<typeof validation.trigger>>;
    try {
      result = await validation.trigger(name);
    } catch {
      return { ok: false, message: DISCOUNT_MESSAGES.rejected };
    }
    const code: AppliedDiscountCode = { name, discount: result.discount, productIds: result.productIds ?? null };
    if (!lines.some((line) => codeAppliesTo(code, line))) {
      return { ok: false, message: DISCOUNT_MESSAGES.noMatchingProduct };
    }
    onApplied(code);
    return { ok: true, message: `Code ${name} applied: ${code.discount}% off.` };
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
      label="Discount code"
      busy={validation.isMutating}
      applied={applied?.name ?? null}
      onApply={apply}
      onRemove={() => onApplied(null)}
      restore={restore}
    />
  );
}
