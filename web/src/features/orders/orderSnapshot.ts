import { clearCart } from '../cart/cartLines.ts';
import { type CartLine, getCartLines } from '../cart/cartStore.ts';

const snapshotKey = (orderId: string) => `orderSuccess:${orderId}`;

/**
 * The cart as it was ordered, kept for this tab so a reload of the success page still shows it:
 * the first visit copies the cart and empties it; later ones (and StrictMode's second render)
 * read the copy.
 */
export function takeOrderSnapshot(orderId: string): readonly CartLine[] {
  const stored = readSnapshot(orderId);
  if (stored) return stored;
  const lines = getCartLines();
  try {
    sessionStorage.setItem(snapshotKey(orderId), JSON.stringify(lines));
  } catch {
    // Without session storage the copy still lives for this render.
  }
  return lines;
}

/** Empties the cart once its copy is safe. */
export function settleOrderedCart(orderId: string): void {
  if (readSnapshot(orderId)) clearCart();
}

function readSnapshot(orderId: string): CartLine[] | null {
  try {
    const raw = sessionStorage.getItem(snapshotKey(orderId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? (parsed as CartLine[]) : null;
  } catch {
    return null;
  }
}
