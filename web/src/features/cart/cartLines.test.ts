import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/contract/catalog';
import { checkQuantity, officeStock } from '@shop/shared/stock';
import { shop } from '../../i18n/messages/en/shop.ts';

// The cart lives in the browser's localStorage and follows other tabs through `storage`
// events: both are given here before the cart's modules load.
const browser = vi.hoisted(() => {
  const items = new Map<string, string>();
  const listeners: ((event: { key: string | null }) => void)[] = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, String(value)),
    removeItem: (key: string) => items.delete(key),
  });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') listeners.push(listener);
    },
  });
  const otherTab = (key: string | null) => {
    for (const listener of listeners) listener({ key });
  };
  return { items, otherTab };
});

const { addToCart, cartTotal, clearCart, heldInCart, removeFromCart, resetPreOrderFlags, setLineQuantity, stockLeft, unitPrice } =
  await import('./cartLines.ts');
const { getCartLines } = await import('./cartStore.ts');

/** Linen Shirt, 79,00 €: M has 2 on the office shelf and 3 to pre-order; the Kaptol store's stock does not count. */
const SHIRT = {
  id: 'adult-linen-shirt-oat',
  name: 'Linen Shirt',
  price: 7900,
  discount: 0,
  productQuantities: [
    { warehouse: { name: 'Office Warehouse' }, quantities: { M: 2, L: 0 }, preOrderQuantities: { M: 3, L: 1 } },
    { warehouse: { name: 'Kaptol Store' }, quantities: { M: 40 }, preOrderQuantities: {} },
  ],
} as unknown as Product;
const SOCKS = { ...SHIRT, id: 'adult-wool-socks-oat', name: 'Wool Socks', price: 900, discount: 20 } as Product;

const stored = () => JSON.parse(browser.items.get('cart') ?? '[]') as { id: string; size: string; quantity: number }[];

/** Sets a quantity as the cart does: the stock check names the message (shown here in English) and whether it is a pre-order. */
function setQuantity(size: string, quantity: number): string | null {
  const check = checkQuantity(quantity, officeStock(SHIRT, size));
  setLineQuantity({ id: SHIRT.id, size }, quantity, check.preOrder);
  return check.message && shop.stock[check.message];
}

beforeEach(() => clearCart());

describe('adding to the cart (SPEC §4 Cart)', () => {
  it('keeps one line per product and size: the same again raises its quantity', () => {
    addToCart(SHIRT, 'M');
    addToCart(SHIRT, 'M', { quantity: 2 });
    addToCart(SHIRT, 'L');
    expect(getCartLines().map((l) => [l.id, l.size, l.quantity])).toEqual([
      [SHIRT.id, 'M', 3],
      [SHIRT.id, 'L', 1],
    ]);
  });

  it('keeps the cart under the key "cart" in localStorage', () => {
    addToCart(SOCKS, '36-38', { quantity: 2 });
    expect(stored()).toEqual([expect.objectContaining({ id: SOCKS.id, size: '36-38', quantity: 2, discounted: true, preOrder: false })]);
  });

  it('keeps a line a pre-order once any of it was added as one', () => {
    addToCart(SHIRT, 'L', { preOrder: true });
    addToCart(SHIRT, 'L');
    expect(getCartLines()[0]?.preOrder).toBe(true);
  });
});

describe('setting a quantity (SPEC §4 Cart, §5)', () => {
  beforeEach(() => addToCart(SHIRT, 'M'));

  it('at or below the office stock: no message, not a pre-order', () => {
    expect(setQuantity('M', 2)).toBeNull();
    expect(getCartLines()[0]).toMatchObject({ quantity: 2, preOrder: false });
  });

  it('between stock and stock plus pre-order: a pre-order, said so', () => {
    expect(setQuantity('M', 5)).toBe('You are adding a pre-order item.');
    expect(getCartLines()[0]).toMatchObject({ quantity: 5, preOrder: true });
  });

  it('above stock plus pre-order: still taken, with the spec’s words', () => {
    expect(setQuantity('M', 6)).toBe('Not enough stock available, but we can preorder the extra quantity!');
    expect(getCartLines()[0]).toMatchObject({ quantity: 6, preOrder: true });
  });

  it('back to the stock clears the pre-order', () => {
    setQuantity('M', 6);
    expect(setQuantity('M', 1)).toBeNull();
    expect(getCartLines()[0]).toMatchObject({ quantity: 1, preOrder: false });
  });

  it('counts only the Office Warehouse', () => {
    expect(officeStock(SHIRT, 'M')).toEqual({ inStock: 2, preOrder: 3 });
    expect(officeStock(SHIRT, 'XS')).toEqual({ inStock: 0, preOrder: 0 });
  });
});

describe('removing, clearing and settling', () => {
  it('removes one line and clears all', () => {
    addToCart(SHIRT, 'M');
    addToCart(SHIRT, 'L');
    removeFromCart({ id: SHIRT.id, size: 'M' });
    expect(getCartLines().map((l) => l.size)).toEqual(['L']);
    clearCart();
    expect(getCartLines()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('settles every pre-order flag once the order is created', () => {
    addToCart(SHIRT, 'M', { preOrder: true });
    addToCart(SOCKS, '36-38');
    resetPreOrderFlags();
    expect(getCartLines().map((l) => l.preOrder)).toEqual([false, false]);
  });
});

describe('the stock left once the cart is counted', () => {
  it('counts the pieces of one product and size the cart holds, from storage after a reload too', () => {
    browser.items.set(
      'cart',
      JSON.stringify([
        { ...SHIRT, size: 'M', quantity: 2, discounted: false, preOrder: false },
        { ...SHIRT, size: 'L', quantity: 1, discounted: false, preOrder: true },
        { ...SOCKS, size: 'M', quantity: 4, discounted: true, preOrder: false },
      ]),
    );
    browser.otherTab('cart');
    expect(heldInCart(getCartLines(), { id: SHIRT.id, size: 'M' })).toBe(2);
    expect(heldInCart(getCartLines(), { id: SHIRT.id, size: 'XS' })).toBe(0);
  });

  it('takes the shelf first, then the pre-order quantity', () => {
    // Linen Shirt M: 2 on the shelf, 3 to pre-order.
    expect(stockLeft(officeStock(SHIRT, 'M'), 0)).toEqual({ inStock: 2, preOrder: 3 });
    expect(stockLeft(officeStock(SHIRT, 'M'), 1)).toEqual({ inStock: 1, preOrder: 3 });
    expect(stockLeft(officeStock(SHIRT, 'M'), 2)).toEqual({ inStock: 0, preOrder: 3 });
    expect(stockLeft(officeStock(SHIRT, 'M'), 4)).toEqual({ inStock: 0, preOrder: 1 });
    expect(stockLeft(officeStock(SHIRT, 'M'), 9)).toEqual({ inStock: 0, preOrder: 0 });
  });

  it('counts against the stock the server answers now: a piece sold elsewhere leaves nothing', () => {
    expect(stockLeft({ inStock: 1, preOrder: 0 }, 1)).toEqual({ inStock: 0, preOrder: 0 });
    expect(stockLeft({ inStock: 0, preOrder: 0 }, 1)).toEqual({ inStock: 0, preOrder: 0 });
  });
});

describe('prices', () => {
  it('takes the product’s own discount off, and totals the lines', () => {
    expect(unitPrice(SOCKS)).toBe(720);
    addToCart(SHIRT, 'M', { quantity: 2 });
    addToCart(SOCKS, '36-38', { quantity: 3 });
    expect(cartTotal(getCartLines())).toBe(2 * 7900 + 3 * 720);
  });
});

describe('another tab', () => {
  it('is followed: its cart is read again, and lines that are not whole are left out', () => {
    addToCart(SHIRT, 'M');
    browser.items.set(
      'cart',
      JSON.stringify([
        { ...SOCKS, size: '36-38', quantity: 2, discounted: true, preOrder: false },
        { ...SHIRT, size: 'M', quantity: 0, discounted: false, preOrder: false },
        { ...SHIRT, size: 'L', quantity: 1.5, discounted: false, preOrder: false },
        { size: 'M', quantity: 1 },
      ]),
    );
    browser.otherTab('cart');
    expect(getCartLines().map((l) => [l.id, l.size, l.quantity])).toEqual([[SOCKS.id, '36-38', 2]]);
  });

  it('is not followed for other keys', () => {
    addToCart(SHIRT, 'M');
    browser.items.set('cart', '[]');
    browser.otherTab('token');
    expect(getCartLines()).toHaveLength(1);
  });

  it('leaves an empty cart when what is stored is not a cart', () => {
    browser.items.set('cart', '{not json');
    browser.otherTab(null);
    expect(getCartLines()).toEqual([]);
  });
});
