import { Buffer } from 'node:buffer';
import { PAID_NOTE } from '../lambdas/invoices/invoiceDocument.ts';
import { extractText } from '../lambdas/testing/pdfText.ts';
import { foreignWords } from '../test/foreignWords.ts';
import { BACK_OFFICE_PIECE, shopperAtCheckout } from './support/backOffice.ts';
import { mailTo, officeStock, order, runAdmin } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/**
 * The purchase journey of purchase.spec.ts on the Croatian pages (docs/decisions/046–049): the
 * shopper sees Croatian from the listing to the thanks, the order keeps the language, and its
 * mails (the confirmation and the invoice) are in Croatian with links to the /hr pages, while an
 * English order's are in English. They buy the piece the journeys beside the shop's lane sell
 * (e2e/playwright.config.ts), so the shop's own journeys' stock stays theirs.
 */

const { id: PIECE, size: SIZE } = BACK_OFFICE_PIECE;
/** What the shopper pays for it: 149,00 € less its own 15 % (the price struck beside it is its 30 days' lowest). */
const PAID = '126,65 €';

/** The English catalog, size and order-state words a page's main part shows (docs/decisions/072). */
const englishOn = async (page: import('@playwright/test').Page) =>
  // biome-ignore lint/performance/useDomNodeTextContent: what the shopper sees, not the text of parts hidden from them.
  foreignWords(await page.locator('main').innerText(), 'en');

test('a shopper buys a linen shirt on the Croatian pages and gets Croatian mails and a Croatian invoice', async ({ page }) => {
  const email = `iva.${Date.now()}@example.hr`;
  if ((await officeStock(PIECE, SIZE)) < 1) await runAdmin(['stock', 'set', PIECE, SIZE, '5']);

  await page.goto('/hr/category/adult-knitwear');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/proizvod/);
  expect(await englishOn(page)).toEqual([]);
  await page.locator(`.product-card__body a[href="/hr/products/${PIECE}"]`).click();

  await expect(page).toHaveURL(new RegExp(`/hr/products/${PIECE}$`));
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).click();
  await expect(page.getByText('Molimo odaberite veličinu prije dodavanja u košaricu')).toBeVisible();
  await page.getByRole('button', { name: SIZE, exact: true }).click();
  expect(await englishOn(page)).toEqual([]);
  await page.getByRole('button', { name: 'Dodaj u košaricu' }).click();
  await page.getByRole('button', { name: 'Košarica, 1 artikl' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(PAID).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Na plaćanje' }).click();

  await expect(page).toHaveURL(/\/hr\/checkout$/);
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
  await expect(page.getByText('Unesite ispravnu adresu e-pošte.')).toBeVisible();
  // The Croatian shop starts with Croatia chosen.
  await expect(page.getByRole('combobox', { name: 'Država' })).toHaveValue('HR');
  await expect(page.getByText('Unesite svoje ime.')).toBeVisible();

  await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill(email);
  await page.getByRole('combobox', { name: 'Država' }).selectOption('HR');
  await page.getByRole('textbox', { name: 'Ime', exact: true }).fill('Iva');
  await page.getByRole('textbox', { name: 'Prezime', exact: true }).fill('Kovač');
  await page.getByRole('textbox', { name: 'Ulica', exact: true }).fill('Ilica');
  await page.getByRole('textbox', { name: 'Kućni broj', exact: true }).fill('12');
  await page.getByRole('textbox', { name: 'Grad', exact: true }).fill('Zagreb');
  await page.getByRole('textbox', { name: 'Poštanski broj', exact: true }).fill('10000');
  await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+385 91 555 0101');
  expect(await englishOn(page)).toEqual([]);
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();

  // The provider's page (the local simulator), told the shopper's language, sends her back to the Croatian pages.
  await expect(page).toHaveURL(/\/pay\//, { timeout: 15_000 });
  await expect(page.getByText(PAID).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/hr\/order-success\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Hvala Vam na narudžbi!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Natrag na početnu' })).toBeVisible();
  // Where the order stands and what it holds, in Croatian too (docs/decisions/072).
  await expect(page.locator('.order-receipt__lead')).toContainText('Plaćeno', { timeout: 15_000 });
  await expect(page.locator('.order-line__name')).not.toHaveText(BACK_OFFICE_PIECE.name);
  expect(await englishOn(page)).toEqual([]);

  const orderId = page.url().split('/').pop() as string;
  await expect.poll(async () => (await order(orderId))?.status).toBe('PAID');
  expect(await order(orderId)).toMatchObject({ email, language: 'hr' });

  const confirmation = await mailTo(email, /^Vaša narudžba .* je potvrđena$/);
  expect(confirmation.body.html).toContain('lang="hr"');
  expect(confirmation.body.text).toContain('/hr/');
  const invoice = await mailTo(email, /^Račun .* za Vašu narudžbu /);
  for (const mail of [confirmation, invoice]) expect(foreignWords(mail.body.text ?? '', 'en')).toEqual([]);
  // The invoice's PDF as mailed: Croatian to its last line (its headings carry English beside the Croatian).
  const pdf = invoice.attachments.find((a) => a.contentType === 'application/pdf');
  const text = extractText(Buffer.from(pdf?.content ?? '', 'base64'))
    .replace(/-\n/g, '-')
    .replace(/\s*\n\s*/g, ' ');
  expect(text).toContain('RAČUN');
  expect(foreignWords(text.replace(PAID_NOTE, ''), 'en')).toEqual([]);
});

test("an English order's mails stay English", async ({ page }) => {
  const email = `ema.${Date.now()}@example.hr`;
  await shopperAtCheckout(page, email);
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/pay\//, { timeout: 15_000 });
  await expect(page.getByText(PAID).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/order-success\/[a-z0-9]+$/);
  await expect(page).not.toHaveURL(/\/hr\//);

  const confirmation = await mailTo(email, /^Your order .* is confirmed$/);
  expect(confirmation.body.html).toContain('lang="en"');
  expect(confirmation.body.text).not.toContain('/hr/');
  expect(foreignWords(confirmation.body.text ?? '', 'hr')).toEqual([]);
  await mailTo(email, /invoice/i);
});
