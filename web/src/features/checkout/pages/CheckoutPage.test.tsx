import { OrderRequest } from '@shop/shared/contract/orders';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, clearCart } from '../../cart/cartLines.ts';
import { LINEN_SHIRT, WOOL_SOCKS } from '../../../testing/products.ts';
import { type ApiRoutes, contract, renderPage } from '../../../testing/renderPage.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

const PAYMENT_PAGE = 'http://localhost:4242/c/pay/cs_test_a1';

/** The API taking the order: nothing on pre-order, then the payment page's address. */
const takesTheOrder = (productsMissing: string[] = []): ApiRoutes => ({
  'POST /api/orders/checkPreOrder': contract(OrderRequest, () => ({ body: { productsMissing } })),
  'POST /api/orders': contract(OrderRequest, () => ({ body: { url: PAYMENT_PAGE, orderId: 'TK-261130-7QX2M' } })),
});

/** The delivery fields, found by their labels inside the form. */
const form = () => within(screen.getByRole('form', { name: /^(Delivery details|Podaci za dostavu)$/ }));

async function fillAddress(user: Awaited<ReturnType<typeof renderPage>>['user'], labels = ADDRESS_EN) {
  const inForm = form();
  if ((inForm.getByLabelText(/^Country/) as HTMLSelectElement).value !== 'HR')
    await user.selectOptions(inForm.getByLabelText(/^Country/), 'HR');
  await user.type(inForm.getByLabelText(new RegExp(`^${labels.email}`)), 'mia@example.com');
  await user.type(inForm.getByLabelText(new RegExp(`^${labels.firstName}`)), 'Mia');
  await user.type(inForm.getByLabelText(new RegExp(`^${labels.lastName}`)), 'Kovač');
  await user.type(inForm.getByLabelText(new RegExp(`^${labels.street}`)), 'Vlaška');
  await user.type(inForm.getByLabelText(new RegExp(`^${labels.streetNo}`)), '7');
  await user.type(inForm.getByLabelText(new RegExp(`^${labels.city}`)), 'Zagreb');
  await user.type(inForm.getByLabelText(new RegExp(`^${labels.zipCode}`)), '10000');
  await user.type(inForm.getByLabelText(new RegExp(`^${labels.phone}`)), '+385 91 555 0101');
}

const ADDRESS_EN = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  street: 'Street \\*',
  streetNo: 'Street number',
  city: 'City',
  zipCode: 'ZIP code',
  phone: 'Phone',
};

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  clearCart();
  addToCart(LINEN_SHIRT, 'M');
  addToCart(WOOL_SOCKS, 'One size', { quantity: 2 });
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

describe('/checkout, as a visitor pays', () => {
  it('names every blank field, focuses the first, and asks nothing of the API', async () => {
    const { api, user } = await renderPage(<CheckoutPage />, { path: '/checkout', routes: takesTheOrder() });

    await user.click(await screen.findByRole('button', { name: 'Go to payment' }));

    const email = form().getByLabelText(/^Email/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    for (const message of [
      'Please enter a valid email address.',
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your city.',
      'Please enter your ZIP code.',
      'Please enter your Phone number.',
    ]) {
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    }
    expect(api.calls).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the cart and the address as the API takes them, then opens the payment page', async () => {
    const { api, user } = await renderPage(<CheckoutPage />, { path: '/checkout', routes: takesTheOrder() });

    // The browser's country comes chosen (en-US here), for the shopper to change.
    expect(form().getByLabelText(/^Country/)).toHaveProperty('value', 'US');
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_PAGE));
    const [checked] = api.callsTo('POST /api/orders/checkPreOrder');
    const [placed] = api.callsTo('POST /api/orders');
    expect(placed?.body).toEqual(checked?.body);
    expect(placed?.headers).toHaveProperty('saleSpotId');
    expect(placed?.body).toMatchObject({
      userEmail: 'mia@example.com',
      deliveryMethod: 'DELIVERY',
      deliveryAddress: { firstName: 'Mia', lastName: 'Kovač', city: 'Zagreb', zipCode: '10000', country: 'HR' },
    });
    expect(placed?.body).toHaveProperty('cartProducts', [
      { productId: LINEN_SHIRT.id, sizes: [{ size: 'M', quantity: 1 }] },
      { productId: WOOL_SOCKS.id, sizes: [{ size: 'One size', quantity: 2 }] },
    ]);
  });

  it('asks before placing an order with pre-ordered items, and places it once the shopper agrees', async () => {
    const { api, user } = await renderPage(<CheckoutPage />, { path: '/checkout', routes: takesTheOrder(['Linen Shirt']) });

    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Some items are on pre-order' });
    expect(within(dialog).getByText('Linen Shirt')).toBeTruthy();
    expect(api.callsTo('POST /api/orders')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes! I want my order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_PAGE));
    expect(api.callsTo('POST /api/orders')).toHaveLength(1);
  });

  it('says the API’s reason under the button, with focus on it, and stays on the page', async () => {
    const shortfall = 'Not enough stock: Linen Shirt (Oat), size M × 1: only 0 available';
    const { user } = await renderPage(<CheckoutPage />, {
      path: '/checkout',
      routes: {
        ...takesTheOrder(),
        'POST /api/orders': contract(OrderRequest, () => ({ status: 409, body: { message: shortfall } })),
      },
    });

    await fillAddress(user);
    const button = screen.getByRole('button', { name: 'Go to payment' });
    await user.click(button);

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(shortfall));
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button).toHaveProperty('disabled', false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('steps a line’s quantity and takes one typed; a quantity that is not a positive whole number is refused and sent nowhere', async () => {
    const { api, user } = await renderPage(<CheckoutPage />, { path: '/checkout', routes: takesTheOrder() });
    const socks = within(screen.getByRole('group', { name: 'Quantity of Wool Socks, Grey, size One size' }));
    const quantity = socks.getByLabelText('Quantity');

    await user.click(socks.getByRole('button', { name: 'Increase quantity of Wool Socks, Grey, size One size' }));
    expect(quantity).toHaveProperty('value', '3');
    await user.click(socks.getByRole('button', { name: 'Decrease quantity of Wool Socks, Grey, size One size' }));
    expect(quantity).toHaveProperty('value', '2');

    await user.clear(quantity);
    await user.type(quantity, '0');
    const refusal = screen.getByText('Invalid quantity. Please enter a positive number.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.getAttribute('aria-describedby')).toBe(refusal.id);
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(screen.queryByText('Invalid quantity. Please enter a positive number.')).toBeNull();
    expect(quantity).toHaveProperty('value', '5');
    expect(api.calls).toEqual([]);
  });

  it('is Croatian under /hr, with Croatia chosen and the messages in Croatian', async () => {
    const { api, user } = await renderPage(<CheckoutPage />, { path: '/hr/checkout', routes: takesTheOrder() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Naplata' })).toBeTruthy();
    expect(form().getByLabelText(/^Država/)).toHaveProperty('value', 'HR');
    await user.click(screen.getByRole('button', { name: 'Nastavi na plaćanje' }));
    expect(screen.getAllByText('Unesite ispravnu adresu e-pošte.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Unesite svoje ime.').length).toBeGreaterThan(0);
    expect(api.calls).toEqual([]);
  });
});
