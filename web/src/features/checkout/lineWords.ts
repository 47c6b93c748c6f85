import type { CheckoutMessages } from '../../i18n/messages/en/checkout.ts';
import { lineColour } from '../cart/lineNotes.ts';
import type { CartLine } from '../cart/cartStore.ts';

/**
 * A checkout line's words, in the page's language: the product's name, under it its colour and
 * size ("Oat · Size M", so two colours of one piece read apart), and the name its buttons and
 * field are given ("Linen Shirt, Oat, size M").
 */
export function checkoutLineWords(
  line: Pick<CartLine, 'name' | 'size' | 'colorName' | 'color'>,
  t: CheckoutMessages['line'],
): { name: string; meta: string; label: string } {
  const colour = lineColour(line);
  return { name: line.name, meta: t.meta(line.size, colour), label: t.label(line.name, line.size, colour) };
}
