import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/renderPage.tsx';
import { LINEN_SHIRT } from '../../../testing/products.ts';
import { clearCart } from '../../cart/cartLines.ts';
import { getCartLines } from '../../cart/cartStore.ts';
import { QuickAdd } from './QuickAdd.tsx';

const sizes = () => screen.getByRole('combobox', { name: /^Size of Linen Shirt/ }) as HTMLSelectElement;
const add = () => screen.getByRole('button', { name: /Add .*Linen Shirt.* to cart/ });
const inCart = () => getCartLines().map(({ id, size, quantity }) => ({ id, size, quantity }));

beforeEach(() => clearCart());

describe("a card's quick add", () => {
  it('adds one piece of the size chosen, and asks for a size when none is', async () => {
    const { user } = await renderPage(<QuickAdd product={LINEN_SHIRT} />, { path: '/' });

    await user.click(add());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Please select a size before adding to cart'));
    expect(inCart()).toEqual([]);

    await user.selectOptions(sizes(), 'M');
    await user.click(add());
    await waitFor(() => expect(inCart()).toEqual([{ id: LINEN_SHIRT.id, size: 'M', quantity: 1 }]));
  });

  it('adds the size the select shows, also when its choice came as React took the select over and missed its state', async () => {
    const { user } = await renderPage(<QuickAdd product={LINEN_SHIRT} />, { path: '/' });

    // The browser shows L; React's change handler never heard of it.
    sizes().value = 'L';
    await user.click(add());
    await waitFor(() => expect(inCart()).toEqual([{ id: LINEN_SHIRT.id, size: 'L', quantity: 1 }]));
    expect(sizes().value).toBe('L');
  });
});
