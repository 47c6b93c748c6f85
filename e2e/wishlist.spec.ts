import { axeViolations } from './support/axe.ts';
import { item } from './support/shop.ts';
import { type Page, expect, test, atDesktopOnly } from './support/test.ts';

/**
 * The wishlist (docs/decisions/037-cards-and-wishlist.md): a heart on every card; a visitor's
 * list kept in the browser, merged into the account at login, and there in every browser the
 * customer logs in to; /wishlist shows each saved product with its price and stock as they are now.
 */

const DEMO = { email: 'demo@tkanica.hr', password: 'Demo-Tkanica-2026' };
const LISTING = '/category/adult-dresses';

const cards = (page: Page) => page.locator('main .product-grid .product-card');

async function logInWithForm(page: Page) {
  await page.goto('/login');
  await page.locator('#login-email').fill(DEMO.email);
  await page.locator('#login-password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`wishlist at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    atDesktopOnly(viewport)('a visitor’s wishlist is empty and says how to fill it', async ({ page }) => {
      await page.goto('/wishlist');
      await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
      await expect(page.getByText('Your wishlist is empty. Tap the heart on a product to save it here.')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
      expect(await axeViolations(page, 'empty wishlist', 'main')).toEqual([]);
    });

    test('the product page has the heart beside its name, and the wishlist page then lists the product', async ({ page }) => {
      await page.goto('/products/adult-linen-wrap-dress-sage');
      // The product's own heart (its other colours, below, bear the same name).
      const heart = page.locator('article.product').getByRole('button', { name: 'Save Linen Wrap Dress to your wishlist' });
      const name = page.getByRole('heading', { level: 1, name: 'Linen Wrap Dress' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const [heartBox, nameBox] = [await heart.boundingBox(), await name.boundingBox()];
      // Beside the name, on its first line.
      expect(Math.abs((heartBox?.y ?? 0) - (nameBox?.y ?? 0))).toBeLessThan(24);
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      // Saved once the page's code has the tap: until then the heart shows it is waiting
      // (docs/decisions/086-early-taps.md), and a page loaded in that instant would drop it.
      await expect(heart).not.toHaveAttribute('data-early-waiting');
      if (viewport.width >= 640) {
        // The header's heart counts it, and leads to the list.
        const inHeader = page.getByRole('banner').getByRole('link', { name: 'Wishlist, 1 saved' });
        await expect(inHeader).toBeVisible();
        await inHeader.click();
        await expect(page).toHaveURL(/\/wishlist$/);
      } else {
        // On a phone the menu and the footer lead to it; the header keeps its room.
        await expect(page.getByRole('banner').getByRole('link', { name: /^Wishlist/ })).toBeHidden();
        await page.goto('/wishlist');
      }
      await expect(page.getByRole('main').getByRole('link', { name: 'Linen Wrap Dress' }).first()).toBeVisible();
    });

    atDesktopOnly(viewport)(
      'a heart saves a product as a visitor; it stays through login, in the account and in another browser',
      async ({ page, browser }) => {
        await page.goto(LISTING);
        const card = cards(page).nth(3);
        const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
        // biome-ignore lint/performance/useDomNodeTextContent: the price as the card draws it, as the wishlist's card must show it
        const price = (await card.locator('.product-card__price').innerText()).trim();
        const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
        const productId = decodeURIComponent(href.split('/').pop() ?? '');

        const heart = card.getByRole('button', { name: `Save ${name} to your wishlist` });
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
        const box = await heart.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(44);
        expect(box?.height).toBeGreaterThanOrEqual(44);
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        // A heart tapped before the page's code is there shows pressed at once and is kept once the
        // code comes (docs/decisions/086-early-taps.md): the reload waits for the browser to keep it.
        await expect(heart).not.toHaveAttribute('data-early-waiting');
        await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist') ?? '')).toContain(productId);
        // Kept across a reload, in this browser.
        await page.reload();
        await expect(
          cards(page)
            .nth(3)
            .getByRole('button', { name: `Save ${name} to your wishlist` }),
        ).toHaveAttribute('aria-pressed', 'true');

        await page.goto('/wishlist');
        const saved = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem');
        await expect(saved).toHaveCount(1);
        await expect(saved.getByRole('heading', { name })).toBeVisible();
        await expect(saved.locator('.product-card__price')).toHaveText(price);
        await expect(saved.getByText(/^(In stock: .+|Sold out, can be pre-ordered|Sold out)$/)).toBeVisible();
        await expect(page.getByText('Saved in this browser.')).toBeVisible();
        expect(await axeViolations(page, 'visitor wishlist', 'main')).toEqual([]);

        await logInWithForm(page);
        await page.goto('/wishlist');
        await expect(page.getByRole('list', { name: 'Saved products' }).getByRole('heading', { name })).toBeVisible();
        await expect(page.getByText('Saved in this browser.')).toHaveCount(0);
        await expect.poll(async () => (await item('customers', `U#${DEMO.email}`, 'U'))?.wishlist ?? []).toContain(productId);
        expect(await axeViolations(page, 'customer wishlist', 'main')).toEqual([]);

        // Another browser, logged in: the same list, the heart pressed on the card.
        const other = await browser.newContext({ viewport });
        const elsewhere = await other.newPage();
        const login = await elsewhere.request.post('/api/auth/login', { data: DEMO });
        const { token } = (await login.json()) as { token: string };
        await elsewhere.addInitScript((value) => localStorage.setItem('token', value), token);
        await elsewhere.goto('/wishlist');
        const there = elsewhere.getByRole('list', { name: 'Saved products' });
        // A fresh browser's first draw of the list loads one thing after another (the page's and
        // the wishlist's code, the account's list, its products): at 8× CPU about 8 s, as on CI
        // beside the other lane.
        await expect(there.getByRole('heading', { name })).toBeVisible({ timeout: 15_000 });
        await expect(there.getByRole('button', { name: `Save ${name} to your wishlist` })).toHaveAttribute('aria-pressed', 'true');

        // Taken off there, it is gone from the account.
        await there.getByRole('button', { name: `Save ${name} to your wishlist` }).click();
        await expect(there.getByRole('heading', { name })).toHaveCount(0);
        await expect.poll(async () => (await item('customers', `U#${DEMO.email}`, 'U'))?.wishlist ?? []).not.toContain(productId);
        await other.close();
      },
    );
  });
}
