import { get as httpsGet } from 'node:https';
import { expect, test } from './support/test.ts';
import { invoice, mailTo, officeStock, order } from './support/shop.ts';

const SHIRT = 'adult-linen-shirt-oat';

test('a shopper buys a linen shirt by card, sees the thanks and gets the invoice', async ({ page }) => {
  const stockBefore = await officeStock(SHIRT, 'M');
  const email = `ana.${Date.now()}@example.hr`;

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Shop New Arrivals' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit Our Store' }).or(page.getByText('Visit Our Store'))).toBeVisible();

  // The header's category menu comes with the storefront; until then the category is opened by its address.
  await page.goto('/category/adult-tops');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tops');
  await expect(page).toHaveTitle(/Tops.*Tkanica/);
  await page.locator('.product-card', { hasText: 'Oat' }).getByRole('link', { name: 'Linen Shirt' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Linen Shirt' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Please select a size before adding to cart')).toBeVisible();
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Linen Shirt', { exact: true })).toBeVisible();
  await expect(drawer.getByText('79,00 €').first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  // The country starts as the browser's region (Playwright's browser speaks en-US): no message for it.
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  await expect(page.getByText('Please enter your street name and number.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('HR');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Horvat');
  await page.getByRole('textbox', { name: 'Street', exact: true }).fill('Ilica');
  await page.getByRole('textbox', { name: 'Street number', exact: true }).fill('12');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Zagreb');
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('10000');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+385 91 555 0100');
  await page.getByRole('button', { name: 'Go to payment' }).click();

  // The payment page hosted by the payment provider (the local simulator).
  await expect(page.getByText('79,00 €').first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Pay by card' }).click();

  await expect(page).toHaveURL(/\/order-success\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for ordering!' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Linen Shirt', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();

  const orderId = page.url().split('/').pop() as string;
  await expect.poll(async () => (await order(orderId))?.status).toBe('PAID');
  const paid = await order(orderId);
  expect(paid).toMatchObject({ email, total: 7900, paymentMethod: 'CARD' });
  expect(await officeStock(SHIRT, 'M')).toBe(stockBefore - 1);

  const mail = await mailTo(email, /invoice/i);
  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf?.filename).toMatch(/\.pdf$/);
  expect(pdf?.size).toBeGreaterThan(1000);
  const issued = await invoice(paid?.invoiceId);
  expect(mail.subject).toContain(issued?.document.number);
  // Fiscalised: CIS (the local simulator) took the receipt with its ZKI and its JIR is on the invoice.
  const receipts = JSON.parse(await simulatorGet('/_simulator/receipts')) as { number: string; zki: string; jir: string }[];
  const receipt = receipts.find((r) => r.number === issued?.document.number);
  expect(receipt?.zki).toBe(issued?.document.fiscal?.zki);
  expect(issued?.document.fiscal?.jir).toBe(receipt?.jir);
});

/**
 * Reads the CIS simulator's record. It speaks TLS with a certificate of the run's test CA (made
 * in the run's data directory); whether the shop trusts it rightly is local/simulators/cis's test, so
 * this reader takes the simulator's word as it is.
 */
function simulatorGet(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    httpsGet(`${process.env.E2E_FISCAL_URL}${path}`, { rejectUnauthorized: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    }).on('error', reject);
  });
}
