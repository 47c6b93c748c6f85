import { expect, test } from './support/test.ts';
import { layoutShifted, watchLayoutShifts } from './support/layoutShift.ts';

/**
 * The checkout's frame, drawn at build time without anybody's cart (docs/decisions/039-checkout-frame.md):
 * what comes before any script runs, and how the shopper's cart takes its place.
 */

const SOCKS = { id: 'adult-wool-socks-oat', size: '36-38', name: 'Wool Socks' }; // 40 in the office

test.describe("the checkout, drawn ahead without anybody's cart", () => {
  test('its frame comes in the HTML: the header, the title and Loading...', async ({ page }) => {
    const html = await (await page.request.get('/checkout')).text();
    expect(html).toContain('id="shop-data"');
    expect(html).toMatch(/<h1 class="page-title checkout__title">Checkout<\/h1>/);
    expect(html).toContain('Loading...');
    expect(html).toContain('<title>Checkout | Tkanica</title>');
    // Kept out of search: robots.txt says so, and the sitemap does not name it.
    expect(await (await page.request.get('/robots.txt')).text()).toContain('Disallow: /checkout');
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain('/checkout');
  });

  test('with a cart in the browser it hydrates into the form without a mismatch, the title keeping still', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`/products/${SOCKS.id}`);
    await page.getByRole('button', { name: new RegExp(`^${SOCKS.size}`) }).click();
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

    await watchLayoutShifts(page);
    const served = await page.goto('/checkout');
    expect(await served?.text()).toContain('id="shop-data"');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await expect(page.getByText(SOCKS.name).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to payment' })).toBeEnabled();
    expect(problems).toEqual([]);
    const shifted = await layoutShifted(page);
    expect(shifted).toBeLessThan(0.01);
  });

  test('an empty cart still says so', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toBeVisible();
  });
});
