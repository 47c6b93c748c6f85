import { axeViolations, goTo } from './support/axe.ts';
import type { Route } from '@playwright/test';
import { type Page, expect, test, atDesktopOnly } from './support/test.ts';

/**
 * Listings never look broken (docs/decisions/035-states-that-never-look-broken.md): placeholders
 * while the products load, a message with Retry when their call fails, a sentence and a way on
 * when a listing is empty; a category that does not exist is still the not-found message, and a
 * failed search still says 'No products found' (SPEC §8).
 */

const LISTING = '/category/adult-dresses';
const SEARCH_API = '**/api/products/search';

/** Holds every call to `url` until released; `fail` answers 503 instead while it is true. */
async function hold(page: Page, url: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { fail: false, release };
  await page.route(url, async (route: Route) => {
    if (state.fail) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' });
    await released;
    return route.continue();
  });
  return state;
}

/** Arrives at `path` inside the app, so the page's data is not drawn in its HTML already. */
async function visitInApp(page: Page, path: string) {
  await page.goto('/faq');
  await goTo(page, path);
}

const placeholders = (page: Page) => page.locator('main .section-skeleton[role="status"]');
const cards = (page: Page) => page.locator('main .product-grid .product-card');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`listing states at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('grey placeholders keep the room of the products while they load, then the cards', async ({ page }) => {
      const search = await hold(page, SEARCH_API);
      await visitInApp(page, LISTING);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dresses/);
      await expect(placeholders(page)).toBeVisible();
      await expect(placeholders(page)).toContainText('Loading…');
      const room = await placeholders(page).boundingBox();
      expect(room?.height).toBeGreaterThan(300);
      expect(await axeViolations(page, 'listing loading', 'main')).toEqual([]);
      search.release();
      await expect(cards(page)).toHaveCount(10);
      await expect(placeholders(page)).toHaveCount(0);
    });

    atDesktopOnly(viewport)('when the products cannot be loaded, the listing says so, and Retry brings them', async ({ page }) => {
      const search = await hold(page, SEARCH_API);
      search.fail = true;
      await visitInApp(page, LISTING);
      const failed = page.getByRole('alert').filter({ hasText: 'We could not load the products. Check your connection and try again.' });
      await expect(failed).toBeVisible();
      await expect(page.getByText('There are no products')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).not.toContainText('(0');
      expect(await axeViolations(page, 'listing failed', 'main')).toEqual([]);

      search.fail = false;
      await failed.getByRole('button', { name: 'Retry' }).click();
      await expect(placeholders(page)).toBeVisible();
      search.release();
      await expect(cards(page)).toHaveCount(10);
      await expect(failed).toHaveCount(0);
    });

    atDesktopOnly(viewport)(
      'when the category itself cannot be loaded, Retry; when it does not exist, the not-found message',
      async ({ page }) => {
        const category = await hold(page, '**/api/categories/adult-dresses');
        category.fail = true;
        await visitInApp(page, LISTING);
        const failed = page.getByRole('alert').filter({ hasText: 'We could not load this category.' });
        await expect(failed).toBeVisible();
        category.fail = false;
        category.release();
        await failed.getByRole('button', { name: 'Retry' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dresses/);
        await expect(cards(page)).toHaveCount(10);

        await page.goto('/category/no-such-category');
        await expect(page.getByRole('heading', { level: 1, name: "We're sorry" })).toBeVisible();
        await expect(page.getByText("We couldn't find this category.")).toBeVisible();
      },
    );

    atDesktopOnly(viewport)('an empty listing says so and leads back to the shop', async ({ page }) => {
      await page.route(SEARCH_API, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[],"total":0}' }),
      );
      await visitInApp(page, LISTING);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Dresses\s*\(0 products\)/);
      await expect(page.getByText('There are no products in this category yet.')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to Homepage' })).toBeVisible();
      expect(await axeViolations(page, 'empty listing', 'main')).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Back to Homepage' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    atDesktopOnly(viewport)('a failed search still shows No products found', async ({ page }) => {
      await page.route(SEARCH_API, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"busy"}' }));
      await page.goto('/search?q=linen');
      await expect(page.getByText('No products found')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'We could not load' })).toHaveCount(0);
    });
  });
}
