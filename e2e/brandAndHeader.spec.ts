import { expect, test } from './support/test.ts';

/**
 * The brand's typeface on the headings (docs/decisions/034-brand-typeface.md) and, on a phone,
 * a header that shows whether the shopper is logged in.
 */

const DEMO = { email: 'demo@tkanica.hr', password: 'Demo-Tkanica-2026' };
const PRODUCT = '/products/adult-linen-wrap-dress-sage';

test('headings are drawn in Fraunces, self-hosted, once it is in the cache', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  await page.goto(PRODUCT);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatch(/^\/assets\/fraunces-latin(-ext)?-500-normal-[\w-]+\.woff2$/);
  // What the page is drawn with, as the browser reports it for the heading's text.
  await page.reload();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
  expect(nodeId).toBeGreaterThan(0);
  const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(used.map((font) => font.familyName)).toEqual(['Fraunces Medium']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header shows whether the shopper is logged in', async ({ page }) => {
    await page.goto('/');
    const login = page.getByRole('link', { name: 'Login' });
    await expect(login).toBeVisible();
    const loggedOut = await login.evaluate((link) => getComputedStyle(link).backgroundColor);

    const answer = await page.request.post('/api/auth/login', { data: DEMO });
    const { token } = (await answer.json()) as { token: string };
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.reload();
    const greeting = page.getByRole('link', { name: /^Hi, .+!$/ });
    await expect(greeting).toBeVisible();
    const loggedIn = await greeting.evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(loggedIn).toBe('rgb(79, 93, 67)');
    expect(loggedIn).not.toBe(loggedOut);
  });
});

test("after a link is followed, the new page's heading has the focus and its title is read out, as after a page load", async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  // A link of the Info menu: the page changes without a page load.
  await page.getByRole('button', { name: 'Info' }).click();
  await page.locator('#mega-menu').getByRole('link', { name: 'Shipping and delivery' }).click();
  await expect(page).toHaveURL(/\/shipping-and-delivery$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping and delivery' })).toBeFocused();
  await expect(page.locator('body > [aria-live="polite"]')).toHaveText('Shipping and delivery | Tkanica');
  // Tab goes on from the start of the new page, not from the menu that is gone.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
});
