import { expect, test } from './support/test.ts';

test('the local stack reports every part up', async ({ request }) => {
  const response = await request.get('/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    status: 'ok',
    dynamo: { status: 'up' },
    ses: { status: 'up' },
    payments: { status: 'up' },
    queue: { status: 'up' },
  });
});

test('the home page loads without script errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto('/');

  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(errors).toEqual([]);
});

test('the email inbox and the payment simulator answer', async ({ request }) => {
  expect((await request.get(process.env.E2E_MAIL_STORE_URL ?? '')).ok()).toBe(true);
  expect((await request.get(process.env.E2E_SIMULATOR_URL ?? '')).ok()).toBe(true);
});
