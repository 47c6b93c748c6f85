import { formatEuro } from '@shop/shared/money';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/renderPage.tsx';
import { LINEN_SHIRT, WOOL_SOCKS } from '../../testing/products.ts';
import { CartDrawer } from './CartDrawer.tsx';
import { addToCart, clearCart } from './cartLines.ts';
import { getCartLines, openCartDrawer, useCartDrawerOpen } from './cartStore.ts';

/** The drawer as the layout mounts it: while it is open. */
function Drawer() {
  return useCartDrawerOpen() ? <CartDrawer /> : null;
}

/** A price as a shopper reads it (Testing Library reads a no-break space as a space). */
const euro = (cents: number) => formatEuro(cents).replace(/\s/g, ' ');

/** What a line of the drawer shows, found by the name a screen reader gives its quantity. */
function line(name: RegExp) {
  const item = screen.getAllByRole('listitem').find((li) => within(li).queryByRole('link', { name }));
  if (!item) throw new Error(`no cart line for ${name}`);
  return within(item);
}

beforeEach(() => {
  clearCart();
  openCartDrawer();
});

describe('the cart drawer, as a shopper changes the cart', () => {
  it('shows each line with its size and price, the total and that delivery to Croatia is free', async () => {
    addToCart(LINEN_SHIRT, 'M');
    addToCart(WOOL_SOCKS, 'One size');
    await renderPage(<Drawer />, { path: '/' });

    const drawer = screen.getByRole('dialog', { name: 'Cart' });
    expect(line(/^Linen Shirt/).getByText('Size M')).toBeTruthy();
    expect(line(/^Linen Shirt/).getByText(euro(7900))).toBeTruthy();
    expect(line(/^Wool Socks/).getByText(euro(900))).toBeTruthy();
    expect(within(drawer).getByText('Total').parentElement?.textContent?.replace(/\s/g, ' ')).toBe(`Total ${euro(8800)}`);
    expect(within(drawer).getByText('Your cart ships free to Croatia')).toBeTruthy();
  });

  it('counts a quantity against the office stock: the stepper stops at what can be ordered and says so', async () => {
    addToCart(LINEN_SHIRT, 'M');
    const { user } = await renderPage(<Drawer />, { path: '/' });

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Linen Shirt, Oat, size M' }));
    expect(line(/^Linen Shirt/).getByRole('status').textContent).toBe('2');
    expect(screen.getByText(euro(15800), { selector: 'strong' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Linen Shirt, Oat, size M' }));
    expect(line(/^Linen Shirt/).getByText('Only 2 can be ordered in this size.')).toBeTruthy();
    expect(getCartLines().map(({ size, quantity }) => ({ size, quantity }))).toEqual([{ size: 'M', quantity: 2 }]);

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Linen Shirt, Oat, size M' }));
    expect(getCartLines()[0]?.quantity).toBe(1);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Linen Shirt, Oat, size M' })).toHaveProperty('disabled', true);
  });

  it('names what is missing for free delivery, removes a line, and when empty says so', async () => {
    addToCart(WOOL_SOCKS, 'One size');
    addToCart(LINEN_SHIRT, 'L');
    const { user } = await renderPage(<Drawer />, { path: '/' });

    await user.click(screen.getByRole('button', { name: 'Remove Linen Shirt, Oat, size L' }));
    expect(screen.queryByRole('link', { name: /^Linen Shirt/ })).toBeNull();
    // Free strictly over 50,00 €: 9,00 € needs 41,01 € more.
    expect(screen.getByText(`Add ${euro(4101)} more for free delivery to Croatia (orders over ${euro(5000)})`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(getCartLines()).toEqual([]);
  });

  it('is Croatian under /hr, and its checkout button closes it and opens /hr/checkout', async () => {
    addToCart(LINEN_SHIRT, 'M');
    const { user } = await renderPage(<Drawer />, { path: '/hr/products/adult-linen-shirt-oat' });

    expect(screen.getByRole('dialog', { name: 'Košarica' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Povećaj količinu: Linen Shirt, Oat/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Na plaćanje' }));
    expect(window.location.pathname).toBe('/hr/checkout');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
