import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@shop/shared/contract/catalog';
import { checkQuantity } from '@shop/shared/quantityCheck';
import { officeStock } from '@shop/shared/stock';
import { panels } from '../../i18n/messages/en/panels.ts';
import { panels as panelsHr } from '../../i18n/messages/hr/panels.ts';

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
const { linePreOrderable, quantityNotice } = await import('./lineNotes.ts');

/** Linen Shirt, 79,00 €, pre-orderable: M has 2 on the office shelf and 3 to pre-order; the Kaptol store's stock does not count. */
const SHIRT = {
  id: 'adult-linen-shirt-oat',
  name: 'Linen Shirt',
  price: 7900,
  discount: 0,
  preOrder: true,
  productQuantities: [
    { warehouse: { name: 'Office Warehouse' }, quantities: { M: 2, L: 0 }, preOrderQuantities: { M: 3, L: 1 } },
    { warehouse: { name: 'Kaptol Store' }, quantities: { M: 40 }, preOrderQuantities: {} },
  ],
} as unknown as Product;
/** Wool Socks cannot be pre-ordered, though their stock lists pre-order pieces. */
const SOCKS = { ...SHIRT, id: 'adult-wool-socks-oat', name: 'Wool Socks', price: 900, discount: 20, preOrder: false } as Product;

const stored = () => JSON.parse(browser.items.get('cart') ?? '[]') as { id: string; size: string; quantity: number }[];

/**
 * Sets a quantity as the cart drawer (or checkout) does: the stock check gives the quantity the
 * line takes, whether it is a pre-order and the line's words, shown here in English (or Croatian).
 */
function setQuantity(size: string, quantity: number, place: 'cart' | 'checkout' = 'cart', texts = panels, product = SHIRT): string | null {
  const line = getCartLines().find((l) => l.id === product.id && l.size === size);
  const check = checkQuantity(quantity, officeStock(product, size), linePreOrderable(line ?? { preOrder: false }));
  setLineQuantity({ id: product.id, size }, check.quantity, check.preOrder);
  return quantityNotice(check, place, texts);
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

  it('above the stock at checkout, within the pre-order quantity: the spec’s words, which are true there', () => {
    expect(setQuantity('M', 3, 'checkout')).toBe('Not enough stock available, but we can preorder the extra quantity!');
    expect(setQuantity('M', 5, 'checkout')).toBe('Not enough stock available, but we can preorder the extra quantity!');
    expect(getCartLines()[0]).toMatchObject({ quantity: 5, preOrder: true });
    expect(setQuantity('M', 2, 'checkout')).toBeNull();
  });

  it('above stock plus pre-order: no pre-order is promised, the quantity stops at what can be ordered', () => {
    expect(setQuantity('M', 6)).toBe('Only 5 can be ordered in this size.');
    expect(getCartLines()[0]).toMatchObject({ quantity: 5, preOrder: true });
    expect(setQuantity('M', 9, 'checkout')).toBe('Only 5 can be ordered in this size.');
    expect(getCartLines()[0]).toMatchObject({ quantity: 5, preOrder: true });
    expect(setQuantity('M', 6, 'checkout', panelsHr)).toBe('U ovoj veličini možete naručiti najviše 5 komada.');
  });

  it('on a product that cannot be pre-ordered: above the stock is not offered as a pre-order', () => {
    addToCart(SOCKS, 'M');
    expect(setQuantity('M', 3, 'checkout', panels, SOCKS)).toBe('Only 2 can be ordered in this size.');
    expect(setQuantity('M', 3, 'cart', panels, SOCKS)).toBe('Only 2 can be ordered in this size.');
    expect(getCartLines().find((l) => l.id === SOCKS.id)).toMatchObject({ quantity: 2, preOrder: false });
    expect(setQuantity('M', 3, 'cart', panelsHr, SOCKS)).toBe('U ovoj veličini možete naručiti najviše 2 komada.');
  });

  it('a size that can no longer be ordered says so, in both languages', () => {
    addToCart(SHIRT, 'XS');
    expect(setQuantity('XS', 2)).toBe('This size can no longer be ordered.');
    expect(setQuantity('XS', 2, 'cart', panelsHr)).toBe('Ova se veličina više ne može naručiti.');
    expect(getCartLines().find((l) => l.size === 'XS')).toMatchObject({ quantity: 1, preOrder: false });
  });

  it('a line kept from before the product’s pre-order was stored promises a pre-order only if it holds one', () => {
    expect(linePreOrderable({ preOrder: true })).toBe(true);
    expect(linePreOrderable({ preOrder: false })).toBe(false);
    expect(linePreOrderable({ preOrder: false, preOrderable: true })).toBe(true);
    addToCart(SOCKS, 'L');
    expect(getCartLines().find((l) => l.id === SOCKS.id)?.preOrderable).toBe(false);
  });

  it('back to the stock clears the pre-order', () => {
    setQuantity('M', 5);
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
