import { expect, test, atDesktopOnly } from './support/test.ts';

/**
 * A data part of a page never looks broken (docs/decisions/035-states-that-never-look-broken.md):
 * placeholders while its call is on its way, a short message with Retry when it fails.
 */

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the home page shows placeholders while its collections load, and Retry when their call fails', async ({ page }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let failing = true;
      await page.route('**/api/homePage/collections', async (route) => {
        if (failing) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' });
        await held;
        return route.continue();
      });
      // Arrive on another page, so the home page's data is not in the page already.
      await page.goto('/faq');
      await page.getByRole('link', { name: 'Tkanica', exact: false }).first().click();
      await expect(page).toHaveURL(/\/$/);
      const failed = page.getByRole('alert').filter({ hasText: 'We could not load the collections.' });
      await expect(failed).toBeVisible();
      await expect(page.locator('.hero--placeholder')).toHaveCount(0);

      failing = false;
      await failed.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
      release();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'We could not load' })).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    });

    atDesktopOnly(viewport)('a product whose call fails says so with Retry instead of an empty page', async ({ page }) => {
      let failing = true;
      await page.route('**/api/products/adult-linen-wrap-dress-sage', (route) =>
        failing
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' })
          : route.continue(),
      );
      // Arrive from a listing, so the product's data is not in the page already.
      await page.goto('/category/adult-dresses');
      await page.locator('main .product-card__body a[href="/products/adult-linen-wrap-dress-sage"]').click();
      const failed = page.getByRole('alert').filter({ hasText: 'We could not load this product.' });
      await expect(failed).toBeVisible();
      failing = false;
      await failed.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Linen Wrap Dress' })).toBeVisible();
    });

    atDesktopOnly(viewport)(
      "a product page's reviews and related products say so when their calls fail, and come on Retry",
      async ({ page }) => {
        let failing = true;
        const fail = (route: import('@playwright/test').Route) =>
          failing
            ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' })
            : route.continue();
        await page.route('**/api/reviews/search', fail);
        await page.route('**/api/products/*/getRandomRelatedProducts', fail);
        await page.goto('/products/adult-linen-wrap-dress-sage');
        const reviews = page.getByRole('alert').filter({ hasText: 'We could not load the reviews.' });
        const related = page.getByRole('alert').filter({ hasText: 'We could not load products you may like.' });
        await expect(reviews).toBeVisible();
        await expect(related).toBeVisible();
        // Not an empty product: no "no reviews yet" while the reviews could not be asked.
        await expect(page.getByText('This product has no reviews yet.')).toHaveCount(0);
        failing = false;
        await reviews.getByRole('button', { name: 'Retry' }).click();
        await related.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: 'We could not load' })).toHaveCount(0);
      },
    );
  });
}

test('the menu shows the shape of its links while they load, and Retry when their call fails, not an empty band', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let failing = true;
  await page.route('**/api/homePage/fetchByAge', async (route) => {
    if (failing) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' });
    await held;
    return route.continue();
  });
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Kids' }).click();
  const menu = page.locator('#mega-menu');
  const failed = menu.getByRole('alert').filter({ hasText: 'We could not load the menu.' });
  await expect(failed).toBeVisible();

  failing = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(menu.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  release();
  await expect(menu.getByRole('list', { name: 'Kids categories' }).getByRole('link').first()).toBeVisible();
  await expect(menu.getByRole('alert')).toHaveCount(0);
  await expect(menu.getByRole('status')).toHaveCount(0);
});
