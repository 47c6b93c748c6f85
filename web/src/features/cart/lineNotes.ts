import type { QuantityCheck } from '@shop/shared/quantityCheck';
import type { PanelsMessages } from '../../i18n/messages/en/panels.ts';
import type { CartLine } from './cartStore.ts';

/*
 * What the cart drawer and checkout say about a line, apart from cartLines.ts, which the product
 * cards' quick add brings into a page's first load.
 */

/**
 * Whether a line's product can be pre-ordered. A line kept from before that was stored counts as
 * pre-orderable only when it already holds a pre-order, which only such a product takes.
 */
export function linePreOrderable(line: Pick<CartLine, 'preOrder' | 'preOrderable'>): boolean {
  return line.preOrderable ?? line.preOrder;
}

/** The colour a line names, as the catalog named it when the line was added. */
export function lineColour(line: Pick<CartLine, 'colorName' | 'color'>): string | undefined {
  return line.colorName || line.color?.name || undefined;
}

/**
 * What a line says once its quantity is set (SPEC §4 Cart, §5), in the page's language: in the
 * cart drawer a pre-order is "You are adding a pre-order item.", at checkout "Not enough stock
 * available, but we can preorder the extra quantity!"; past what the shop can sell, neither is
 * promised and the line says how many can be ordered (docs/decisions/074).
 */
export function quantityNotice(
  check: QuantityCheck,
  place: 'cart' | 'checkout',
  texts: Pick<PanelsMessages, 'stock' | 'orderLimit'>,
): string | null {
  if (check.limit !== null) return texts.orderLimit(check.limit);
  if (!check.preOrder) return null;
  return place === 'checkout' ? texts.stock.preOrderExtra : texts.stock[check.message ?? 'addingPreOrder'];
}
