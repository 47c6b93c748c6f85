import type { Product } from '@shop/shared/contract/catalog';
import { officeStock, type SizeStock } from '@shop/shared/stock';
import { type CartLineKey, heldInCart, stockLeft } from '../../cart/cartLines.ts';

/** The pieces of one size: the Office Warehouse stock, what the cart holds of it, and what is left for this shopper. */
export interface SizePieces {
  stock: SizeStock;
  held: number;
  left: SizeStock;
}

type CartHolding = CartLineKey & { quantity: number };

export function piecesOf(product: Pick<Product, 'id' | 'productQuantities'>, lines: readonly CartHolding[], size: string): SizePieces {
  const stock = officeStock(product, size);
  const held = heldInCart(lines, { id: product.id, size });
  return { stock, held, left: stockLeft(stock, held) };
}

/** A size with no piece left for this shopper can still be pre-ordered when the product allows it and pre-order pieces remain. */
export function canPreOrder(product: Pick<Product, 'preOrder'>, pieces: SizePieces): boolean {
  return pieces.left.inStock <= 0 && product.preOrder && pieces.left.preOrder > 0;
}

/**
 * What the product page's button offers (SPEC §4 Product page): a size with pieces left is
 * added to the cart, one left only to pre-order is pre-ordered, and one with neither is sold out,
 * a button that cannot be pressed, beside the back-in-stock notice. With no size chosen the
 * button asks for one, unless no size at all can be bought or pre-ordered: then it is sold out too.
 */
export type PurchaseAction = 'addToCart' | 'preOrder' | 'soldOut';

export function purchaseAction(
  product: Pick<Product, 'id' | 'preOrder' | 'productQuantities' | 'sizes'>,
  lines: readonly CartHolding[],
  selected: string | null,
): PurchaseAction {
  if (selected === null) {
    const sizes = product.sizes ?? [];
    return sizes.every((size) => purchaseAction(product, lines, size) === 'soldOut') ? 'soldOut' : 'addToCart';
  }
  const pieces = piecesOf(product, lines, selected);
  if (pieces.left.inStock > 0) return 'addToCart';
  return canPreOrder(product, pieces) ? 'preOrder' : 'soldOut';
}
