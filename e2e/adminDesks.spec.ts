import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { shopperAtCheckout, signedInOwner } from './support/backOffice.ts';
import { DEMO_CUSTOMER, mailTo } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/*
 * The back office's codes and gift cards, reviews, messages and newsletter desks
 * (docs/decisions/042): what staff do there, what shoppers then see, and one audit entry per
 * change, read on the owner's Audit log page.
 */

const run = Date.now();
const CODE_REFUSED = 'Looks like this code is playing hide and seek with us. Can you try a different one?';
const REVIEWED = 'adult-linen-wrap-dress-sage';

/** The audit log's rows of one action on one subject. */
async function auditRows(page: Page, action: string, subject: string) {
  await page.goto('/admin/audit');
  const rows = page.getByRole('table', { name: 'Staff actions, newest first' }).getByRole('row');
  await expect(rows.first()).toBeVisible();
  return rows.filter({ hasText: action }).filter({ hasText: subject });
}

async function applyCode(page: Page, code: string) {
  const discountCode = page.getByRole('textbox', { name: 'Discount code' });
  await discountCode.fill(code);
  await page.locator('form').filter({ has: discountCode }).getByRole('button', { name: 'Apply' }).click();
}

test('staff create a discount code a shopper pays with, then disable it and the checkout refuses it; a gift card shows its balance', async ({
  page: shopper,
  browser,
}) => {
  test.setTimeout(180_000);
  const { page: staff } = await signedInOwner(browser, 'Codes');
  const code = `WINTER${String(run).slice(-6)}`;
  await staff.getByRole('link', { name: 'Codes & gift cards' }).click();
  await expect(staff.getByRole('heading', { name: 'Codes & gift cards', level: 1 })).toBeVisible();
  // The command line's checks, field by field; nothing is written.
  const codeForm = staff.getByRole('form', { name: 'New discount code' });
  await codeForm.getByLabel(/^Name/).fill('x');
  await codeForm.getByLabel('Percent off').fill('0');
  await codeForm.getByRole('button', { name: 'Create discount code' }).click();
  await expect(codeForm.getByText('Enter a name of 3 to 40 letters, digits, - or _.')).toBeVisible();
  await expect(codeForm.getByText('The percent is a whole number from 1 to 100.')).toBeVisible();
  expect(await axeViolations(staff, 'codes and gift cards')).toEqual([]);
  await codeForm.getByLabel(/^Name/).fill(code.toLowerCase());
  await codeForm.getByLabel('Percent off').fill('10');
  await codeForm.getByRole('button', { name: 'Create discount code' }).click();
  await expect(staff.getByText(`Discount code ${code} is created: 10% off.`)).toBeVisible();

  // A shopper pays with it. The rust jumper is on sale at −15 %, which the code's 10 % does not
  // beat (discounts do not stack), and the shopper is told so rather than that 10 % came off.
  await shopperAtCheckout(shopper, `iva.${run}@example.hr`);
  await applyCode(shopper, code);
  await expect(shopper.getByText(`Code ${code} lowers nothing here. Sale items keep their sale price.`)).toBeVisible();
  await shopper.getByRole('button', { name: 'Go to payment' }).click();
  await shopper.getByRole('button', { name: 'Pay by card' }).click({ timeout: 15_000 });
  await expect(shopper).toHaveURL(/\/order-success\/[a-z0-9]+$/);
  await staff.reload();
  const codeRow = staff.getByRole('table', { name: 'Discount codes' }).getByRole('row').filter({ hasText: code });
  await expect(codeRow.getByRole('cell').nth(5)).toHaveText('1');

  // Disabled: the next shopper is told what an unknown code gets, and the list keeps its use.
  await codeRow.getByRole('button', { name: `Disable ${code}` }).click();
  await expect(staff.getByText(`${code} is disabled: the checkout refuses it from now on.`)).toBeVisible();
  await expect(codeRow.getByRole('cell').nth(6)).toHaveText('disabled');
  await shopperAtCheckout(shopper, `ana.${run}@example.hr`);
  await applyCode(shopper, code);
  await expect(shopper.getByText(CODE_REFUSED)).toBeVisible();

  // A gift card of 25 €, with its balance.
  const cardForm = staff.getByRole('form', { name: 'New gift card' });
  await cardForm.getByLabel(/^Amount in euros/).fill('25,00');
  await cardForm.getByRole('button', { name: 'Create gift card' }).click();
  const created = staff.getByText(/^Gift card GC-[0-9A-Z-]+ is created, worth 25,00\s€\.$/);
  await expect(created).toBeVisible();
  const card = /GC-[0-9A-Z-]+/.exec((await created.textContent()) ?? '')?.[0] as string;
  const cardRow = staff.getByRole('table', { name: 'Gift cards' }).getByRole('row').filter({ hasText: card });
  // formatEuro's de-DE form: a no-break space before the sign.
  await expect(cardRow.getByRole('cell').nth(1)).toHaveText(/^25,00\s€$/);

  await expect(await auditRows(staff, 'codes.create', `discountCode ${code}`)).toHaveCount(1);
  await expect(await auditRows(staff, 'codes.disable', `discountCode ${code}`)).toHaveCount(1);
  await expect(await auditRows(staff, 'giftCards.create', `giftCard ${card}`)).toHaveCount(1);
});

test('staff hide a review with a reason and it leaves the product page and its rating; shown again, it is back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const text = `Scratchy collar, ${run}.`;
  const login = await page.request.post('/api/auth/login', { data: DEMO_CUSTOMER });
  const { token } = (await login.json()) as { token: string };
  const added = await page.request.post(`/api/products/${REVIEWED}/addReview`, {
    headers: { authorization: `Bearer ${token}` },
    data: { stars: 2, description: text },
  });
  expect(added.status(), await added.text()).toBe(201);
  const rating = () => page.getByRole('link', { name: /^Rated \d\.\d out of 5|^No reviews yet$/ });
  await expect(async () => {
    await page.goto(`/products/${REVIEWED}`);
    await expect(page.getByText(text)).toBeVisible({ timeout: 2_000 });
    await expect(rating()).toHaveText(/2\.0\s*\(1 review\)/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const { page: staff } = await signedInOwner(browser, 'Reviews');
  await staff.getByRole('link', { name: 'Reviews' }).click();
  await expect(staff.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const review = staff.getByRole('listitem').filter({ hasText: text });
  await review.getByRole('button', { name: /^Hide the review by/ }).click();
  await expect(review.getByText('Say why, for the next person who reads it.')).toBeVisible();
  expect(await axeViolations(staff, 'reviews')).toEqual([]);
  await review.getByLabel('Why hide it').fill('Names another customer.');
  await review.getByRole('button', { name: /^Hide the review by/ }).click();
  await expect(staff.getByText(/is hidden from the shop\.$/)).toBeVisible();
  await expect(review.getByText(/^Hidden by .+: Names another customer\.$/)).toBeVisible();

  await expect(async () => {
    await page.goto(`/products/${REVIEWED}`);
    await expect(rating()).toHaveText('No reviews yet', { timeout: 2_000 });
    await expect(page.getByText(text)).toHaveCount(0);
  }).toPass({ timeout: 30_000 });
  const search = await page.request.post('/api/reviews/search', { data: { productId: REVIEWED, size: 5, start: 0 } });
  expect(await search.json()).toEqual({ data: [], total: 0 });

  await review.getByLabel('Why show it again (optional)').fill('Edited by the customer.');
  await review.getByRole('button', { name: /^Show the review by/ }).click();
  await expect(staff.getByText(/is shown again\.$/)).toBeVisible();
  await expect(async () => {
    await page.goto(`/products/${REVIEWED}`);
    await expect(page.getByText(text)).toBeVisible({ timeout: 2_000 });
    await expect(rating()).toHaveText(/2\.0\s*\(1 review\)/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  await expect(await auditRows(staff, 'reviews.hide', `review ${REVIEWED}/`)).toHaveCount(1);
  await expect(await auditRows(staff, 'reviews.show', `review ${REVIEWED}/`)).toHaveCount(1);
});

test('a shopper’s contact message reaches the inbox, where staff open it and mark it handled', async ({ page, browser }) => {
  const text = `Do you make the wrap dress in XL? (${run})`;
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ana.horvat@example.hr');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Horvat');
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('.toast', { hasText: 'Sent successfully!' })).toBeVisible();

  const { page: staff } = await signedInOwner(browser, 'Messages');
  await staff.getByRole('link', { name: 'Messages' }).click();
  await expect(staff.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('Ana Horvat <ana.horvat@example.hr>');
  expect(await axeViolations(staff, 'messages')).toEqual([]);
  await row.getByRole('link').click();
  await expect(staff.getByRole('heading', { name: 'From Ana Horvat', level: 1 })).toBeVisible();
  await expect(staff.getByText(text)).toBeVisible();
  expect(await axeViolations(staff, 'message')).toEqual([]);
  await staff.getByRole('button', { name: 'Mark handled' }).click();
  await expect(staff.getByText('The message is marked handled.')).toBeVisible();
  await expect(staff.getByText(/^Handled by messages\..+, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/)).toBeVisible();
  const id = staff.url().split('/').pop() as string;

  await staff.getByRole('link', { name: 'Back to the messages' }).click();
  await expect(staff.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: text })).toHaveCount(0);
  await staff.getByLabel('Show handled messages too').check();
  await expect(staff.getByRole('row').filter({ hasText: text })).toContainText('by messages.');

  await expect(await auditRows(staff, 'messages.handled', `message ${id}`)).toHaveCount(1);
});

test('an owner downloads the newsletter’s confirmed subscribers as CSV', async ({ page, browser }) => {
  // A subscription by mail, an owner's sign-in and a download: about 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = `reader.${run}.${test.info().retry}@example.hr`;
  await page.goto('/about-us');
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('textbox', { name: 'E-mail for the newsletter' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Successfully subscribed to the newsletter!')).toBeVisible();
  const confirmation = await mailTo(email, /confirm your Tkanica newsletter subscription/);
  const link = /https?:\/\/[^\s]+(\/newsletter\/confirm\/[A-Za-z0-9_-]+)/.exec(confirmation.body.text ?? '')?.[1] as string;
  await page.goto(link);
  await expect(page.getByText('Your subscription is confirmed. Welcome to the Tkanica newsletter!')).toBeVisible();

  const { page: owner, email: ownerEmail } = await signedInOwner(browser, 'Newsletter');
  await owner.getByRole('link', { name: 'Newsletter' }).click();
  await expect(owner.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
  await expect(owner.getByRole('table', { name: 'Confirmed subscribers' }).getByRole('row').filter({ hasText: email })).toHaveCount(1);
  expect(await axeViolations(owner, 'newsletter')).toEqual([]);
  const [download] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('button', { name: 'Download the subscribers as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(csv).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('email,confirmedAt');
  expect(lines.filter((line) => line.startsWith(`${email},`))).toHaveLength(1);
  // This owner's one export: an earlier try's owner is another.
  await expect((await auditRows(owner, 'newsletter.export', 'newsletter subscribers')).filter({ hasText: ownerEmail })).toHaveCount(1);
});
