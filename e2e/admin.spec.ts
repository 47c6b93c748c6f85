import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { acceptInvitation, codeOf, createOwner, newPage, STAFF_PASSWORD } from './support/backOffice.ts';
import { mailTo, order } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/*
 * The back office (docs/decisions/036-back-office.md): the first owner from the command line,
 * who invites a staff member from the browser; staff pack, ship and refund in part a shopper's
 * order, the customer gets each mail; the owner reads one audit entry per action. The codes of
 * the authenticator app are made here from the secret the invitation shows, as a phone would.
 */

const run = Date.now();

/** A shopper's order of a linen shirt, paid by card: its id. */
async function paidOrder(page: Page, email: string): Promise<string> {
  await page.goto('/products/adult-linen-shirt-oat');
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('HR');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Iva');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Kovač');
  await page.getByRole('textbox', { name: 'Street', exact: true }).fill('Ilica');
  await page.getByRole('textbox', { name: 'Street number', exact: true }).fill('12');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Zagreb');
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('10000');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+385 91 555 0100');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await page.getByRole('button', { name: 'Pay by card' }).click({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/order-success\/[a-z0-9]+$/);
  const orderId = page.url().split('/').pop() as string;
  await expect.poll(async () => (await order(orderId))?.status).toBe('PAID');
  return orderId;
}

test('an owner invites staff, who pack, ship and refund an order; the owner reads each action in the audit log', async ({
  page: shopper,
  browser,
}) => {
  test.setTimeout(180_000);
  // Owner and staff each at their own device; the shopper's page waits for prerendered pages to hydrate.
  const page = await newPage(browser);
  const ownerEmail = `owner.${run}@tkanica.hr`;
  const staffEmail = `vesna.${run}@tkanica.hr`;
  const customer = `iva.${run}@example.hr`;

  // The first owner, from the command line; the page is not for search engines.
  const ownerSecret = await acceptInvitation(page, await createOwner(ownerEmail), { checkRefusals: true });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

  // The owner invites a staff member from the browser.
  await page.getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('A name is required.')).toBeVisible();
  await page.getByLabel('Name').fill('Vesna');
  await page.getByLabel('Email').fill(staffEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${staffEmail} is invited`)).toBeVisible();
  const invitation = await mailTo(staffEmail, /back-office account/);
  const link = /https?:\/\/\S+\/admin\/invitation\/\S+/.exec(invitation.body.text ?? '')?.[0] as string;

  const staff = await newPage(browser);
  await acceptInvitation(staff, link);
  await expect(staff.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  expect(await axeViolations(staff, 'today')).toEqual([]);

  // A shopper orders; staff find it on Today and pack, ship and refund part of it.
  const orderId = await paidOrder(shopper, customer);
  const { number } = (await order(orderId)) as { number: string };
  await staff.reload();
  await staff.getByRole('link', { name: number }).click();
  await expect(staff.getByRole('heading', { name: `Order ${number}: PAID` })).toBeVisible();
  expect(await axeViolations(staff, 'order')).toEqual([]);
  await staff.getByRole('button', { name: 'Packed' }).click();
  await expect(staff.getByText('Done: the order is PACKED.')).toBeVisible();
  await mailTo(customer, new RegExp(`Your order ${number} is packed`));

  await staff.getByLabel('Carrier').fill('GLS');
  await staff.getByLabel('Tracking link').fill('http://gls.example/parcel/1');
  await staff.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(staff.getByText('The tracking link is the carrier’s https address of this parcel.')).toBeVisible();
  const tracking = `https://gls-group.com/HR/hr/pracenje-posiljaka?match=${run}`;
  await staff.getByLabel('Tracking link').fill(tracking);
  await staff.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(staff.getByText('Done: the order is SHIPPED.')).toBeVisible();
  expect((await mailTo(customer, new RegExp(`Your order ${number} is on its way`))).body.text).toContain(tracking);

  await staff.getByLabel(/^Amount in euros/).fill('1000,00');
  await staff.getByRole('button', { name: 'Refund' }).click();
  await expect(staff.getByRole('alert')).toContainText('exceeds what was paid and not yet refunded');
  await staff.getByLabel(/^Amount in euros/).fill('10,00');
  await staff.getByRole('button', { name: 'Refund' }).click();
  await expect(staff.getByText('Done: the order is PARTLY_REFUNDED.')).toBeVisible();
  await mailTo(customer, new RegExp(`A refund for your order ${number}`));
  await expect.poll(async () => (await order(orderId))?.refunded).toBe(1000);
  // The payment provider (the simulator) made the refund.
  const refunds = async () =>
    (await (await fetch(`${process.env.E2E_SIMULATOR_URL}/refunds`)).json()) as { amount: number; created: number }[];
  await expect.poll(async () => (await refunds()).filter((r) => r.amount === 1000 && r.created >= Math.floor(run / 1000)).length).toBe(1);

  // The owner signs out, signs in again with a later code, and reads one entry per action.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Back office: sign in' })).toBeVisible();
  expect(await axeViolations(page, 'sign in')).toEqual([]);
  await page.getByLabel('Email').fill(ownerEmail);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('6-digit code from your authenticator app').fill(codeOf(ownerSecret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email, password or code.');
  await page.getByLabel('6-digit code from your authenticator app').fill(codeOf(ownerSecret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Audit log' }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: `order ${orderId}` })).toHaveCount(3);
  for (const action of ['orders.packed', 'orders.shipped', 'orders.refund']) {
    await expect(rows.filter({ hasText: action }).filter({ hasText: staffEmail })).toHaveCount(1);
  }
  await expect(rows.filter({ hasText: 'staff.invite' }).filter({ hasText: ownerEmail })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'staff.invite' }).filter({ hasText: 'npm run admin' })).not.toHaveCount(0);
});
