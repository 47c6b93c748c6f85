import type { CartLine } from '../../cart/cartStore.ts';
import { useValidateDiscountCode } from '../api/validateDiscountCode.ts';
import { type AppliedDiscountCode, DISCOUNT_MESSAGES, codeAppliesTo } from '../discountPricing.ts';
import { CodeForm } from './CodeForm.tsx';

interface DiscountCodeFormProps {
  lines: readonly CartLine[];
  applied: AppliedDiscountCode | null;
  onApplied: (code: AppliedDiscountCode) => void;
  restore?: string | null;
}

/** One discount code per order; the same code twice, an unknown code, or one for none of the cart is refused. */
export function DiscountCodeForm({ lines, applied, onApplied, restore }: DiscountCodeFormProps) {
  const validation = useValidateDiscountCode();
  const apply = async (name: string) => {
    if (applied && applied.name.toLowerCase() === name.toLowerCase()) {
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
  return <CodeForm id="discount-code" label="Discount code" busy={validation.isMutating} onApply={apply} restore={restore} />;
}
