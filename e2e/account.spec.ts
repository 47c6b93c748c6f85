import { expect, type Page, test } from './support/test.ts';
import { mailTo } from './support/shop.ts';

const SHIRT = 'adult-linen-shirt-oat';
const DEMO = { email: 'demo@tkanica.hr', password: 'Demo-Tkanica-2026' };

/** The path of the shop link in an account email (the stack writes absolute links to itself). */
async function linkIn(to: string, subject: RegExp, route: 'activate' | 'recover-password'): Promise<string> {
  const mail = await mailTo(to, subject);
  const url = mail.body.text?.match(new RegExp(`https?://\\S+/${route}/[A-Za-z0-9_-]+/[A-Za-z0-9_-]+`))?.[0];
  expect(url, `a /${route}/ link in the mail "${mail.subject}"`).toBeTruthy();
  return new URL(url as string).pathname;
}

async function logIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await main.locator('input[type="password"]').fill(password);
  await main.getByRole('button', { name: 'Log in' }).click();
}

test('a shopper registers, confirms by email, logs in, edits the profile, sees the orders placed logged in and logs out', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `mia.${Date.now()}@example.hr`;

  // An order anyone places with this email as a guest never enters the account's history.
  const orderAs = (headers: Record<string, string>) =>
    request.post('/api/orders', {
      headers: { saleSpotId: 'web', ...headers },
      data: {
        deliveryAddress: {
          firstName: 'Mia',
          lastName: 'Kovač',
          street: 'Vlaška',
          streetNo: '7',
          city: 'Zagreb',
          country: 'HR',
          zipCode: '10000',
          phone: '+385 91 555 0101',
        },
        cartProducts: [{ productId: SHIRT, sizes: [{ size: 'M', quantity: 1 }] }],
        userEmail: email,
      },
    });
  const placed = await orderAs({});
  expect(placed.ok(), await placed.text()).toBe(true);

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();

  // Only what an account needs is asked first; the rest waits, optional, behind "Tell us more (optional)".
  const more = page.getByText('Tell us more (optional)', { exact: true });
  await expect(more).toBeVisible();
  await expect(page.locator('#register-birthDate')).toBeHidden();

  // Every blank required field says so, and focus goes to the first of them.
  await page.getByRole('button', { name: 'Register' }).click();
  for (const message of ['Email is required', 'Password is required', 'Please confirm you accept our Terms&Conditions']) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }
  for (const message of ['Date of Birth is required', 'Street is required', 'Country is required']) {
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  }
  const firstName = page.locator('#register-firstName');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#register-firstName-error')).toHaveText('First Name is required');
  await firstName.fill('Mia');
  await expect(page.locator('#register-firstName-error')).toHaveCount(0);
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

  await page.locator('#register-lastName').fill('Kovač');
  await page.locator('#register-email').fill(email);
  await more.click();
  await page.locator('#register-birthDate').fill('1990-04-12');
  await page.locator('#register-gender').selectOption('F');
  await page.locator('#register-password').fill('linen-and-wool-2026');
  await page.locator('#register-confirmPassword').fill('linen-and-wool-2025');

  // Children: at least one when the box is ticked.
  await page.getByRole('checkbox', { name: 'I have children' }).check();
  await page.getByRole('button', { name: 'Remove child 1' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Please provide information for at least one child.')).toBeVisible();
  await page.locator('#register-confirmPassword').fill('linen-and-wool-2026');
  await expect(page.getByText('Passwords do not match')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a child' }).click();
  await expect(page.getByText('Please provide information for at least one child.')).toHaveCount(0);
  await page.locator('#register-children-0-firstName').fill('Luka');
  await page.locator('#register-children-0-dateOfBirth').fill('2021-09-03');

  await page.locator('#register-address-firstName').fill('Mia');
  await page.locator('#register-address-lastName').fill('Kovač');
  await page.locator('#register-address-street').fill('Vlaška');
  await page.locator('#register-address-streetNo').fill('7');
  await page.locator('#register-address-city').fill('Zagreb');
  await page.locator('#register-address-zipCode').fill('10000');
  await page.locator('#register-address-country').selectOption('HR');
  await page.locator('#register-address-phone').fill('+385 91 555 0101');
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();

  // Expecting a baby is kept only with its own consent, unticked until the shopper ticks it (GDPR Art. 9).
  await page.getByRole('checkbox', { name: 'I am expecting a baby', exact: true }).check();
  await page.locator('#register-expectingBabyDate').fill('2027-05-20');
  const consent = page.getByRole('checkbox', { name: /I agree that Tkanica keeps that I am expecting a baby/ });
  await expect(consent).not.toBeChecked();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(consent).toBeFocused();
  await expect(page.locator('#register-expectingBabyConsent-error')).toContainText('please tick that you agree');
  await consent.check();

  const registration = page.waitForRequest((r) => r.url().endsWith('/api/auth/register'));
  await page.getByRole('button', { name: 'Register' }).click();
  const sent = (await registration).postDataJSON();
  expect(sent).toMatchObject({
    email,
    birthDate: Date.UTC(1990, 3, 12),
    hasChildren: true,
    children: [{ firstName: 'Luka', dateOfBirth: Date.UTC(2021, 8, 3) }],
    expectingBaby: true,
    expectingBabyDate: Date.UTC(2027, 4, 20),
    expectingBabyConsent: true,
    address: { country: 'HR', company: null },
    acceptTerms: true,
  });
  const popup = page.getByRole('dialog', { name: 'Please confirm your email' });
  // The password is hashed at the shop's full cost (scrypt, N = 2^17): seconds on a busy two-core machine.
  await expect(popup).toContainText('Please confirm your registration through the link we sent to your email.', { timeout: 15_000 });
  await popup.getByRole('button', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Not confirmed yet: the login says so.
  await logIn(page, email, 'linen-and-wool-2026');
  await expect(page.getByRole('alert')).toContainText('Please confirm your email address first');

  await page.goto(await linkIn(email, /Confirm your .* account/, 'activate'));
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('Your account is active. You can log in now.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await logIn(page, email, 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await page.locator('#login-password').fill('linen-and-wool-2026');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Mia!' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Mia!' })).toHaveAttribute('href', '/user/profile');
  await expect(page.locator('.level-bar__level[aria-current="step"]')).toHaveText('Eco-Friendly Supporter');
  await expect(page.locator('.level-bar__level')).toHaveText([
    'Eco-Friendly Supporter',
    'Bronze',
    'Silver',
    'Gold',
    'Platinum',
    'Private Client',
  ]);
  await expect(page.locator('.address-card')).toContainText('Vlaška 7');
  await expect(page.locator('.address-card')).toContainText('Default address');

  // Update, change the name, Apply: the user is saved and shown again.
  await page.getByRole('button', { name: 'Update' }).click();
  await page.locator('#profile-firstName').fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#profile-firstName-error')).toHaveText('First Name is required');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Update' }).click();
  await page.locator('#profile-firstName').fill('Mira');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Mira!' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Mira!' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Mira!' })).toBeVisible();

  // The guest order is not there; one placed logged in is, with its detail popup.
  const orders = page.getByRole('region', { name: 'Your orders' });
  await expect(orders).toContainText('No orders yet.');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const mine = await orderAs({ authorization: `Bearer ${token}` });
  expect(mine.ok(), await mine.text()).toBe(true);
  await page.reload();
  await expect(orders.locator('.order-row')).toHaveCount(1);
  await expect(orders.locator('.order-row')).toContainText('79,00 €');
  await orders.getByRole('button', { name: /Details/ }).click();
  const detail = page.getByRole('dialog', { name: /^Order / });
  await expect(detail).toContainText('Linen Shirt');
  await expect(detail.getByRole('cell', { name: 'M', exact: true })).toBeVisible();
  await expect(detail).toContainText('Vlaška 7, 10000 Zagreb, Croatia');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a shopper who forgot the password gets a link by email, sets a new password and logs in with it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = `ivo.${Date.now()}@example.hr`;
  // Registered but never confirmed: following a reset link proves the email too.
  const registered = await request.post('/api/auth/register', {
    data: {
      firstName: 'Ivo',
      lastName: 'Babić',
      email,
      birthDate: Date.UTC(1985, 0, 20),
      password: 'first-password-2026',
      confirmPassword: 'first-password-2026',
      address: {
        firstName: 'Ivo',
        lastName: 'Babić',
        street: 'Ilica',
        streetNo: '1',
        city: 'Zagreb',
        country: 'HR',
        zipCode: '10000',
        phone: '+385 1 555 0102',
      },
      acceptTerms: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.locator('#login-email')).toBeFocused();
  await page.getByRole('link', { name: 'Forgot password?' }).click();

  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.locator('#forgot-email-error')).toHaveText('Email is required');
  await page.locator('#forgot-email').fill(email);
  // Slow the call down enough to see the button's busy text.
  await page.route('**/api/auth/forgetPassword', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
  const popup = page.getByRole('dialog', { name: 'Check your email' });
  await expect(popup).toContainText('If an account exists for this email, we have sent it a link to reset the password.');
  // The success popup closes by itself after 7 seconds.
  await expect(popup).toHaveCount(0, { timeout: 9_000 });

  const link = await linkIn(email, /Reset your .* password/, 'recover-password');
  await page.goto(link);
  await page.locator('#recover-password').fill('second-password-2026');
  await page.locator('#recover-confirmPassword').fill('second-password-2025');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.locator('#recover-confirmPassword')).toBeFocused();
  await page.locator('#recover-confirmPassword').fill('second-password-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can log in now.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await logIn(page, email, 'first-password-2026');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await page.locator('#login-password').fill('second-password-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Ivo!' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.locator('#recover-password').fill('third-password-2026');
  await page.locator('#recover-confirmPassword').fill('third-password-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('Error recovering password');
  await expect(page.getByRole('alert')).toContainText('not valid or has already been used');
});

test('a visitor opening /user/profile lands on the login', async ({ page }) => {
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  // A token that no longer works counts as no token.
  await page.evaluate(() => localStorage.setItem('token', 'not-a-token'));
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the demo customer logs in and the checkout locks the email and fills in the default address', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Ana!' })).toBeVisible();

  await page.goto(`/products/${SHIRT}`);
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');

  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toBeDisabled();
  await expect(email).toHaveValue(DEMO.email);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('HR');
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Ana');
  await expect(page.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue('Horvat');
  await expect(page.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue('Ilica');
  await expect(page.getByRole('textbox', { name: 'Street number', exact: true })).toHaveValue('12');
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Zagreb');
  await expect(page.getByRole('textbox', { name: 'ZIP code', exact: true })).toHaveValue('10000');
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('+385 91 555 0100');
});
