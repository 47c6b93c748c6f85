import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { officeStock, runAdmin } from './shop.ts';
import { expect } from './test.ts';

/**
 * Staff at the back office (docs/decisions/036-back-office.md), as the journeys of its desks
 * need them: the first owner made by the command line, an invitation accepted in the browser
 * with the codes of an authenticator app made here from the secret the invitation shows.
 */

export const STAFF_PASSWORD = 'packing-table-2026';

/** The code of the authenticator app: of the step `stepsAhead` from now (a code is good once per step). */
export const codeOf = (secret: string, stepsAhead = 0) => codeAt(secret, Date.now() + stepsAhead * 30_000);

const codeAt = (secret: string, timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** When each secret's account was set up: its code of then was used, and is never good again. */
const setUpAt = new Map<string, number>();

/** The code an account was set up with: refused from then on, used once, or too old. */
export const usedCodeOf = (secret: string) => codeAt(secret, setUpAt.get(secret) ?? Number.NaN);

/** The first owner, from the command line: the invitation's link. */
export async function createOwner(email: string, name = 'Ana Owner'): Promise<string> {
  return (await runAdmin(['staff', 'create', email, '--name', name])).trim();
}

/** Opens an invitation's link, enrols the authenticator and chooses the password: the new account is signed in. Its TOTP secret. */
export async function acceptInvitation(page: Page, link: string, options: { checkRefusals?: boolean } = {}): Promise<string> {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up your back-office account' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the authenticator key below' })).toBeVisible();
  const uri = (await page.getByTestId('otpauth-uri').textContent()) ?? '';
  const secret = new URL(uri).searchParams.get('secret') as string;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  if (options.checkRefusals) {
    expect(await axeViolations(page, 'invitation')).toEqual([]);
    await page.getByLabel('Password (at least 12 characters)').fill('short');
    await page.getByLabel('Password again').fill('short');
    await page.getByLabel('6-digit code from your authenticator app').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Set up my account' }).click();
    await expect(page.getByText('The password must be at least 12 characters.')).toBeVisible();
  }
  await page.getByLabel('Password (at least 12 characters)').fill(STAFF_PASSWORD);
  await page.getByLabel('Password again').fill(STAFF_PASSWORD);
  const now = Date.now();
  setUpAt.set(secret, now);
  await page.getByLabel('6-digit code from your authenticator app').fill(codeAt(secret, now));
  await page.getByRole('button', { name: 'Set up my account' }).click();
  // The password is hashed at the shop's full cost (scrypt): seconds on a busy two-core machine.
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible({ timeout: 15_000 });
  return secret;
}

/** A page of its own (another device at the packing table), at the shop. */
export async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: process.env.E2E_SHOP_URL })).newPage();
}

/** A new owner, made by the command line and signed in on a page of their own: the page and their email. */
export async function signedInOwner(browser: Browser, name: string): Promise<{ page: Page; email: string; secret: string }> {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@tkanica.hr`;
  const page = await newPage(browser);
  const secret = await acceptInvitation(page, await createOwner(email, name));
  return { page, email, secret };
}

/**
 * What the second lane's journeys sell: a jumper no journey of the shop's own buys, reads the stock
 * of or counts, so they can run beside the shop's (e2e/playwright.config.ts).
 */
export const BACK_OFFICE_PIECE = { id: 'adult-alpaca-jumper-rust', name: 'Alpaca Blend Jumper', size: 'M/L' } as const;

/** The jumper on the shelf again when the lane's journeys have sold it out (they run one at a time). */
export async function pieceInStock(): Promise<void> {
  if ((await officeStock(BACK_OFFICE_PIECE.id, BACK_OFFICE_PIECE.size)) < 1) {
    await runAdmin(['stock', 'set', BACK_OFFICE_PIECE.id, BACK_OFFICE_PIECE.size, '5']);
  }
}

/** A shopper's cart of one jumper at the checkout, the delivery in Zagreb filled in, as a shopper fills it. */
export async function shopperAtCheckout(page: Page, email: string): Promise<void> {
  await pieceInStock();
  await page.goto(`/products/${BACK_OFFICE_PIECE.id}`);
  await page.getByRole('button', { name: BACK_OFFICE_PIECE.size, exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeVisible();
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
}
