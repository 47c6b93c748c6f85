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
