import type { Product } from '@shop/shared/contract/catalog';
import { type Cents, discountedPrice } from '@shop/shared/money';
import type { SizeStock } from '@shop/shared/stock';
import { type CartLine, getCartLines, saveCartLines } from './cartStore.ts';

/**
 * Changing the cart and pricing its lines: the public module pages use to add, set, remove and
 * total. A line is one product in one size.
 */
export type CartLineKey = Pick<CartLine, 'id' | 'size'>;

const sameLine = (line: CartLineKey, key: CartLineKey) => line.id === key.id && line.size === key.size;

/** Adds one size of a product; the same product and size again raises the quantity. */
export function addToCart(product: Product, size: string, options: { quantity?: number; preOrder?: boolean } = {}): void {
  const lines = getCartLines();
  const quantity = options.quantity ?? 1;
  const preOrder = Boolean(options.preOrder);
  const existing = lines.find((line) => sameLine(line, { id: product.id, size }));
  if (existing) {
    saveCartLines(
      lines.map((line) =>
        line === existing
          ? { ...line, quantity: line.quantity + quantity, preOrder: line.preOrder || preOrder, preOrderable: product.preOrder }
          : line,
      ),
    );
    return;
  }
  saveCartLines([...lines, { ...product, size, quantity, discounted: product.discount > 0, preOrder, preOrderable: product.preOrder }]);
}

export function setLineQuantity(key: CartLineKey, quantity: number, preOrder: boolean): void {
  saveCartLines(getCartLines().map((line) => (sameLine(line, key) ? { ...line, quantity, preOrder } : line)));
}

export function removeFromCart(key: CartLineKey): void {
  saveCartLines(getCartLines().filter((line) => !sameLine(line, key)));
}

export function clearCart(): void {
  saveCartLines([]);
}

/** After an order is created its pre-order lines are settled (SPEC §4 Checkout flow). */
export function resetPreOrderFlags(): void {
  const lines = getCartLines();
  if (lines.some((line) => line.preOrder)) saveCartLines(lines.map((line) => ({ ...line, preOrder: false })));
}

export function lineKeyOf(line: CartLineKey): string {
  return `${line.id}\u0000${line.size}`;
}

/** The unit price the shopper pays: the product's price less its own discount. */
export function unitPrice(line: Pick<CartLine, 'price' | 'discount'>): Cents {
  return discountedPrice(line.price, line.discount);
}

export function cartTotal(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, line) => sum + unitPrice(line) * line.quantity, 0);
}

/** The pieces of one product in one size the cart holds. */
export function heldInCart(lines: readonly (CartLineKey & Pick<CartLine, 'quantity'>)[], key: CartLineKey): number {
  return lines.reduce((sum, line) => (sameLine(line, key) ? sum + line.quantity : sum), 0);
}

/**
 * What is left of a size's stock for this shopper once the pieces their cart holds are counted:
 * the cart takes the shelf's pieces first and then the pre-order quantity, as checkout sells them.
 * The stock is the server's as last fetched, so a cart kept across reloads counts against today's.
 */
export function stockLeft(stock: SizeStock, held: number): SizeStock {
  const fromShelf = Math.min(held, Math.max(0, stock.inStock));
  return {
    inStock: Math.max(0, stock.inStock - fromShelf),
    preOrder: Math.max(0, stock.preOrder - (held - fromShelf)),
  };
}
