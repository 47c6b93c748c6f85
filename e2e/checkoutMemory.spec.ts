import { axeViolations } from './support/axe.ts';
import { DEMO_ADDRESS, DEMO_CUSTOMER, docsScreenshot, giftCardBalance, latestOrderOf, order, runAdmin } from './support/shop.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The checkout that remembers (docs/decisions/032-checkout-that-remembers.md): what the shopper
 * typed and applied survives a reload and a Back from the payment page; codes come off again;
 * a field's message goes once the field is right; a customer picks any saved address; a refusal
 * is said under "Go to payment"; a guest is offered an account. At a desktop's width: on a
 * phone the form and its steps are the same (docs/decisions/091-journeys-at-a-phones-width.md).
 */

const SOCKS = { id: 'adult-wool-socks-oat', size: '36-38', name: 'Wool Socks' }; // 9,00 €, 40 in the office
const CARDIGAN = { id: 'adult-merino-cable-cardigan-oat', size: 'XS/S' }; // 0 in the office, 6 to pre-order
const CODE = 'SLOWFASHION10';

/** A guest in Zagreb, as the delivery form's fields are labelled. */
const IVANA = {
  'First name': 'Ivana',
  'Last name': 'Perić',
  Street: 'Tkalčićeva',
  'Street number': '30',
  City: 'Zagreb',
  'ZIP code': '10000',
  Phone: '+385 91 555 0199',
};

/** A gift card of this run's own, made with the operator's tool: the demo card is spent by other journeys. */
async function newGiftCard(euros: string): Promise<string> {
  return (await runAdmin(['giftcards', 'create', '--amount', euros])).trim();
}

let giftCard: string;
test.beforeAll(async () => {
  giftCard = await newGiftCard('5.00');
});

const uniqueEmail = (name: string) => `${name}.${Date.now()}@example.hr`;

async function putInCart(page: Page, product: { id: string; size: string }) {
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: new RegExp(`^${product.size.replace('/', '\\/')}`) }).click();
  await page.getByRole('button', { name: /^(Add to cart|Pre Order)/ }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
}

async function typeDelivery(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('HR');
  for (const [label, value] of Object.entries(IVANA)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}

async function expectDelivery(page: Page, email: string) {
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('HR');
  for (const [label, value] of Object.entries(IVANA))
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
}

/** Types a code into the discount code or gift card field and presses its Apply. */
async function apply(page: Page, field: 'Discount code' | 'Gift card', code: string) {
  const input = page.getByRole('textbox', { name: field });
  await input.fill(code);
  await page.locator('form').filter({ has: input }).getByRole('button', { name: 'Apply' }).click();
}

const total = (page: Page) =>
  page
    .locator('.totals__row')
    .filter({ has: page.getByRole('term').filter({ hasText: /^Total$/ }) })
    .getByRole('definition');

/** Socks in the cart, Ivana's address, the code and the card: 9,00 € less 10 %, 3,95 € shipping, 5,00 € off. */
async function checkoutWithCodes(page: Page, email: string) {
  await putInCart(page, SOCKS);
  await page.goto('/checkout');
  await typeDelivery(page, email);
  await apply(page, 'Discount code', CODE);
  await expect(page.getByText(`Code ${CODE} applied: 10% off.`)).toBeVisible();
  await apply(page, 'Gift card', giftCard);
  await expect(page.getByText('Gift card applied: 5,00 € available.')).toBeVisible();
  await expect(total(page)).toHaveText('7,05 €');
}

async function expectCodesBack(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveValue(CODE);
  await expect(page.getByText(`Code ${CODE} applied: 10% off.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Gift card' })).toHaveValue(giftCard);
  await expect(page.getByText('Gift card applied: 5,00 € available.')).toBeVisible();
  await expect(total(page)).toHaveText('7,05 €');
}

async function expectNoAxeViolations(page: Page, where: string) {
  expect(await axeViolations(page, where)).toEqual([]);
}

// At a desktop's width only: the form and its steps are the same on a phone
// (docs/decisions/091-journeys-at-a-phones-width.md).
test.describe("at a desktop's width", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the form, the code and the gift card are still there after a reload', async ({ page }) => {
    const email = uniqueEmail('reload');
    await checkoutWithCodes(page, email);
    await page.getByRole('radio', { name: 'Pickup' }).check();
    await page.getByRole('radio', { name: /^Store Kaptol/ }).check();
    await page.reload();
    await expect(page.getByRole('radio', { name: /^Store Kaptol/ })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveValue(CODE);
    await expect(page.getByText(`Code ${CODE} applied: 10% off.`)).toBeVisible();
    await expect(page.getByText('Gift card applied: 5,00 € available.')).toBeVisible();
    // Picked up: 8,10 € less the card's 5,00 €.
    await expect(total(page)).toHaveText('3,10 €');
    // A pickup asks for no address; the one typed before is still there for a change of mind.
    await page.getByRole('radio', { name: 'Delivery', exact: true }).check();
    await expectDelivery(page, email);
  });

  test('back from the payment page, everything typed and applied is there and the order lets go of the card', async ({ page }) => {
    const email = uniqueEmail('back');
    const balance = await giftCardBalance(giftCard);
    await checkoutWithCodes(page, email);
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await expect(page.getByTestId('total')).toHaveText('7,05 €', { timeout: 15_000 });
    const held = await latestOrderOf(email);
    expect(await giftCardBalance(giftCard)).toBe((balance as number) - 500);

    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectDelivery(page, email);
    await expectCodesBack(page);
    expect(await order(held.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await giftCardBalance(giftCard)).toBe(balance);
    await page.evaluate(() => window.scrollTo(0, 0));
    await docsScreenshot(page, 'checkout-remembers.png', { fullPage: true });

    // And once more with a reload: the order was let go of once, the form stays.
    await page.reload();
    await expectDelivery(page, email);
    await expectCodesBack(page);
  });

  test('a code and a gift card come off again, and the total goes back', async ({ page }) => {
    await checkoutWithCodes(page, uniqueEmail('remove'));
    await expectNoAxeViolations(page, 'checkout with a code and a gift card');
    await page.getByRole('button', { name: `Remove gift card ${giftCard}` }).click();
    await expect(page.getByText('Gift card removed.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Gift card' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Gift card' })).toHaveValue('');
    // 8,10 € and 3,95 € shipping.
    await expect(total(page)).toHaveText('12,05 €');
    await page.getByRole('button', { name: `Remove discount code ${CODE}` }).click();
    await expect(page.getByText('Discount code removed.')).toBeVisible();
    await expect(total(page)).toHaveText('12,95 €');
    await expect(page.getByRole('button', { name: /^Remove (discount code|gift card)/ })).toHaveCount(0);
    // Removed stays removed after a reload.
    await page.reload();
    await expect(total(page)).toHaveText('12,95 €');
    await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
  });

  test('a field’s message goes as soon as the field is right, without pressing Go to payment again', async ({ page }) => {
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/orders')) checks.push(request.url());
    });
    await putInCart(page, SOCKS);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Go to payment' }).click();
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await expect(email).toBeFocused();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please enter your city.')).toBeVisible();

    await email.fill('ivana@');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await email.fill('ivana@example.hr');
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter your city.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Street', exact: true }).fill('Tkalčićeva');
    // Street and number share one message: it stays until both are there.
    await expect(page.getByText('Please enter your street name and number.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Street number', exact: true }).fill('30');
    await expect(page.getByText('Please enter your street name and number.')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Zagreb');
    await expect(page.getByText('Please enter your city.')).toHaveCount(0);
    await expect(page.getByText('Please enter your ZIP code.')).toBeVisible();
    expect(checks).toEqual([]);
  });

  test('a cart the stock no longer covers (sold elsewhere since it was added): Go to payment says why under the button', async ({
    page,
  }) => {
    await putInCart(page, CARDIGAN);
    // The cart counts against the stock it saw when the line was added (docs/decisions/074): make it
    // remember plenty, as if the size had sold out elsewhere since, so only the order's check can tell.
    await page.evaluate(() => {
      const lines = JSON.parse(localStorage.getItem('cart') ?? '[]') as {
        size: string;
        productQuantities: { warehouse: { name: string }; quantities: Record<string, number> }[];
      }[];
      for (const line of lines)
        for (const stock of line.productQuantities) if (stock.warehouse.name === 'Office Warehouse') stock.quantities[line.size] = 500;
      localStorage.setItem('cart', JSON.stringify(lines));
    });
    await page.goto('/checkout');
    await typeDelivery(page, uniqueEmail('short'));
    await page.getByRole('region', { name: 'Your order' }).getByRole('textbox', { name: 'Quantity' }).fill('99');
    const button = page.getByRole('button', { name: 'Go to payment' });
    await button.click();

    const reason = page.getByRole('alert').filter({ hasText: /^Not enough stock/ });
    await expect(reason).toHaveText(/^Not enough stock: Merino Cable Cardigan \(Oat\), size XS\/S × 99: only \d+ available\.$/);
    // The button is described by the total beside it, then the reason.
    await expect(button).toHaveAccessibleDescription(
      /^Total [\d.]+,\d\d\s€ Not enough stock: Merino Cable Cardigan \(Oat\), size XS\/S × 99: only \d+ available\.$/,
    );
    await expect(button).toBeEnabled();
    await expect(button).toBeFocused();
    // Shown under the button, not somewhere out of sight.
    const [buttonBox, reasonBox] = [await button.boundingBox(), await reason.boundingBox()];
    expect(reasonBox?.y).toBeGreaterThan((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0) - 1);
    await expectNoAxeViolations(page, 'checkout refused for stock');

    // Changing the cart takes the reason away.
    await page.getByRole('region', { name: 'Your order' }).getByRole('textbox', { name: 'Quantity' }).fill('1');
    await expect(reason).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-describedby', 'payment-total');
  });

  test('after a guest’s purchase, the success page offers an account with the email filled in', async ({ page }) => {
    // A purchase, three pages checked with axe and the checkout again: up to 37 s on a busy two-core machine.
    test.setTimeout(90_000);
    const email = uniqueEmail('guest');
    await putInCart(page, SOCKS);
    await page.goto('/checkout');
    await typeDelivery(page, email);
    await page.getByRole('button', { name: 'Go to payment' }).click();
    await expect(page.getByTestId('total')).toHaveText('12,95 €', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay by card' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you for ordering!' })).toBeVisible();
    const offer = page.getByRole('region', { name: 'Create an account' });
    await expect(offer).toContainText(email);
    await expectNoAxeViolations(page, 'order success with the account offer');
    await offer.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
    await expectNoAxeViolations(page, 'register with the email filled in');

    // The order placed, the checkout has nothing left to remember.
    await page.goto('/checkout');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await putInCart(page, SOCKS);
    await page.goto('/checkout');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
  });

  test('a logged-in customer with two saved addresses picks the second, and it stays picked after a reload', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', { data: DEMO_CUSTOMER });
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const second = { ...DEMO_ADDRESS, firstName: 'Ana', street: 'Vlaška', streetNo: '7', zipCode: '10000', phone: '+385 91 555 0111' };
    const saved = await page.request.put('/api/auth/updateMe', {
      headers,
      data: {
        addresses: [
          { ...DEMO_ADDRESS, defaultAddress: true },
          { ...second, defaultAddress: false },
        ],
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    try {
      await page.addInitScript((value) => localStorage.setItem('token', value), token);
      await putInCart(page, SOCKS);
      await page.goto('/checkout');
      const picker = page.getByRole('combobox', { name: 'Saved address' });
      await expect(picker).toHaveValue('0');
      await expect(page.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue('Ilica');
      await expectNoAxeViolations(page, 'checkout with saved addresses');

      await picker.selectOption({ label: 'Ana Horvat, Vlaška 7, 10000 Zagreb, Croatia' });
      await expect(page.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue('Vlaška');
      await expect(page.getByRole('textbox', { name: 'Street number', exact: true })).toHaveValue('7');
      await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('+385 91 555 0111');
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue('Vlaška');
      await expect(picker).toHaveValue('1');
      // Typing over a picked address leaves the picker on neither.
      await page.getByRole('textbox', { name: 'Street number', exact: true }).fill('9');
      await expect(picker).toHaveValue('');
    } finally {
      await page.request.put('/api/auth/updateMe', { headers, data: { addresses: [{ ...DEMO_ADDRESS, defaultAddress: true }] } });
    }
  });
});
