import type { Product } from '@shop/shared/contract/catalog';
import { officeStock } from '@shop/shared/stock';
import { addToCart, heldInCart } from '../../cart/cartLines.ts';
import { getCartLines } from '../../cart/cartStore.ts';
import { confirmAdded } from './addedToCart.ts';

// Loaded together: the confirmation a press shows.
export { AddedToCart } from './AddedToCart.tsx';

/** Why a press added nothing: the name of its message in the catalog's `quickAdd.refusals`. */
export type QuickAddRefusal = 'selectSize' | 'outOfStock' | 'allInCart' | 'preOrderOnly';

/**
 * A press of a card's quick add (SPEC §4): without a size it asks for one; a size whose Office
 * Warehouse pieces, as the server answered last, are all in the cart (kept in the browser, so
 * across reloads) is out of stock, and the message says when it is the cart that holds them and
 * whether the product page can still take a pre-order; otherwise one piece goes into the cart and
 * "Added to cart" shows beside the button of `owner`. Answers why not, or null when added.
 * Loaded on the first press, so the home page and listings do not carry it.
 */
export function pressQuickAdd(owner: string, product: Product, size: string): QuickAddRefusal | null {
  if (!size) return 'selectSize';
  const stock = officeStock(product, size);
  const held = heldInCart(getCartLines(), { id: product.id, size });
  if (stock.inStock - held <= 0) {
    if (held === 0) return 'outOfStock';
    return product.preOrder && stock.inStock + stock.preOrder > held ? 'preOrderOnly' : 'allInCart';
  }
  addToCart(product, size);
  confirmAdded(owner, { product, size, quantity: 1, preOrder: false });
  return null;
}
