import { axeViolations } from './support/axe.ts';
import { DEMO_CUSTOMER, docsScreenshot, officeStock, runAdmin } from './support/shop.ts';
import { type Page, expect, test, atDesktopOnly } from './support/test.ts';

/**
 * The product page (issue #16, item 3 and 9): breadcrumbs that agree with the page's
 * BreadcrumbList, the larger view of the images, colour swatches, rating, quantity, "Only N
 * left", the add-to-cart bar on phones, delivery and returns, and recently viewed products.
 * Breadcrumbs and the larger view run at a desktop's and a phone's width, the rest at a desktop's
 * (docs/decisions/091-journeys-at-a-phones-width.md).
 */

/** Demo catalog ids (local/seed/demoCatalog.ts). */
const SHIRT = 'adult-linen-shirt-oat'; // three images; Ink Blue and Sage are its other colours; M: 5 in the office
const SHIRT_SAGE = 'adult-linen-shirt-sage';
const TEE_ECRU = 'adult-organic-cotton-tee-ecru';
const BLOUSE = 'adult-embroidered-blouse-natural';
const REVIEWED = 'adult-linen-shirt-ink-blue'; // reviewed once below, by the demo customer

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

async function reviewOnce(page: Page, productId: string, stars: number): Promise<void> {
  const search = await page.request.post('/api/reviews/search', { data: { productId, size: 5, start: 0 } });
  if (((await search.json()) as { total: number }).total > 0) return;
  const login = await page.request.post('/api/auth/login', { data: DEMO_CUSTOMER });
  const { token } = (await login.json()) as { token: string };
  const added = await page.request.post(`/api/products/${productId}/addReview`, {
    headers: { authorization: `Bearer ${token}` },
    data: { stars, description: 'Soft from the first wash.' },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`product page on a ${name}`, () => {
    test.use({ viewport });

    test('breadcrumbs show Home › the category › the product, as the BreadcrumbList of the page says', async ({ page }) => {
      const html = await (await page.request.get(productPath(SHIRT))).text();
      const lists = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1] as string) as { '@type': string; itemListElement?: { name: string; item: string }[] })
        .filter((ld) => ld['@type'] === 'BreadcrumbList');
      expect(lists).toHaveLength(1);
      const steps = lists[0]?.itemListElement ?? [];

      await page.goto(productPath(SHIRT));
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail).toBeVisible();
      await expect(trail.getByRole('listitem')).toHaveText(steps.map((step) => step.name));
      await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Tops & Shirts', 'Linen Shirt']);
      await expect(trail.getByText('Linen Shirt')).toHaveAttribute('aria-current', 'page');
      expect(steps.map((step) => new URL(step.item).pathname)).toEqual(['/', '/category/adult-tops', productPath(SHIRT)]);
      await trail.getByRole('link', { name: 'Tops & Shirts' }).click();
      await expect(page).toHaveURL(/\/category\/adult-tops$/);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Tops & Shirts']);
      await page.goBack();
      await trail.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    atDesktopOnly(viewport)('breadcrumbs name the category in Croatian on the /hr page, as its BreadcrumbList says', async ({ page }) => {
      const html = await (await page.request.get(`/hr${productPath(SHIRT)}`)).text();
      const steps =
        [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
          .map((m) => JSON.parse(m[1] as string) as { '@type': string; itemListElement?: { name: string; item: string }[] })
          .find((ld) => ld['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
      await page.goto(`/hr${productPath(SHIRT)}`);
      const trail = page.getByRole('navigation', { name: 'Putanja stranice' });
      await expect(trail.getByRole('listitem')).toHaveText(steps.map((step) => step.name));
      expect(steps.map((step) => new URL(step.item).pathname)).toEqual(['/hr', '/hr/category/adult-tops', `/hr${productPath(SHIRT)}`]);
      await expect(trail.getByRole('listitem')).toHaveText(['Početna', 'Majice i košulje', 'Lanena košulja']);
    });

    test('the larger view: opens from the image, turns by keys and swipes, keeps focus, closes on Escape', async ({ page }) => {
      await page.goto(productPath(SHIRT));
      const enlarge = page.getByRole('button', { name: 'Enlarge image 1 of 3' });
      await enlarge.click();
      const dialog = page.getByRole('dialog', { name: 'Images of Linen Shirt' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: 'Linen Shirt, image 1 of 3' })).toBeVisible();
      await expect(dialog.getByText('Image 1 of 3')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      expect(await axeViolations(page, `larger view (${name})`)).toEqual([]);

      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByText('Image 2 of 3')).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByText('Image 3 of 3')).toBeVisible();

      // A swipe leftwards shows the next image, rightwards the previous.
      const frame = (await dialog.locator('.lightbox__frame').boundingBox()) as { x: number; y: number; width: number; height: number };
      const middle = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
      const swipe = async (by: number) => {
        await page.mouse.move(middle.x - by / 2, middle.y);
        await page.mouse.down();
        await page.mouse.move(middle.x + by / 2, middle.y + 5, { steps: 6 });
        await page.mouse.up();
      };
      await swipe(-150);
      await expect(dialog.getByText('Image 1 of 3')).toBeVisible();
      await swipe(150);
      await expect(dialog.getByText('Image 3 of 3')).toBeVisible();
      await expect(dialog).toBeVisible();

      // Focus stays inside, whichever way the shopper tabs.
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab');
        await expect(dialog.locator(':focus')).toHaveCount(1);
      }
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Shift+Tab');
        await expect(dialog.locator(':focus')).toHaveCount(1);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      // Back on the image it opened from, which now shows the image last seen.
      await expect(page.getByRole('button', { name: 'Enlarge image 3 of 3' })).toBeFocused();
    });

    atDesktopOnly(viewport)('colour swatches name each colour and lead to it', async ({ page }) => {
      await page.goto(productPath(SHIRT));
      const colours = page.getByRole('list', { name: 'Colour: Oat' });
      await expect(colours.getByRole('listitem')).toHaveText(['Oat (shown)', 'Linen Shirt in Ink Blue', 'Linen Shirt in Sage']);
      await expect(colours.getByRole('link')).toHaveCount(2);
      await colours.getByRole('link', { name: 'Linen Shirt in Sage' }).click();
      await expect(page).toHaveURL(new RegExp(`${productPath(SHIRT_SAGE)}$`));
      const sage = page.getByRole('list', { name: 'Colour: Sage' });
      await expect(sage.getByRole('link', { name: 'Linen Shirt in Oat' })).toBeVisible();
      await expect(sage.getByRole('link', { name: /Sage/ })).toHaveCount(0);
    });

    atDesktopOnly(viewport)('the average stars and the number of reviews lead to the reviews', async ({ page }) => {
      await page.goto(productPath(BLOUSE));
      await expect(page.getByRole('link', { name: 'No reviews yet' })).toBeVisible();

      await reviewOnce(page, REVIEWED, 4);
      await page.goto(productPath(REVIEWED));
      const rating = page.getByRole('link', { name: /^Rated 4\.0 out of 5/ });
      await expect(rating).toHaveText(/4\.0\s*\(1 review\)/);
      await rating.click();
      await expect(page.getByRole('heading', { name: /^Reviews/ })).toBeInViewport();
    });

    atDesktopOnly(viewport)('quantity, "Only N left" and what the cart holds, across a reload', async ({ page }) => {
      // Earlier journeys may have bought some: the operator restocks, as the shop would.
      if ((await officeStock(SHIRT, 'M')) < 4) await runAdmin(['stock', 'set', SHIRT, 'M', '5']);
      const stock = await officeStock(SHIRT, 'M');
      expect(stock).toBeGreaterThanOrEqual(4);
      await page.goto(productPath(SHIRT));
      await page.getByRole('button', { name: 'M', exact: true }).click();
      const quantity = page.getByRole('group', { name: 'Quantity' });
      await expect(quantity.getByRole('status')).toHaveText('1');
      await expect(page.getByText(/^Only \d left/)).toHaveCount(stock > 3 ? 0 : 1);
      // Fit & fabric: what it is made of, the model, and the chosen size's row of the garment's measurements marked.
      const fit = page.getByRole('region', { name: 'Fit & fabric' });
      await expect(fit).toContainText('100% linen');
      await expect(fit).toContainText('Model is 172 cm and wears S');
      await expect(fit.locator('tr[aria-current="true"]').locator('th, td')).toHaveText(['M (your choice)', '58', '73', '58']);

      // All but two into the cart at once.
      for (let pieces = 1; pieces < stock - 2; pieces++) await quantity.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(quantity.getByRole('status')).toHaveText(String(stock - 2));
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByRole('button', { name: `Cart, ${stock - 2} ${stock - 2 === 1 ? 'item' : 'items'}` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Added to cart' })).toContainText(`Size M · Quantity ${stock - 2}`);
      const note = page.locator('.purchase__stock');
      await expect(note).toHaveText(`Only 2 left · ${stock - 2} already in your cart`);

      // The choice stops at what is left.
      await expect(quantity.getByRole('status')).toHaveText('1');
      await quantity.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(quantity.getByRole('status')).toHaveText('2');
      await expect(quantity.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

      // The cart is kept in the browser: after a reload the same is left.
      await page.reload();
      await page.getByRole('button', { name: 'M', exact: true }).click();
      await expect(note).toHaveText(`Only 2 left · ${stock - 2} already in your cart`);
      expect(await axeViolations(page, `product page with a size chosen (${name})`)).toEqual([]);
    });

    atDesktopOnly(viewport)('delivery and returns in brief, with the pages that say more', async ({ page }) => {
      await page.goto(productPath(SHIRT));
      const delivery = page.getByRole('region', { name: 'Delivery and returns' });
      await expect(delivery.getByRole('listitem')).toHaveText([
        'Croatia: 3,95 €, free over 50,00 €, in 2–5 business days.',
        'Other EU countries: 15,00 €, free over 300,00 €, in 5–10 business days.',
        'Rest of the world: 25,00 €, free over 300,00 €, in 10–15 business days.',
        'Free pickup in Zagreb, at the Office or Store Kaptol.',
        'Orders placed before 12 noon on a working day ship the same day.',
        '14 days to withdraw from your purchase, sale items included; you pay the cost of sending pieces back.',
      ]);
      await delivery.getByRole('link', { name: 'Returns and withdrawal' }).click();
      await expect(page).toHaveURL(/\/returns$/);
      await expect(page.getByRole('heading', { name: 'Your right of withdrawal: 14 days' })).toBeVisible();
      await page.goBack();
      await page.getByRole('region', { name: 'Delivery and returns' }).getByRole('link', { name: 'Shipping and delivery' }).click();
      await expect(page).toHaveURL(/\/shipping-and-delivery$/);
    });

    atDesktopOnly(viewport)(
      'recently viewed: asked first, then newest first, without the product shown, a vanished product dropped, at most 8 kept, switched off and cleared',
      async ({ page }) => {
        // Nothing is kept until the shopper says yes (docs/decisions/059); the shelf's place asks.
        await page.goto(productPath(SHIRT));
        const recent = page.getByRole('region', { name: 'Recently viewed' });
        await expect(recent.getByText('Keep a list of the products you view on this device')).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();
        expect(await axeViolations(page, `recently viewed offer (${name})`, '.related--recently-viewed')).toEqual([]);
        await recent.getByRole('button', { name: 'Yes, keep it' }).click();
        await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed') ?? '')).toContain(SHIRT);
        await page.goto(productPath(TEE_ECRU));
        await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed') ?? '')).toContain(TEE_ECRU);
        await page.goto(productPath(BLOUSE));
        await expect(recent.getByRole('heading', { level: 3 })).toHaveText(['Organic Cotton Tee', 'Linen Shirt']);
        await expect(recent.getByText('Embroidered Peasant Blouse')).toHaveCount(0);

        // A product no longer in the shop is left out, and forgotten; the list keeps 8 at most.
        const search = await page.request.post('/api/products/search', { data: { size: 10, start: 0 } });
        const ids = ((await search.json()) as { data: { id: string }[] }).data.map((p) => p.id).filter((id) => id !== BLOUSE);
        await page.evaluate((list) => localStorage.setItem('recentlyViewed', JSON.stringify(list)), ['no-such-product', ...ids]);
        await page.reload();
        await expect(recent.locator('.product-card')).toHaveCount(4);
        const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as string[]);
        expect(kept).not.toContain('no-such-product');
        expect(kept[0]).toBe(BLOUSE);
        expect(kept.length).toBeLessThanOrEqual(8);
        expect(await axeViolations(page, `recently viewed (${name})`, '.related--recently-viewed')).toEqual([]);

        // Switched off: the list goes, from the page and the browser, and is not asked for again.
        await page.getByRole('button', { name: 'Stop keeping this list and clear it' }).click();
        await expect(recent).toHaveCount(0);
        expect(await page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();
        await page.goto(productPath(SHIRT));
        await expect(page.getByRole('button', { name: 'Yes, keep it' })).toHaveCount(0);
        expect(await page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();

        // The privacy policy, which names the list, switches it on again.
        await page.goto('/privacy-policy');
        // The page is prerendered: the button answers once it has hydrated.
        const stop = page.getByRole('button', { name: 'Stop keeping this list and clear it' });
        await expect(async () => {
          if (!(await stop.isVisible()))
            await page.getByRole('button', { name: 'Keep a list of the products I view on this device' }).click();
          await expect(stop).toBeVisible({ timeout: 1_000 });
        }).toPass();
        await page.goto(productPath(SHIRT));
        await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed') ?? '')).toContain(SHIRT);
      },
    );
  });
}

test.describe('product page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the add-to-cart bar stays in view; without a size it brings the sizes to the shopper', async ({ page }) => {
    await page.goto(productPath(SHIRT));
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeInViewport();
    await expect(page.locator('.purchase__bar')).toContainText('Choose a size');
    await page.waitForLoadState('networkidle');
    await docsScreenshot(page, 'product-page-phone.png');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByText(/© \d{4}/)).toBeInViewport();
    await expect(add).toBeInViewport();
    // Nothing of the page is hidden under the bar: the last line of the footer ends above it.
    const bar = (await page.locator('.purchase__bar').boundingBox()) as { y: number };
    const copyright = (await page.getByText(/© \d{4}/).boundingBox()) as { y: number; height: number };
    expect(copyright.y + copyright.height).toBeLessThanOrEqual(bar.y);

    await add.click();
    await expect(page.locator('.toast', { hasText: 'Please select a size before adding to cart' })).toBeVisible();
    const sizes = page.getByRole('group', { name: /^Size/ });
    await expect(sizes).toBeInViewport();
    await sizes.getByRole('button', { name: 'L', exact: true }).click();
    await expect(page.locator('.purchase__bar')).toContainText('Size L');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await add.click();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });
});
