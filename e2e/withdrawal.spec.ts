import { expect, test } from './support/test.ts';
import type { StoredMail } from '../local/mail.ts';
import { guestOrder, mailTo, order } from './support/shop.ts';

/**
 * The withdrawal function (Directive 2011/83/EU Art. 11a): a guest withdraws from a real, paid
 * order with its number and email, and the acknowledgement arrives by email with the
 * statement's content and the time it was received.
 */

const SHIRT = 'adult-linen-shirt-oat';

test('a guest pays an order, withdraws from it through the order page’s link, and gets the acknowledgement by email', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `withdraws.${Date.now()}@example.hr`;
  const { url } = await guestOrder(request, { email, productId: SHIRT, size: 'M' });
  // Only a confirmed order is a contract to withdraw from: pay it on the provider's page.
  await page.goto(url);
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/order-success\/[a-z0-9]+$/);
  const orderId = page.url().split('/').pop() as string;
  await expect.poll(async () => (await order(orderId))?.status, { timeout: 15_000 }).toBe('PAID');
  const number = (await order(orderId))?.number as string;

  // The function is at the foot of every page, and on the order's own page.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Withdraw from contract here', exact: true })).toHaveAttribute(
    'href',
    '/withdrawal',
    { timeout: 10_000 },
  );
  await page.getByRole('main').getByRole('link', { name: 'Withdraw from contract here' }).click();
  await expect(page).toHaveURL(new RegExp(`/withdrawal\\?order=${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from contract here' })).toBeVisible();
  await expect(page.getByText('Sale items are no exception.')).toBeVisible();

  // The model form is there to download, with the shop's name and address filled in.
  const modelForm = page.getByRole('link', { name: 'model withdrawal form' });
  const form = await request.get((await modelForm.getAttribute('href')) as string);
  expect(form.ok()).toBe(true);
  expect(await form.text()).toContain('To Tkanica d.o.o., Ilica 42, 10000 Zagreb, Croatia, e-mail: hello@tkanica.hr');

  const main = page.getByRole('main');
  await expect(main.getByLabel('Order number')).toHaveValue(number);
  await main.getByLabel('Your name').fill('Lea Novak');
  await main.getByLabel(/^Email you ordered with/).fill(email);
  await main.getByLabel(/^Reason/).fill('It does not fit.');
  await main.getByRole('button', { name: 'Confirm withdrawal' }).click();

  const receipt = main.getByRole('status');
  await expect(receipt).toContainText('Received on');
  await expect(receipt).toContainText('We have received your withdrawal statement.');

  const mail = await mailTo(email, new RegExp(`^We have received your withdrawal from order ${number}$`));
  const text = mail.body.text ?? '';
  for (const part of ['Name: Lea Novak', `Order: ${number}`, 'Withdrawing from: The whole order', 'Reason given: It does not fit.']) {
    expect(text).toContain(part);
  }
  expect(text).toMatch(/Received: .+ \(Zagreb time; \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z UTC\)/);
});

test('the same answer for a number and email that match no order, and no email sent', async ({ request }) => {
  const answer = await request.post('/api/withdrawals', {
    data: { name: 'Nobody', orderNumber: 'TK-260101-ZZZZZ', email: 'nobody.withdraws@example.hr' },
  });
  expect(answer.status()).toBe(200);
  expect((await answer.json()).message).toMatch(/^We have received your withdrawal statement\./);
  const inbox = (await (await fetch(`${process.env.E2E_MAIL_STORE_URL}`)).json()) as { emails: StoredMail[] };
  expect(inbox.emails.filter((m) => m.destination.to.some((t) => t.includes('nobody.withdraws')))).toEqual([]);
});
