import { expect, type Page, test } from './support/test.ts';
import { invoice, order } from './support/shop.ts';

// 79,00 € with 25 % Croatian VAT; not the Oat colour, whose few pieces of M other journeys count on.
const SHIRT = { id: 'adult-linen-shirt-sage', size: 'M' };

async function shirtToCheckout(page: Page) {
  await page.goto(`/products/${SHIRT.id}`);
  await page.getByRole('button', { name: SHIRT.size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
}

async function fillDelivery(page: Page, email: string, country: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('combobox', { name: 'Country' }).selectOption(country);
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Mia');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Novak');
  await page.getByRole('textbox', { name: 'Street', exact: true }).fill('Main Street');
  await page.getByRole('textbox', { name: 'Street number', exact: true }).fill('5');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(country === 'HR' ? 'Zagreb' : 'Boston');
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill(country === 'HR' ? '10000' : '02108');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 617 555 0100');
}

const total = (page: Page) => page.locator('.totals__row--total').getByRole('definition');

test('a shopper in the United States sees the price without VAT before paying, and is charged and invoiced it', async ({ page }) => {
  const email = `mia.${Date.now()}@example.com`;
  await shirtToCheckout(page);
  // The browser's region (en-US) is preselected: the price without VAT shows before anything is typed.
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  await expect(page.getByTestId('vat-treatment')).toHaveText(
    'Delivery outside the EU: prices without VAT (export, 0 % VAT). Import VAT and duties may be charged on delivery.',
  );
  await page.getByRole('combobox', { name: 'Country' }).selectOption('HR');
  await expect(page.getByTestId('vat-treatment')).toHaveText('Prices include 25 % VAT.');
  await expect(total(page)).toHaveText('79,00 €');

  await fillDelivery(page, email, 'US');
  // An export: 79,00 € less 25 % VAT is 63,20 €, and 25,00 € shipping 20,00 €.
  await expect(page.getByTestId('vat-treatment')).toHaveText(
    'Delivery outside the EU: prices without VAT (export, 0 % VAT). Import VAT and duties may be charged on delivery.',
  );
  const line = page.getByRole('region', { name: 'Your order' }).getByRole('listitem').filter({ hasText: 'Linen Shirt' });
  await expect(line.getByText('63,20 €')).toBeVisible();
  await expect(total(page)).toHaveText('83,20 €');

  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page.getByText('Linen Shirt (Sage), M · 0 % VAT (export outside the EU)')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('total')).toHaveText('83,20 €');
  await page.getByRole('button', { name: 'Pay by card' }).click();

  await expect(page).toHaveURL(/\/order-success\/[a-z0-9]+$/);
  const orderId = page.url().split('/').pop() as string;
  await expect.poll(async () => (await order(orderId))?.invoiceId, { timeout: 10_000 }).toBeTruthy();
  const paid = await order(orderId);
  expect(paid).toMatchObject({ total: 8320, shipping: 2000, vatTreatment: { scheme: 'EXPORT', country: 'US', rate: 0 } });
  const issued = await invoice(paid?.invoiceId);
  expect(issued?.document).toMatchObject({ vat: [], exempt: 8320, totalToPay: 8320 });
  expect(issued?.document.buyer.addressLines).toContain('United States');
});

test('a guest buys for a company: a wrong OIB is refused at checkout, the right one gives an R1 invoice', async ({ page }) => {
  const email = `nabava.${Date.now()}@example.hr`;
  await shirtToCheckout(page);
  await fillDelivery(page, email, 'HR');
  await expect(page.getByTestId('vat-treatment')).toHaveText('Prices include 25 % VAT.');

  await page.getByRole('checkbox', { name: 'Buying for a company' }).check();
  await page.getByRole('textbox', { name: 'Company name' }).fill('Čipka i ćilim j.d.o.o.');
  await page.getByRole('textbox', { name: 'OIB' }).fill('69435151531');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page.getByText('Please enter the company’s OIB: 11 digits, the last a check digit.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'OIB' })).toBeFocused();

  await page.getByRole('textbox', { name: 'OIB' }).fill('69435151530');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page.getByTestId('total')).toHaveText('79,00 €', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Pay by card' }).click();

  await expect(page).toHaveURL(/\/order-success\/[a-z0-9]+$/);
  const orderId = page.url().split('/').pop() as string;
  await expect.poll(async () => (await order(orderId))?.invoiceId, { timeout: 10_000 }).toBeTruthy();
  const paid = await order(orderId);
  expect(paid?.company).toEqual({ name: 'Čipka i ćilim j.d.o.o.', oib: '69435151530' });
  const issued = await invoice(paid?.invoiceId);
  expect(issued?.document).toMatchObject({
    r1: true,
    buyer: { company: { name: 'Čipka i ćilim j.d.o.o.', oib: '69435151530' } },
    vat: [{ rate: 2500, base: 6320, tax: 1580, gross: 7900 }],
  });
});
