import { codeCovers, type LineDiscountCode, lineUnitPrice } from '@shop/shared/lineDiscount';
import type { Cents } from '@shop/shared/money';
import { chargedPrice, DOMESTIC_VAT, type VatTreatment } from '@shop/shared/vat';
import type { CartLine } from '../cart/cartStore.ts';
import type { DiscountCodeValidation } from '@shop/shared/contract/promotions';

/** The one discount code held by the order (SPEC §4 Discount). */
export interface AppliedDiscountCode extends DiscountCodeValidation {
  name: string;
}

/** The applied code as the shared pricing rule reads it. */
const pricingCode = (code: AppliedDiscountCode | null): LineDiscountCode | null =>
  code && { percent: code.discount, productIds: code.productIds };

export function codeAppliesTo(code: AppliedDiscountCode | null, line: Pick<CartLine, 'id'>): boolean {
  return codeCovers(pricingCode(code), line.id);
}

/**
 * A line's unit price at checkout, by the shop's one line-discount rule (as the server prices
 * it), and what is charged for it where the order goes: without Croatian VAT for an export.
 */
export function checkoutUnitPrice(line: CartLine, code: AppliedDiscountCode | null, vat: VatTreatment = DOMESTIC_VAT): Cents {
  return chargedPrice(lineUnitPrice(line, pricingCode(code)), vat);
}

/** The lines' sum as charged; at shop prices (VAT included) unless told where the order goes. */
export function checkoutSubtotal(lines: readonly CartLine[], code: AppliedDiscountCode | null, vat: VatTreatment = DOMESTIC_VAT): Cents {
  return lines.reduce((sum, line) => sum + checkoutUnitPrice(line, code, vat) * line.quantity, 0);
}

/** The confirmation words for a code, in the page's language. */
export interface CodeAppliedMessages {
  applied: (code: string, percent: number) => string;
  lowersNothing: (code: string) => string;
  saleKept: string;
}

/**
 * What the shopper is told once a code is applied: only what it does to this cart. Discounts do
 * not stack (the larger wins), so a covered line on a larger sale keeps its sale price, and the
 * words say so.
 */
export function codeAppliedMessage(t: CodeAppliedMessages, name: string, code: AppliedDiscountCode, lines: readonly CartLine[]): string {
  const covered = lines.filter((line) => codeAppliesTo(code, line));
  const lowers = (line: CartLine) => checkoutUnitPrice(line, code) < checkoutUnitPrice(line, null);
  const said = covered.some(lowers) ? t.applied(name, code.discount) : t.lowersNothing(name);
  return covered.every(lowers) ? said : `${said} ${t.saleKept}`;
}
