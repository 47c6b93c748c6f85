/**
 * Taps on a drawn page before its code has arrived (docs/decisions/086-early-taps.md): the page
 * answers them at once and does what they asked once its code is there, in the order they were
 * made. The page's scripts are held back until the taps are made, as a weak connection would.
 */
import { expect, type Page, test } from '@playwright/test';
import { listingSortedBy, shownPrices } from './support/shop.ts';

/** Holds every script of the page back until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a heart tapped before the page’s code is there shows saved at once, and the product is in the wishlist once the code arrives', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/category/adult-dresses', { waitUntil: 'commit' });
  const card = page.locator('.product-card').first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const heart = card.getByRole('button', { name: `Save ${name} to your wishlist` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // A second heart tapped twice is left as it was.
  const other = page
    .locator('.product-card')
    .nth(1)
    .getByRole('button', { name: /^Save .* to your wishlist$/ });
  await other.click();
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'false');

  release();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 saved' })).toBeVisible({ timeout: 15_000 });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(other).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('link', { name: 'Wishlist, 1 saved' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
});

test('a size and "Add to cart" tapped before the page’s code is there put that size in the cart once the code arrives', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/products/adult-linen-wrap-dress-sage', { waitUntil: 'commit' });
  const sizes = page.locator('.size-picker__options .size-option:not(.size-option--out)');
  await expect(sizes.first()).toBeVisible();
  // The last size for sale: not the one the page would take by itself.
  const size = sizes.last();
  const label = ((await size.textContent()) ?? '').trim();
  await size.click();
  await expect(size).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.size-option[aria-pressed="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add to cart' }).click();

  release();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Added to cart' })).toContainText(`Size ${label} · Quantity 1`);
});

test('a size chosen on a card and its Add tapped before the page’s code is there put that size in the cart; hydrating does not set the size back', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/category/adult-knitwear', { waitUntil: 'commit' });
  const card = page.locator('.product-card').first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const select = card.getByRole('combobox');
  const sizes = await select
    .locator('option:not([disabled]):not([value=""])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  // The last size for sale: not one the card would take by itself.
  const size = sizes.at(-1) as string;
  await select.selectOption(size);
  await card.getByRole('button', { name: `Add ${name} to cart` }).click();

  release();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible({ timeout: 15_000 });
  await expect(select).toHaveValue(size);
  await expect(card.getByRole('status')).not.toContainText('Please select a size');
});

test('a size chosen on a card while the page’s code takes the card over is the size Add puts in the cart', async ({ browser }) => {
  // The choice's input event can make React hydrate the select at once and set it back before
  // its change event comes: as the page loads, one time in four or more on this machine before.
  for (let round = 1; round <= 6; round++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/category/adult-tops');
    const card = page
      .locator('.product-card', { has: page.getByRole('link', { name: 'Organic Cotton Tee' }) })
      .filter({ hasText: 'Terracotta' });
    const select = card.getByRole('combobox', { name: /Size of Organic Cotton Tee/ });
    await select.selectOption('L');
    await card.getByRole('button', { name: /Add Organic Cotton Tee to cart/ }).click();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' }), `round ${round}`).toBeVisible();
    await expect(select).toHaveValue('L');
    await context.close();
  }
});

test('an order chosen in "Sort by" before the page’s code is there orders the listing once the code arrives', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/category/adult-dresses', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });

  const sorted = listingSortedBy(page, 'price-asc', { timeout: 15_000 });
  release();
  await expect(page).toHaveURL(/sort=price-asc/, { timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  await sorted;
  await expect(page.locator('main .product-grid .product-card .price__now')).toHaveCount(10);
  const shown = await shownPrices(page);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
});

test('the page’s own code answers taps as before once it is there, and the Content-Security-Policy lets the catching script run', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/products/adult-linen-wrap-dress-sage');
  // The product's own link: the footer's Help section, which loads once the page has settled, has one too.
  const sizeGuide = page.getByRole('main').getByRole('link', { name: 'Size Guide' });
  await expect(sizeGuide).toBeVisible();
  // Hydrated: the SPA answers a click without a page load.
  await sizeGuide.click();
  await expect(page).toHaveURL(/\/size-guide$/);
  await page.goBack();
  const size = page.locator('.size-picker__options .size-option:not(.size-option--out)').first();
  await size.click();
  await expect(size).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.size-picker__chosen')).toBeVisible();
  expect(blocked).toEqual([]);
});
