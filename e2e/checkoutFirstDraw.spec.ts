import { DEMO_ADDRESS, DEMO_CUSTOMER } from './support/shop.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The checkout is drawn from what the browser holds (the cart, the tab's memory) as soon as its
 * code is there; the account, which comes from the API, fills in what the customer has not typed
 * and never wipes what she has (docs/decisions/085-checkout-from-the-browser.md). The account's
 * answer is held back here for as long as the journey needs, as on a weak phone connection.
 */

const SOCKS = { id: 'adult-wool-socks-oat', size: '36-38', name: 'Wool Socks' }; // 40 in the office

async function putInCart(page: Page) {
  await page.goto(`/products/${SOCKS.id}`);
  await page.getByRole('button', { name: new RegExp(`^${SOCKS.size}`) }).click();
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
}

/** The demo customer logged in, socks in her cart, and her account's answer held until `release`. */
async function customerWithSlowAccount(page: Page): Promise<{ release: () => void }> {
  const login = await page.request.post('/api/auth/login', { data: DEMO_CUSTOMER });
  const { token } = (await login.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await putInCart(page);
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/me', async (route) => {
    await answered;
    await route.continue();
  });
  return { release };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('before the account answers, the form and the cart are there to type into; what was typed stays and the rest is filled in', async ({
  page,
}) => {
  const { release } = await customerWithSlowAccount(page);
  await page.goto('/checkout');

  // Drawn from the browser's cart while the account is still on its way.
  await expect(field(page, 'First name')).toBeEditable();
  await expect(field(page, 'Street')).toBeEditable();
  await expect(page.locator('.checkout-lines').getByText(SOCKS.name, { exact: true })).toBeVisible();
  await expect(page.locator('.totals__row--total')).toContainText('€');
  // The email is the account's: not open to typing its answer would replace.
  await expect(field(page, 'Email')).toBeDisabled();
  await field(page, 'First name').fill('Ivana');

  release();
  await expect(field(page, 'Email')).toHaveValue(DEMO_CUSTOMER.email);
  await expect(field(page, 'Street')).toHaveValue(DEMO_ADDRESS.street);
  await expect(field(page, 'City')).toHaveValue(DEMO_ADDRESS.city);
  await expect(field(page, 'Last name')).toHaveValue(DEMO_ADDRESS.lastName);
  await expect(field(page, 'First name')).toHaveValue('Ivana');
});

test('"Go to payment" pressed before the account answers says Loading... and sends the order with the account\'s email and address', async ({
  page,
}) => {
  const { release } = await customerWithSlowAccount(page);
  await page.goto('/checkout');
  // The payment page is not opened: only what the order would be sent with matters here.
  await page.route('**/api/orders', (route) => route.abort());
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders');

  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  release();

  const order = (await sent).postDataJSON() as { userEmail: string; deliveryAddress: Record<string, string> };
  expect(order.userEmail).toBe(DEMO_CUSTOMER.email);
  expect(order.deliveryAddress).toMatchObject({ firstName: 'Ana', street: 'Ilica', streetNo: '12', city: 'Zagreb', country: 'HR' });
  await expect(page.getByText('The payment page could not be opened. Please try again.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
});
