import { type Cents, discountedPrice } from './money.ts';

/** A discount code as pricing needs it: its percent and the products it covers (null: every product). */
export interface LineDiscountCode {
  percent: number;
  productIds: readonly string[] | null;
}

/** What a line needs to know of its product to be priced. */
export interface DiscountedProduct {
  id: string;
  /** The list price of one piece. */
  price: Cents;
  /** The product's own discount, in percent. */
  discount: number;
}

export function codeCovers(code: LineDiscountCode | null, productId: string): boolean {
  return code !== null && (code.productIds === null || code.productIds.includes(productId));
}

/**
 * The percent a line is discounted by: the product's own or the code's (for the code's
 * products), whichever is larger; discounts do not stack. Between 0 and 100.
 */
export function lineDiscountPercent(product: Omit<DiscountedProduct, 'price'>, code: LineDiscountCode | null): number {
  const percent = Math.max(product.discount || 0, codeCovers(code, product.id) ? (code?.percent ?? 0) : 0);
  return Math.min(100, Math.max(0, percent));
}

/** One piece of a line after its discount, rounded to the cent. */
export function lineUnitPrice(product: DiscountedProduct, code: LineDiscountCode | null): Cents {
  return discountedPrice(product.price, lineDiscountPercent(product, code));
}
