/// <reference lib="dom.iterable" />
import { axeViolations } from './support/axe.ts';
import { type Locator, type Page, expect, test, atDesktopOnly } from './support/test.ts';

/**
 * Product cards (docs/decisions/037-cards-and-wishlist.md): each size once (in the size
 * select), a message under one card that moves no other card's controls, and the reviews'
 * average and count on the card.
 */

const DEMO = { email: 'demo@tkanica.hr', password: 'Demo-Tkanica-2026' };
const LISTING = '/category/adult-dresses';

const cards = (page: Page) => page.locator('main .product-grid .product-card');
const sizeSelect = (card: Locator) => card.getByRole('combobox', { name: /^Size of / });

/**
 * Where an element stands on the page, not in the viewport: a click scrolls a button the window
 * cuts into view, which moves every box in the viewport alike and nothing on the page.
 */
const onPage = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`cards at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    atDesktopOnly(viewport)('a card names each size once: in its size select, nowhere else on the card', async ({ page }) => {
      await page.goto(LISTING);
      await expect(cards(page)).toHaveCount(10);
      for (const card of await cards(page).all()) {
        const sizes = (await sizeSelect(card).locator('option').allTextContents()).filter((s) => s !== 'Size');
        expect(sizes.length).toBeGreaterThan(0);
        // What the card says outside its select, as a shopper reads it.
        const text = await card.evaluate((element) => {
          const copy = element.cloneNode(true) as HTMLElement;
          for (const select of copy.querySelectorAll('select')) select.remove();
          return copy.textContent ?? '';
        });
        for (const size of sizes) {
          const label = size.replace(/ \(.*\)$/, '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
          expect(text, `size ${size} written on the card besides its select`).not.toMatch(new RegExp(`(^|[\\s·,(])${label}([\\s·,)]|$)`));
        }
      }
    });

    test('a message under one card leaves its neighbour’s size select and Add button where they were', async ({ page }) => {
      await page.goto(LISTING);
      const [first, second] = [cards(page).nth(0), cards(page).nth(1)];
      const neighbourAdd = second.getByRole('button', { name: /^Add / });
      const neighbourSize = sizeSelect(second);
      const ownAdd = first.getByRole('button', { name: /^Add / });
      const before = [await onPage(neighbourAdd), await onPage(neighbourSize), await onPage(ownAdd)];
      // The two cards share a row.
      expect(before[0]?.y).toBe(before[2]?.y);

      await ownAdd.click();
      const message = first.getByRole('status').filter({ hasText: 'Please select a size before adding to cart' });
      await expect(message).toBeVisible();
      expect([await onPage(neighbourAdd), await onPage(neighbourSize), await onPage(ownAdd)]).toEqual(before);
      // The message is readable, over the card's own text, and leaves the controls free to use.
      const box = await onPage(message);
      expect(box.y + box.height <= (before[2]?.y ?? 0) + 1).toBe(true);
      await sizeSelect(first).selectOption({ index: 1 });
      await expect(message).toHaveCount(0);
    });

    atDesktopOnly(viewport)('a card shows its reviews’ average stars and how many there are', async ({ page }) => {
      await page.goto(LISTING);
      // Not the dress whose review the back office's journey hides and shows (e2e/adminDesks.spec.ts).
      const link = cards(page)
        .filter({ hasNot: page.locator('a[href="/products/adult-linen-wrap-dress-sage"]') })
        .nth(2)
        .getByRole('heading')
        .getByRole('link');
      const productId = decodeURIComponent(((await link.getAttribute('href')) ?? '').split('/').pop() ?? '');
      // The demo customer reviews it once (a second time answers 409, as the shop allows one).
      const login = await page.request.post('/api/auth/login', { data: DEMO });
      const { token } = (await login.json()) as { token: string };
      const added = await page.request.post(`/api/products/${productId}/addReview`, {
        headers: { authorization: `Bearer ${token}` },
        data: { stars: 5, description: 'Made to last.' },
      });
      expect([201, 409], await added.text()).toContain(added.status());
      // The rating reaches the product through the reviews' stream.
      let rating = { ratingAverage: 0, ratingCount: 0 };
      await expect
        .poll(
          async () => {
            rating = await (await page.request.get(`/api/products/${productId}`, { headers: { 'cache-control': 'no-cache' } })).json();
            return rating.ratingCount ?? 0;
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);

      await page.reload();
      const card = cards(page).filter({ has: page.locator(`a[href="/products/${productId}"]`) });
      const average = rating.ratingAverage.toFixed(1);
      const count = rating.ratingCount;
      await expect(card.getByText(`${average} (${count})`)).toBeVisible();
      await expect(card).toContainText(`Rated ${average} out of 5, ${count} ${count === 1 ? 'review' : 'reviews'}`);
      // Stars are drawn, not just numbers.
      const stars = await card.locator('.product-card__rating').evaluate((p) => getComputedStyle(p, '::before').content);
      expect(stars).toBe('"★★★★★"');
      // Cards without reviews say nothing of ratings.
      const other = cards(page)
        .filter({ hasNot: page.locator(`a[href="/products/${productId}"]`) })
        .filter({ hasNot: page.locator('a[href="/products/adult-linen-wrap-dress-sage"]') })
        .first();
      await expect(other.getByText(/^Rated /)).toHaveCount(0);
      expect(await axeViolations(page, 'listing with a rated card', 'main')).toEqual([]);
    });
  });
}
