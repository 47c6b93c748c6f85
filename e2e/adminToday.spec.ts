import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { signedInOwner } from './support/backOffice.ts';
import { guestOrder, mailsTo, mailTo, officeStock, order, runAdmin } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/*
 * The back office's Today and an order's other actions (docs/decisions/044-today-and-failed-events.md):
 * a size running low and a transfer awaited with its age on Today; staff cancel an unpaid order
 * (the customer is mailed, the stock comes back), send an invoice again, and handle a withdrawal
 * a shopper sent through /withdrawal; the audit log holds one entry per action. The alpaca jumper
 * is bought by no other journey, and its stock is left as found.
 */

const JUMPER = { id: 'adult-alpaca-jumper-heather-grey', size: 'M/L', lowSize: 'XL' };
const run = Date.now();

// The jumper's sizes as found, put back after: M/L holds 5 while the journeys buy it, XL runs low.
const found: Record<string, number> = {};
test.beforeAll(async () => {
  for (const size of [JUMPER.size, JUMPER.lowSize]) found[size] = await officeStock(JUMPER.id, size);
  await runAdmin(['stock', 'set', JUMPER.id, JUMPER.size, '5']);
});
test.afterAll(async () => {
  for (const [size, pieces] of Object.entries(found)) await runAdmin(['stock', 'set', JUMPER.id, size, String(pieces)]);
});

/** A guest's order of the jumper through the API, paid on the provider's page by card or chosen to be paid by transfer: its id. */
async function placedOrder(page: Page, request: APIRequestContext, email: string, pay: 'card' | 'transfer'): Promise<string> {
  const { url, orderId: id } = await guestOrder(request, { email, productId: JUMPER.id, size: JUMPER.size });
  await page.goto(url);
  await page.getByRole('button', { name: pay === 'card' ? 'Pay by card' : 'Pay by bank transfer' }).click();
  if (pay === 'card') await expect(page).toHaveURL(/\/order-success\/[a-z0-9]+$/);
  else await expect(page.getByTestId('transfer-amount')).toBeVisible();
  await expect.poll(async () => (await order(id))?.status, { timeout: 15_000 }).toBe(pay === 'card' ? 'PAID' : 'AWAITING_TRANSFER');
  return id;
}

/** The audit log as its owner reads it: the rows about one order. */
async function auditRows(owner: Page, orderId: string) {
  await owner.getByRole('link', { name: 'Audit log' }).click();
  return owner.getByRole('row').filter({ hasText: `order ${orderId}` });
}

test('Today shows a size running low and a transfer awaited with its age; staff cancel it, the customer is told and the stock is back', async ({
  browser,
  page: shopper,
  request,
}) => {
  test.setTimeout(120_000);
  const { page: owner, email: ownerEmail } = await signedInOwner(browser, 'Dora');
  {
    await runAdmin(['stock', 'set', JUMPER.id, JUMPER.lowSize, '1']);
    const customer = `dora.cancel.${run}@example.hr`;
    const stockBefore = await officeStock(JUMPER.id, JUMPER.size);
    const orderId = await placedOrder(shopper, request, customer, 'transfer');
    const number = (await order(orderId))?.number as string;
    expect(await officeStock(JUMPER.id, JUMPER.size)).toBe(stockBefore - 1);

    // Today: the jumper's XL among the low sizes, the order among the transfers awaited, with how long.
    await owner.getByRole('link', { name: 'Today' }).click();
    const lowStock = owner.getByRole('table', { name: 'Products with sizes running low' });
    await expect(async () => {
      await owner.reload();
      await expect(lowStock.getByRole('row').filter({ hasText: 'Alpaca Blend Jumper' }).filter({ hasText: 'Heather Grey' })).toContainText(
        `${JUMPER.lowSize}: 1`,
        { timeout: 1000 },
      );
    }).toPass({ timeout: 15_000 });
    const awaiting = owner.getByRole('table', { name: 'Orders awaiting a bank transfer' }).getByRole('row').filter({ hasText: number });
    await expect(awaiting).toContainText(/\d+ h/);
    expect(await axeViolations(owner, 'today')).toEqual([]);

    // Staff cancel it: the customer is mailed, the stock comes back.
    await awaiting.getByRole('link', { name: number }).click();
    await expect(owner.getByRole('heading', { name: `Order ${number}: AWAITING_TRANSFER` })).toBeVisible();
    expect(await axeViolations(owner, 'order awaiting transfer')).toEqual([]);
    await owner.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(owner.getByText('Done: the order is CANCELLED.')).toBeVisible();
    await expect(owner.getByRole('heading', { name: `Order ${number}: CANCELLED` })).toBeVisible();
    const mail = await mailTo(customer, new RegExp(`Your order ${number} is cancelled`));
    expect(mail.body.text).toContain('put its pieces back on the shelf');
    await expect.poll(() => officeStock(JUMPER.id, JUMPER.size)).toBe(stockBefore);
    // The order leaves Today's transfers.
    await owner.getByRole('link', { name: 'Today' }).click();
    await expect(owner.getByRole('heading', { name: /^Awaiting bank transfer/ })).toBeVisible();
    await expect(owner.getByRole('link', { name: number })).toHaveCount(0);

    const rows = await auditRows(owner, orderId);
    await expect(rows).toHaveCount(1);
    await expect(rows.filter({ hasText: 'orders.cancel' }).filter({ hasText: ownerEmail })).toHaveCount(1);
  }
});

test('staff send an invoice again and handle a withdrawal the shopper sent: refunded, shown on the order, the customer told', async ({
  browser,
  page: shopper,
  request,
}) => {
  test.setTimeout(150_000);
  const { page: owner, email: ownerEmail } = await signedInOwner(browser, 'Jana');
  const customer = `jana.withdraws.${run}@example.hr`;
  const stockBefore = await officeStock(JUMPER.id, JUMPER.size);
  const orderId = await placedOrder(shopper, request, customer, 'card');
  const { number, total } = (await order(orderId)) as { number: string; total: number };
  await mailTo(customer, new RegExp(`invoice .* for order ${number}`));

  // The invoice again: the customer gets it a second time.
  await owner.goto(`/admin/orders/${orderId}`);
  await expect(owner.getByRole('heading', { name: `Order ${number}: PAID` })).toBeVisible();
  await owner.getByRole('button', { name: 'Send the invoice again' }).click();
  await expect(owner.getByText(new RegExp(`^Invoice .+ sent again to ${customer.replaceAll('.', '\\.')}\\.$`))).toBeVisible();
  const invoices = await mailsTo(customer, new RegExp(`invoice .* for order ${number}`), 2);
  expect(invoices[1]?.body.text).toBe(invoices[0]?.body.text);

  // The shopper withdraws through /withdrawal.
  await shopper.goto('/withdrawal');
  const main = shopper.getByRole('main');
  await main.getByLabel('Order number').fill(number);
  await main.getByLabel('Your name').fill('Jana Horvat');
  await main.getByLabel(/^Email you ordered with/).fill(customer);
  await main.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(main.getByRole('status')).toBeVisible();

  // Today lists it; the order shows it; staff handle it once the jumper is back.
  await owner.getByRole('link', { name: 'Today' }).click();
  const waiting = owner.getByRole('table', { name: 'Withdrawals received and not handled' }).getByRole('row').filter({ hasText: number });
  await expect(waiting).toContainText('Jana Horvat');
  await expect(waiting).toContainText('The whole order');
  await waiting.getByRole('link', { name: number }).click();
  await expect(owner.getByRole('heading', { name: 'Withdrawals (1)' })).toBeVisible();
  expect(await axeViolations(owner, 'order with a withdrawal')).toEqual([]);
  await owner.getByRole('button', { name: 'Items back: refund and mark handled' }).click();
  await expect(owner.getByText(/^Withdrawal handled: .+ refunded, with its credit note; the customer is told by mail\.$/)).toBeVisible();
  await expect(owner.getByText(new RegExp(`^Handled .+ by ${ownerEmail.replaceAll('.', '\\.')}: `))).toBeVisible();
  await expect(owner.getByRole('heading', { name: `Order ${number}: REFUNDED` })).toBeVisible();
  await mailTo(customer, new RegExp(`refund for order ${number}: credit note`));
  await expect.poll(async () => (await order(orderId))?.refunded).toBe(total);
  // Handled: gone from Today.
  await owner.getByRole('link', { name: 'Today' }).click();
  await expect(owner.getByRole('heading', { name: /^Withdrawals to handle/ })).toBeVisible();
  await expect(owner.getByRole('link', { name: number })).toHaveCount(0);

  const rows = await auditRows(owner, orderId);
  // The refund is written with its move, the handling of the statement beside it.
  await expect(rows).toHaveCount(3);
  for (const action of ['orders.resendInvoice', 'orders.refund', 'withdrawals.handle']) {
    await expect(rows.filter({ hasText: action }).filter({ hasText: ownerEmail })).toHaveCount(1);
  }
  // The jumper came back ("The pieces came back" stays ticked): it is on the shelf again.
  await expect.poll(() => officeStock(JUMPER.id, JUMPER.size)).toBe(stockBefore);
});
