import { type Page, expect, test } from './support/test.ts';
import { axeViolations, goTo, pageSettled } from './support/axe.ts';
import { BACK_OFFICE_PIECE, pieceInStock } from './support/backOffice.ts';
import { DEMO_ADDRESS, DEMO_CUSTOMER } from './support/shop.ts';

/**
 * axe finds no violation of any impact (WCAG 2.1 A and AA, and best practice; no rule switched
 * off) on every route of the shop and in its interactive states (mega-menu, mobile menu, search
 * with results, cart drawer, checkout with its errors, the pre-order dialog, forms with their
 * errors, the profile while editing, an order's detail popup, the payment page), at desktop and
 * phone widths; and at 320 px wide no page scrolls sideways. One page per width walks through
 * them all, moving from route to route inside the app so axe is put into the page once.
 */

const CARDIGAN = { id: 'adult-merino-cable-cardigan-oat', size: 'XS/S' }; // XS/S is pre-ordered only
// What it buys: the second lane's jumper, whose stock no journey of the shop's lane reads.
const PIECE = BACK_OFFICE_PIECE;

/** The routes of SPEC §2 and the shop's own pages, each with the heading it opens with. */
const ROUTES: readonly [path: string, heading: string | RegExp][] = [
  ['/category/adult-dresses', /Dresses/],
  ['/collection/autumn-linen-2026', 'Autumn Linen 2026'],
  ['/products/adult-linen-wrap-dress-terracotta', 'Linen Wrap Dress'], // reduced, with its lowest price of 30 days
  ['/products/adult-tiered-maxi-dress-mustard', 'Tiered Cotton Maxi Dress'], // 'Available Soon', with the notify form
  ['/products/no-such-product', "We're sorry"],
  ['/login', 'Login'],
  ['/register', 'Create an account'],
  ['/forgot-password', 'Forgot password'],
  ['/recover-password/no-such-user/no-such-code', 'Choose a new password'],
  ['/activate/no-such-user/no-such-code', 'Confirm your email'],
  ['/blog', 'Blog'],
  ['/blog/caring-for-linen', 'How to Care for Linen So It Lasts for Decades'],
  ['/blog/no-such-post', 'This treasure has vanished'],
  ['/about-us', 'About us'],
  ['/faq', 'FAQ'],
  ['/contact', 'Contact us'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-service', 'Terms of service'],
  ['/ccpa', 'CCPA'],
  ['/payments', 'Payments'],
  ['/terms-and-sales-conditions', 'Terms & Sale Conditions'],
  ['/security-and-privacy', 'Security & Privacy'],
  ['/returns', 'Returns'],
  ['/withdrawal', 'Withdraw from contract here'],
  ['/accessibility', 'Accessibility statement'],
  ['/shipping-and-delivery', 'Shipping and delivery'],
  ['/size-guide', 'Size Guide'],
  ['/careers', 'Careers'],
  ['/change-password', 'Change password'],
  ['/order-error/no-such-order', 'Order error'],
  ['/page403', 'Nope. This is not for you.'],
  ['/unavailable', 'Site currently unavailable'],
  ['/page404', 'Oops! Wrong turn'],
  ['/somewhere/else', 'Oops! Wrong turn'],
];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function guestDetails(page: Page) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`axe.${Date.now()}@example.hr`);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('HR');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Iva');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Kovač');
  await page.getByRole('textbox', { name: 'Street', exact: true }).fill('Ilica');
  await page.getByRole('textbox', { name: 'Street number', exact: true }).fill('5');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Zagreb');
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('10000');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+385 91 555 0123');
}

async function addToCart(page: Page, product: { id: string; size: string }, count: number) {
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: new RegExp(`^${product.size.replace('/', '\\/')}`) }).click();
  await page.getByRole('button', { name: /^(Add to cart|Pre Order)/ }).click();
  await expect(page.getByRole('button', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` })).toBeVisible();
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} width (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test('the shopping journey and its overlays have no axe violation', async ({ page }) => {
      test.setTimeout(90_000);
      const found: string[] = [];

      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Shop New Arrivals' })).toBeVisible();
      await expect(page.locator('.carousel .product-card').first()).toBeVisible();
      await pageSettled(page);
      found.push(...(await axeViolations(page, 'home')));

      if (name === 'desktop') {
        await page.getByRole('button', { name: 'Adult' }).click();
        await expect(page.locator('#mega-menu .menu-tile').first()).toBeVisible();
        found.push(...(await axeViolations(page, 'mega-menu')));
        await page.keyboard.press('Escape');
        await expect(page.locator('#mega-menu')).toHaveCount(0);
      } else {
        await page.getByRole('button', { name: 'Menu' }).click();
        const menu = page.getByRole('dialog');
        await expect(menu.getByRole('link').first()).toBeVisible();
        found.push(...(await axeViolations(page, 'mobile menu')));
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
      }

      await page.getByRole('button', { name: 'Search' }).filter({ visible: true }).click();
      const search = page.getByRole('dialog', { name: 'Search products' });
      await search.getByRole('searchbox').fill('linen');
      await expect(search.locator('.product-card').first()).toBeVisible();
      found.push(...(await axeViolations(page, 'search with results')));
      await search.getByRole('searchbox').fill('no such thing at all');
      await expect(search.getByText('No products found')).toBeVisible();
      found.push(...(await axeViolations(page, 'search without results')));
      await page.keyboard.press('Escape');
      await expect(search).toHaveCount(0);

      await page.goto(`/products/${CARDIGAN.id}`);
      await expect(page.getByRole('region', { name: /Reviews/ })).toBeVisible();
      await pageSettled(page);
      found.push(...(await axeViolations(page, 'product')));
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Please select a size before adding to cart')).toBeVisible();
      found.push(...(await axeViolations(page, 'product without a size')));
      await addToCart(page, CARDIGAN, 1);

      await page.getByRole('button', { name: 'Cart, 1 item' }).click();
      const drawer = page.getByRole('dialog', { name: 'Cart' });
      await expect(drawer.getByRole('listitem').first()).toBeVisible();
      found.push(...(await axeViolations(page, 'cart drawer')));
      await drawer.getByRole('button', { name: 'Checkout' }).click();

      await expect(page).toHaveURL(/\/checkout$/);
      await pageSettled(page);
      found.push(...(await axeViolations(page, 'checkout')));
      const forCompany = page.getByRole('checkbox', { name: 'Buying for a company' });
      await forCompany.check();
      await page.getByRole('button', { name: 'Go to payment' }).click();
      await expect(page.getByText('Please enter your first name.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'OIB' })).toHaveAttribute('aria-invalid', 'true');
      found.push(...(await axeViolations(page, 'checkout with errors, buying for a company')));
      await forCompany.uncheck();
      await guestDetails(page);
      await page.getByRole('checkbox', { name: /billing/i }).uncheck();
      found.push(...(await axeViolations(page, 'checkout with a billing address')));
      await page.getByRole('checkbox', { name: /billing/i }).check();
      await page.getByRole('button', { name: 'Go to payment' }).click();
      const preOrder = page.getByRole('dialog', { name: 'Some items are on pre-order' });
      await expect(preOrder).toBeVisible();
      found.push(...(await axeViolations(page, 'pre-order dialog')));
      await preOrder.getByRole('button', { name: "No! I don't want to wait" }).click();
      await expect(preOrder).toHaveCount(0);

      // A purchase of the jumper, for the payment page and the success page.
      await page.getByRole('button', { name: 'Cart, 1 item' }).click();
      await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Clear Cart' }).click();
      await expect(page.getByRole('dialog', { name: 'Cart' }).getByText('Your cart is empty')).toBeVisible();
      found.push(...(await axeViolations(page, 'empty cart drawer')));
      await page.keyboard.press('Escape');
      await pieceInStock();
      await addToCart(page, PIECE, 1);
      await page.goto('/checkout');
      await guestDetails(page);
      await page.getByRole('button', { name: 'Go to payment' }).click();
      await expect(page.getByTestId('total')).toBeVisible({ timeout: 15_000 });
      found.push(...(await axeViolations(page, 'payment page')));
      await page.getByRole('button', { name: 'Pay by card' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for ordering!' })).toBeVisible();
      await pageSettled(page);
      found.push(...(await axeViolations(page, 'order success')));

      expect(found).toEqual([]);
    });

    test('every other route, and the profile with an order open, has no axe violation', async ({ page }) => {
      test.setTimeout(90_000);
      const found: string[] = [];
      await page.goto('/');
      for (const [path, heading] of ROUTES) {
        await goTo(page, path);
        await pageSettled(page, heading);
        found.push(...(await axeViolations(page, path)));
      }

      // Forms with their errors shown.
      for (const [path, heading, submit] of [
        ['/login', 'Login', 'Log in'],
        ['/register', 'Create an account', 'Register'],
        ['/forgot-password', 'Forgot password', /Send/],
        ['/withdrawal', 'Withdraw from contract here', 'Confirm withdrawal'],
      ] as const) {
        await goTo(page, path);
        await pageSettled(page, heading);
        await page.getByRole('main').getByRole('button', { name: submit }).click();
        await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
        found.push(...(await axeViolations(page, `${path} with errors`)));
      }

      await page.goto('/order-success/no-such-order');
      await pageSettled(page);
      found.push(...(await axeViolations(page, '/order-success without an order')));

      // The demo customer, with one paid order of the jumper.
      await pieceInStock();
      const login = await page.request.post('/api/auth/login', { data: DEMO_CUSTOMER });
      const { token } = (await login.json()) as { token: string };
      const placed = await page.request.post('/api/orders', {
        headers: { authorization: `Bearer ${token}`, saleSpotId: 'web' },
        data: {
          deliveryAddress: DEMO_ADDRESS,
          cartProducts: [{ productId: PIECE.id, sizes: [{ size: PIECE.size, quantity: 1 }] }],
          userEmail: DEMO_CUSTOMER.email,
        },
      });
      expect(placed.ok(), await placed.text()).toBe(true);
      await page.goto(((await placed.json()) as { url: string }).url);
      await page.getByRole('button', { name: 'Pay by card' }).click();
      await expect(page).toHaveURL(/\/order-success\//);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.goto('/user/profile');
      await pageSettled(page, 'Hi, Ana!');
      await expect(page.getByRole('region', { name: 'Your orders' }).getByRole('listitem').first()).toBeVisible();
      found.push(...(await axeViolations(page, '/user/profile')));
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByRole('button', { name: 'Add address' }).click();
      await expect(page.getByRole('form', { name: 'Edit user information' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'New address' })).toBeVisible();
      // Asked for the password, and not given it: nothing is deleted.
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('button', { name: 'Delete my account for good' }).click();
      await expect(page.getByText('Please enter your password to delete your account.')).toBeVisible();
      found.push(...(await axeViolations(page, '/user/profile editing')));
      await page.getByRole('region', { name: 'Your orders' }).getByRole('button').first().click();
      await expect(page.getByRole('dialog', { name: /^Order / })).toBeVisible();
      found.push(...(await axeViolations(page, 'order detail')));

      expect(found).toEqual([]);
    });
  });
}

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no page scrolls sideways (WCAG 1.4.10 reflow)', async ({ page }) => {
    const sideways: string[] = [];
    await page.goto('/');
    await pageSettled(page);
    for (const [path, heading] of [['/', /./] as const, ...ROUTES]) {
      await goTo(page, path);
      await pageSettled(page, heading);
      const { content, screen } = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      if (content > screen) sideways.push(`${path}: ${content} px wide`);
    }
    expect(sideways).toEqual([]);
  });
});
