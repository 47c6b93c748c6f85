import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { axeViolations } from './support/axe.ts';
import { runAdmin } from './support/shop.ts';
import { expect, type Page, test, atDesktopOnly } from './support/test.ts';

/**
 * The search page (issue #16, point 2), at a wide screen and a phone: "See all N results" from
 * the overlay to /search?q=…, with the listing's filters and Load More; letter case and
 * Croatian diacritics do not matter ("cesalj" finds "češalj"; at a wide screen only,
 * docs/decisions/091-journeys-at-a-phones-width.md).
 */

const cards = (page: Page) => page.locator('main .product-grid .product-card');

/** A comb named in Croatian, imported with the operator's command as a shop would add it. */
const COMB = { id: 'adult-wooden-comb-durda', name: 'Drveni češalj Đurđa' };

test.beforeAll(async ({ request }) => {
  const existing = await request.get(`/api/products/${COMB.id}`);
  if (existing.ok()) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-comb-'));
  const csv = path.join(dir, 'comb.csv');
  writeFileSync(
    csv,
    [
      'productId,name,colorName,price,age,categoryIds,images,size,quantity,discount',
      `${COMB.id},${COMB.name},Oak,14.00,ADULT,adult-accessories,products/adult-wool-socks-oat-1.svg,One size,6,0`,
    ].join('\n'),
  );
  await runAdmin(['catalog', 'import', csv]);
});

for (const [device, viewport] of [
  ['wide screen', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`search page on a ${device}`, () => {
    test.use({ viewport });

    test('"See all N results" leads from the overlay to every "linen" result, paged by 10, with filters', async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('button', { name: /search/i })
        .first()
        .click();
      const overlay = page.getByRole('dialog', { name: 'Search products' });
      await overlay.getByRole('searchbox', { name: 'Search products' }).fill('LINEN');
      await expect(overlay.locator('.product-card')).toHaveCount(10);
      const seeAll = overlay.getByRole('link', { name: /^See all \d+ results$/ });
      const total = Number(/\d+/.exec((await seeAll.textContent()) ?? '')?.[0]);
      expect(total).toBeGreaterThan(10);
      await seeAll.click();

      await expect(page).toHaveURL(/\/search\?q=LINEN$/);
      await expect(overlay).toHaveCount(0);
      await expect(page).toHaveTitle(/^Search: LINEN \| Tkanica/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “LINEN” (${total})`);
      await expect(cards(page)).toHaveCount(10);
      const loadMore = page.getByRole('button', { name: 'Load More' });
      while (await loadMore.isVisible()) await loadMore.click();
      await expect(cards(page)).toHaveCount(total);
      for (const name of await cards(page).locator('.product-card__name').allTextContents()) expect(name.toLowerCase()).toContain('linen');
      expect(await axeViolations(page, `search page (${device})`)).toEqual([]);

      // The listing's filters work here too, and a new choice starts again at the first page.
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
      await expect(page).toHaveURL(/q=LINEN.*sort=price-asc/);
      await expect(cards(page)).toHaveCount(Math.min(10, total));
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Filter' });
      const colour = panel.getByRole('group', { name: 'Colour' }).getByRole('checkbox').first();
      const [, name, count] = /^(.+?) \((\d+)\)$/.exec(((await colour.locator('xpath=..').textContent()) ?? '').trim()) ?? [];
      await colour.check();
      expect(await axeViolations(page, `search filters (${device})`)).toEqual([]);
      await panel.getByRole('button', { name: 'Close filters' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “LINEN” (${count})`);
      for (const text of await cards(page).locator('.product-card__colour').allTextContents()) expect(text).toContain(name);
      await page.reload();
      await expect(page.getByRole('list', { name: 'Chosen filters' }).getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    });

    atDesktopOnly(viewport)('forgives letter case and Croatian diacritics: "cesalj" finds "Drveni češalj Đurđa"', async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('button', { name: /search/i })
        .first()
        .click();
      const overlay = page.getByRole('dialog', { name: 'Search products' });
      const box = overlay.getByRole('searchbox', { name: 'Search products' });
      await box.fill('cesalj');
      await expect(overlay.locator('.product-card__name')).toHaveText([COMB.name]);
      await expect(overlay.getByRole('link', { name: 'See 1 result' })).toBeVisible();
      await box.press('Enter');

      await expect(page).toHaveURL(/\/search\?q=cesalj$/);
      // The search page reads the index the catalog stream keeps: the new comb is there within seconds.
      await expect(async () => {
        await page.reload();
        await expect(cards(page).locator('.product-card__name')).toHaveText([COMB.name], { timeout: 1000 });
      }).toPass({ timeout: 20_000 });

      const box2 = page.getByRole('searchbox', { name: 'Search products' });
      for (const [term, encoded] of [
        ['ĐURĐA', '%C4%90UR%C4%90A'],
        ['drveni CESALJ', 'drveni\\+CESALJ'],
      ] as const) {
        await box2.fill(term);
        await box2.press('Enter');
        await expect(page).toHaveURL(new RegExp(`q=${encoded}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${term}” (1)`);
        await expect(cards(page).locator('.product-card__name')).toHaveText([COMB.name]);
      }
      expect(await axeViolations(page, `search result (${device})`)).toEqual([]);
    });
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, what is typed straight after opening search is kept while the search's code loads`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    // From here on every script comes 1.5 s late, as on a slow connection: the overlay's among them.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.keyboard.type('lin');
    const overlay = page.getByRole('dialog', { name: 'Search products' });
    const box = overlay.getByRole('searchbox', { name: 'Search products' });
    // The overlay's code and what it imports come in waves, each 1.5 s late.
    await expect(box).toHaveValue('lin', { timeout: 20_000 });
    await expect(box).toBeFocused();
    await page.keyboard.type('en');
    await expect(box).toHaveValue('linen');
    // The results' own code comes in waves too, each 1.5 s late.
    await expect(overlay.locator('.product-card').first()).toBeVisible({ timeout: 20_000 });
  });
}
