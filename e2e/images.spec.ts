import { expect, test } from './support/test.ts';

/**
 * The page's largest image loads first and the rest when scrolled to (docs/decisions/026-images.md):
 * the product page's main image and the home hero are fetched eagerly with high priority, the
 * first row of a listing too, and images further down are left to the browser to load lazily.
 */
const SHIRT = 'adult-linen-shirt-oat';

test.describe('images load first and small', () => {
  test("the product page's main image comes first; its thumbnails wait", async ({ page }) => {
    await page.goto(`/products/${SHIRT}`);
    const main = page.locator('.gallery__main img');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('width', /^\d+$/);
    await expect(main).toHaveAttribute('height', /^\d+$/);
    const thumbs = page.locator('.gallery__thumbs img');
    await expect(thumbs.first()).toHaveAttribute('loading', 'lazy');
    expect(await thumbs.evaluateAll((images) => images.map((i) => i.getAttribute('fetchpriority')))).not.toContain('high');
  });

  test("the home page's hero comes first", async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('.hero img.hero__media');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
  });

  test("a listing's first row comes first; the cards below it load lazily", async ({ page }) => {
    await page.goto('/category/adult-knitwear');
    const images = page.locator('main .product-grid .product-card__media img');
    await expect(images.nth(3)).toBeAttached();
    const attributes = await images.evaluateAll((all) =>
      all.map((i) => ({ loading: i.getAttribute('loading'), priority: i.getAttribute('fetchpriority') })),
    );
    expect(attributes.slice(0, 2)).toEqual([
      { loading: 'eager', priority: 'high' },
      { loading: 'eager', priority: 'high' },
    ]);
    for (const below of attributes.slice(2)) expect(below).toEqual({ loading: 'lazy', priority: 'auto' });
  });
});
