import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import {
  acceptInvitation,
  codeOf,
  createOwner,
  newPage,
  STAFF_PASSWORD,
  shopperAtCheckout,
  signedInOwner,
  usedCodeOf,
} from './support/backOffice.ts';
import { mailsTo, mailTo, order } from './support/shop.ts';
import { expect, test } from './support/test.ts';

/*
 * The back office (docs/decisions/036-back-office.md): the first owner from the command line,
 * who invites a staff member from the browser; staff pack, ship and refund in part a shopper's
 * order, the customer gets each mail; the owner reads one audit entry per action. The codes of
 * the authenticator app are made here from the secret the invitation shows, as a phone would.
 */

const run = Date.now();

/** A shopper's order of the back office's jumper, paid by card: its id. */
async function paidOrder(page: Page, email: string): Promise<string> {
  await shopperAtCheckout(page, email);
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

  // More than staff may refund (decision 063): an owner's to do.
  await staff.getByLabel(/^Amount in euros/).fill('1000,00');
  await staff.getByRole('button', { name: 'Refund' }).click();
  await expect(staff.getByText(/^Only an owner may refund more than 100,00\s€\.$/).first()).toBeVisible();
  await staff.getByLabel(/^Amount in euros/).fill('10,00');
  await staff.getByRole('button', { name: 'Refund' }).click();
  await expect(staff.getByText('Done: the order is PARTLY_REFUNDED.')).toBeVisible();
  await mailTo(customer, new RegExp(`refund for order ${number}: credit note`));
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
  // The code the account was set up with is good no more, whenever this runs.
  await page.getByLabel('6-digit code from your authenticator app').fill(usedCodeOf(ownerSecret));
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

test('an owner disables a staff member, whose session ends at once, and invites them anew with a new authenticator', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page: owner } = await signedInOwner(browser, 'Mira');
  const email = `luka.${run}@tkanica.hr`;
  await owner.getByRole('link', { name: 'Staff' }).click();
  await owner.getByLabel('Name').fill('Luka');
  await owner.getByLabel('Email').fill(email);
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  // The link of the nth invitation mail to Luka.
  const link = async (nth: number) => {
    const mail = (await mailsTo(email, /back-office account/, nth))[nth - 1];
    return /https?:\/\/\S+\/admin\/invitation\/\S+/.exec(mail?.body.text ?? '')?.[0] as string;
  };
  const staff = await newPage(browser);
  const firstSecret = await acceptInvitation(staff, await link(1));

  // The owner cannot lock themselves out; another's account is theirs to disable.
  await expect(owner.getByRole('row').filter({ hasText: 'Mira' })).toContainText('You');
  await owner.reload();
  await owner.getByRole('button', { name: 'Disable Luka' }).click();
  await expect(owner.getByText(`${email} is disabled: signed out everywhere, and cannot sign in.`)).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: email })).toContainText('DISABLED');
  expect(await axeViolations(owner, 'staff')).toEqual([]);

  // Luka's open tab is signed out at its next call; the password and app open nothing.
  await staff.getByRole('link', { name: 'Orders' }).click();
  await expect(staff.getByRole('heading', { name: 'Back office: sign in' })).toBeVisible();
  await staff.getByLabel('Email').fill(email);
  await staff.getByLabel('Password').fill(STAFF_PASSWORD);
  await staff.getByLabel('6-digit code from your authenticator app').fill(codeOf(firstSecret, 1));
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('alert')).toHaveText('Invalid email, password or code.');

  // Invited anew: a new link, a new secret for the app, and Luka is back.
  await owner.getByRole('button', { name: 'Invite Luka anew' }).click();
  await expect(owner.getByText(new RegExp(`${email} is invited anew`))).toBeVisible();
  const secondSecret = await acceptInvitation(staff, await link(2));
  expect(secondSecret).not.toBe(firstSecret);
});
