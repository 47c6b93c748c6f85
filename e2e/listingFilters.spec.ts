import { axeViolations } from './support/axe.ts';
import { listingSortedBy, shownPrices } from './support/shop.ts';
import { expect, type Page, test, atDesktopOnly } from './support/test.ts';

/**
 * Filters and sort on a category (issue #16, point 1), at a wide screen and a phone (the sort
 * and the Croatian price range at a wide screen only: docs/decisions/091): what the shopper
 * chooses shows as chosen filters and in the address, so a reload or Back keeps it; the counts
 * beside each value; Load More pages by 10 and a new choice starts at the first page.
 */

const cards = (page: Page) => page.locator('main .product-grid .product-card');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

for (const [device, viewport] of [
  ['wide screen', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`listing filters on a ${device}`, () => {
    test.use({ viewport });

    test('choose a size and a colour with their counts, keep them through reload and Back, clear them', async ({ page }) => {
      await page.goto('/category/adult-dresses');
      await expect(heading(page)).toHaveText(/Dresses\s*\(12 products\)/);
      await expect(cards(page)).toHaveCount(10);

      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Filter' });
      await expect(panel).toBeVisible();
      const sizes = panel.getByRole('group', { name: 'Size' });
      const m = sizes.getByRole('checkbox', { name: /^M \(\d+\)$/ });
      const mCount = Number(/\((\d+)\)/.exec((await sizes.getByText(/^M \(\d+\)$/).textContent()) ?? '')?.[1]);
      expect(mCount).toBeGreaterThan(0);
      expect(await axeViolations(page, `filter panel (${device})`)).toEqual([]);

      await m.check();
      await expect(page).toHaveURL(/[?&]size=M(&|$)/);
      if (device === 'wide screen') await page.screenshot({ path: test.info().outputPath('filter-panel.png') });
      await expect(panel.getByRole('button', { name: `Show ${mCount} ${mCount === 1 ? 'product' : 'products'}` })).toBeVisible();
      // The colours are counted among the dresses in M; choose the first with any.
      const colours = panel.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { disabled: false });
      const colourLabel = (await colours.first().locator('xpath=..').textContent()) ?? '';
      const [, colour, colourCount] = /^(.+?) \((\d+)\)$/.exec(colourLabel.trim()) ?? [];
      await colours.first().check();
      await expect(page).toHaveURL(new RegExp(`colour=${encodeURIComponent(colour ?? '').replaceAll('%20', '(\\+|%20)')}`));
      await panel.getByRole('button', { name: /^Show \d+ products?$/ }).click();
      await expect(panel).toHaveCount(0);

      const chosen = page.getByRole('list', { name: 'Chosen filters' });
      await expect(chosen.getByRole('button', { name: 'Remove Size M' })).toBeVisible();
      await expect(chosen.getByRole('button', { name: `Remove ${colour}` })).toBeVisible();
      await expect(heading(page)).toHaveText(new RegExp(`Dresses\\s*\\(${colourCount} products?\\)`));
      await expect(cards(page)).toHaveCount(Number(colourCount));
      for (const text of await cards(page).locator('.product-card__colour').allTextContents()) expect(text).toContain(colour);
      expect(await axeViolations(page, `filtered listing (${device})`)).toEqual([]);
      if (device === 'wide screen') await page.screenshot({ path: test.info().outputPath('listing-filters.png') });

      // A reload draws the prerendered page, then the address's choice.
      await page.reload();
      await expect(chosen.getByRole('button', { name: 'Remove Size M' })).toBeVisible();
      await expect(heading(page)).toHaveText(new RegExp(`Dresses\\s*\\(${colourCount} products?\\)`));
      await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();

      // Back undoes the colour, then the size.
      await page.goBack();
      await expect(chosen.getByRole('button', { name: `Remove ${colour}` })).toHaveCount(0);
      await expect(heading(page)).toHaveText(new RegExp(`Dresses\\s*\\(${mCount} products?\\)`));
      await page.goBack();
      await expect(chosen).toHaveCount(0);
      await expect(heading(page)).toHaveText(/Dresses\s*\(12 products\)/);

      await page.goForward();
      await chosen.getByRole('button', { name: 'Clear all' }).click();
      await expect(chosen).toHaveCount(0);
      await expect(cards(page)).toHaveCount(10);
      await expect(page).not.toHaveURL(/size=/);
    });

    atDesktopOnly(viewport)(
      'sort by price both ways; Load More pages by 10 and a new choice starts again at the first page',
      async ({ page }) => {
        await page.goto('/category/adult-dresses');
        const sort = page.getByRole('combobox', { name: 'Sort by' });
        const ascending = listingSortedBy(page, 'price-asc');
        await sort.selectOption({ label: 'Price: low to high' });
        await expect(page).toHaveURL(/sort=price-asc/);
        await ascending;
        await expect(cards(page)).toHaveCount(10);
        await page.getByRole('button', { name: 'Load More' }).click();
        await expect(cards(page)).toHaveCount(12);
        await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
        const up = await shownPrices(page);
        expect(up).toHaveLength(12);
        expect(up).toEqual([...up].sort((a, b) => a - b));

        const descending = listingSortedBy(page, 'price-desc');
        await sort.selectOption({ label: 'Price: high to low' });
        await expect(page).toHaveURL(/sort=price-desc/);
        await descending;
        await expect(cards(page)).toHaveCount(10);
        await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
        const down = await shownPrices(page);
        expect(down).toEqual([...down].sort((a, b) => b - a));
        expect(down[0]).toBe(Math.max(...up));

        await sort.selectOption({ label: 'Biggest discount' });
        await expect(cards(page).first().locator('.badge', { hasText: /%/ })).toBeVisible();

        await page.getByRole('button', { name: 'Filter', exact: true }).click();
        const panel = page.getByRole('dialog', { name: 'Filter' });
        const band = panel.getByRole('group', { name: 'Price' }).getByRole('radio', { name: /^100,00\s€ and over \(\d+\)$/ });
        await band.check();
        await expect(page).toHaveURL(/price=100-/);
        await page.keyboard.press('Escape');
        await expect(panel).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeFocused();
        for (const price of await shownPrices(page)) expect(price).toBeGreaterThanOrEqual(100);
        await expect(
          page.getByRole('list', { name: 'Chosen filters' }).getByRole('button', { name: 'Remove 100,00 € and over' }),
        ).toBeVisible();
      },
    );

    test('a price range typed From and To: bad input is said before asking, a good one filters by the price paid and stays through reload', async ({
      page,
    }) => {
      await page.goto('/category/adult-dresses');
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Filter' });
      const price = panel.getByRole('group', { name: 'Price' });
      const from = price.getByRole('textbox', { name: 'From (€)' });
      const to = price.getByRole('textbox', { name: 'To (€)' });
      const apply = price.getByRole('button', { name: 'Apply price' });

      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/products/search')) asked.push(request.postData() ?? '');
      });
      await from.fill('abc');
      await apply.click();
      await expect(price.getByRole('alert')).toHaveText('Enter a price in euros, such as 12 or 12,50.');
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await from.fill('80');
      await to.fill('50');
      await apply.click();
      await expect(price.getByRole('alert')).toHaveText('“To” cannot be below “From”.');
      await from.fill('-5');
      await apply.click();
      await expect(price.getByRole('alert')).toHaveText('A price cannot be negative.');
      expect(asked.filter((body) => body.includes('priceMin') || body.includes('priceMax'))).toEqual([]);
      expect(page.url()).not.toMatch(/priceFrom|priceTo/);

      await from.fill('50,50');
      await to.fill('120');
      await apply.click();
      await expect(page).toHaveURL(/priceFrom=50\.5&priceTo=120(&|$)/);
      await expect(price.getByRole('alert')).toHaveCount(0);
      await page.keyboard.press('Escape');
      const chip = page.getByRole('list', { name: 'Chosen filters' }).getByRole('button', { name: 'Remove 50,50 € – 120,00 €' });
      await expect(chip).toBeVisible();
      for (const paid of await shownPrices(page)) {
        expect(paid).toBeGreaterThanOrEqual(50.5);
        expect(paid).toBeLessThanOrEqual(120);
      }
      await page.reload();
      await expect(chip).toBeVisible();
      await page.getByRole('button', { name: 'Filter (1)' }).click();
      await expect(price.getByRole('textbox', { name: 'From (€)' })).toHaveValue('50,50');
      await expect(price.getByRole('textbox', { name: 'To (€)' })).toHaveValue('120');
      expect(await axeViolations(page, `price range (${device})`)).toEqual([]);
      await page.keyboard.press('Escape');
      await chip.click();
      await expect(page).not.toHaveURL(/priceFrom|priceTo/);
    });

    atDesktopOnly(viewport)('the price range in Croatian takes a decimal comma and says what is wrong in Croatian', async ({ page }) => {
      await page.goto('/hr/category/adult-dresses');
      await page.getByRole('button', { name: 'Filtri', exact: true }).click();
      const price = page.getByRole('dialog', { name: 'Filtri' }).getByRole('group', { name: 'Cijena' });
      await price.getByRole('textbox', { name: 'Od (€)' }).fill('1O');
      await price.getByRole('button', { name: 'Primijeni cijenu' }).click();
      await expect(price.getByRole('alert')).toHaveText('Upišite cijenu u eurima, npr. 12 ili 12,50.');
      await price.getByRole('textbox', { name: 'Od (€)' }).fill('');
      await price.getByRole('textbox', { name: 'Do (€)' }).fill('99,99');
      await price.getByRole('button', { name: 'Primijeni cijenu' }).click();
      await expect(page).toHaveURL(/\/hr\/category\/adult-dresses\?priceTo=99\.99$/);
      await page.keyboard.press('Escape');
      await expect(
        page.getByRole('list', { name: 'Odabrani filtri' }).getByRole('button', { name: 'Ukloni filtar Do 99,99 €' }),
      ).toBeVisible();
      for (const paid of await shownPrices(page)) expect(paid).toBeLessThanOrEqual(99.99);
    });
  });
}
