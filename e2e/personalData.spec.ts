import { readFileSync } from 'node:fs';
import { expect, type Page, test } from './support/test.ts';
import { item, mailTo } from './support/shop.ts';

const PASSWORD = 'linen-and-wool-2026';

const registration = (email: string) => ({
  firstName: 'Lea',
  lastName: 'Babić',
  email,
  birthDate: Date.UTC(1991, 5, 3),
  gender: 'F',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  newsletterSubscription: false,
  hasChildren: false,
  expectingBaby: false,
  address: {
    firstName: 'Lea',
    lastName: 'Babić',
    street: 'Tkalčićeva',
    streetNo: '3',
    city: 'Zagreb',
    country: 'HR',
    zipCode: '10000',
    phone: '+385 91 555 0177',
  },
  acceptTerms: true,
});

/** The path of the activation link in the newest "Confirm your account" mail to this address. */
async function activationPath(email: string): Promise<string> {
  const mail = await mailTo(email, /Confirm your .* account/);
  const url = mail.body.text?.match(/https?:\/\/\S+\/activate\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+/)?.[0];
  expect(url, 'an activation link').toBeTruthy();
  return new URL(url as string).pathname;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.locator('input[type="password"]').fill(password);
  await main.getByRole('button', { name: 'Log in' }).click();
}

test('a customer downloads their data, deletes the account with the password, cannot log in, and registers again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `lea.${Date.now()}@example.hr`;
  const registered = await request.post('/api/auth/register', { data: registration(email) });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto(await activationPath(email));
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('Your account is active. You can log in now.').first()).toBeVisible();
  const first = await item('customers', `U#${email}`, 'U');

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Lea!' })).toBeVisible();
  const yourData = page.getByRole('region', { name: 'Your data' });

  // Download my data: a JSON file with the account in it.
  const [download] = await Promise.all([page.waitForEvent('download'), yourData.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tkanica-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
  expect(data.account).toMatchObject({ email, firstName: 'Lea', lastName: 'Babić' });
  expect(data.addresses).toEqual([expect.objectContaining({ street: 'Tkalčićeva', city: 'Zagreb' })]);

  // Deleting stands apart from downloading and looks like what it is: in the colour of errors, not as the other button.
  const downloadButton = yourData.getByRole('button', { name: 'Download my data' });
  const deleteButton = yourData.getByRole('button', { name: 'Delete my account' });
  const colour = (button: typeof deleteButton) => button.evaluate((element) => getComputedStyle(element).color);
  expect(await colour(deleteButton)).toBe('rgb(161, 42, 31)');
  expect(await colour(downloadButton)).not.toBe(await colour(deleteButton));
  const [downloadBox, deleteBox] = [await downloadButton.boundingBox(), await deleteButton.boundingBox()];
  expect((deleteBox?.y ?? 0) - ((downloadBox?.y ?? 0) + (downloadBox?.height ?? 0))).toBeGreaterThanOrEqual(32);

  // Delete my account: a wrong password changes nothing, the right one deletes.
  await deleteButton.click();
  await yourData.getByLabel('Your password').fill('not-my-password');
  await yourData.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(yourData.getByText('The password is not correct. Your account was not deleted.')).toBeVisible();
  await yourData.getByLabel('Your password').fill(PASSWORD);
  await yourData.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(yourData.getByRole('status')).toHaveText('Your account has been deleted. We sent a confirmation to your email.');
  await mailTo(email, /account has been deleted/);
  await yourData.getByRole('button', { name: 'Continue to the shop' }).click();

  // Logging in fails like an unknown email.
  await logIn(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();

  // The email registers again, as a new account waiting for its activation.
  expect(await item('customers', `U#${email}`, 'U')).toBeUndefined();
  const again = await request.post('/api/auth/register', { data: registration(email) });
  expect(again.ok(), await again.text()).toBe(true);
  const second = await item('customers', `U#${email}`, 'U');
  expect(second).toMatchObject({ email, status: 'PENDING' });
  expect(second?.id).not.toBe(first?.id);
});
