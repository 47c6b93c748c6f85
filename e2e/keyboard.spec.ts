import { type Locator, type Page, expect, test } from './support/test.ts';
import { axeViolations } from './support/axe.ts';
import { expectVisibleFocus, tabTo, unseenFocusOnTheWay } from './support/keyboard.ts';
import { latestOrderOf } from './support/shop.ts';

/**
 * A shopper who uses only the keyboard (Tab, Shift+Tab, Enter, Space, arrows, Escape) finds a
 * product, chooses a size, adds it to the cart, checks out, pays on the payment page and lands
 * on the thanks. Every element the focus lands on shows it; Escape closes each overlay and puts
 * the focus back on what opened it. No mouse: no click, no fill.
 */

/** Types into the field the focus reaches by Tab. */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
  await page.keyboard.type(text);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a shopper buys wool socks with the keyboard alone', async ({ page }) => {
  // About 100 Tabs, each followed by a look at the focus: 31 s beside the other lane, over 60 s
  // when the machine is busier.
  test.setTimeout(120_000);
  const email = `tipkovnica.${Date.now()}@example.hr`;

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Shop New Arrivals' })).toBeVisible();

  // Every link and control of the home page, from the header to the footer, shows its focus.
  await expect(page.locator('.carousel .product-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  expect(await unseenFocusOnTheWay(page)).toEqual([]);

  // The first Tab offers the way past the header.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectVisibleFocus(page);

  // A header menu opens with Enter and closes with Escape, back on its button.
  const info = page.getByRole('button', { name: 'Info' });
  await tabTo(page, info);
  await page.keyboard.press('Enter');
  await expect(info).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#mega-menu').getByRole('link', { name: 'Size Guide' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mega-menu')).toHaveCount(0);
  await expect(info).toBeFocused();

  // The search opens on Enter with the focus in its box; Escape closes it, back on the button.
  const searchButton = page.getByRole('button', { name: 'Search' });
  await tabTo(page, searchButton);
  await page.keyboard.press('Enter');
  const search = page.getByRole('dialog', { name: 'Search products' });
  await expect(search.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toHaveCount(0);
  await expect(searchButton).toBeFocused();

  await page.keyboard.press('Space');
  await expect(search.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('wool socks');
  const socks = search.locator('.product-card', { hasText: 'Oat' }).getByRole('link', { name: 'Wool Socks' });
  // The colours of one product are side by side: each card's link is described by its colour.
  await expect(socks).toHaveAccessibleDescription('Oat');
  await tabTo(page, socks);
  await page.keyboard.press('Enter');

  // The product: a size by Tab and Space, then Add to cart by Enter.
  await expect(page.getByRole('heading', { level: 1, name: 'Wool Socks' })).toBeVisible();
  await expect(search).toHaveCount(0);
  const size = page.getByRole('button', { name: /^36-38/ });
  await tabTo(page, size);
  await page.keyboard.press('Space');
  await expect(size).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  const cartButton = page.getByRole('button', { name: 'Cart, 1 item' });
  await expect(cartButton).toBeVisible();

  // Back up to the cart; its drawer opens with the focus inside and closes on Escape, back on the button.
  await tabTo(page, cartButton, { backwards: true });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByText('Wool Socks', { exact: true })).toBeVisible();
  await expect(drawer.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(cartButton).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, drawer.getByRole('button', { name: 'Checkout' }));
  await page.keyboard.press('Enter');

  // Checkout: every field by Tab, typed into; the country by typing its name on the list.
  await expect(page).toHaveURL(/\/checkout$/);
  // Sent empty, the form says what is missing and puts the focus on the first field to fix.
  const goToPayment = page.getByRole('button', { name: 'Go to payment' });
  await tabTo(page, goToPayment);
  await page.keyboard.press('Enter');
  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expectVisibleFocus(page);
  await page.keyboard.type(email);
  // The delivery method comes first, a radio group: the arrows move between its choices. A
  // pickup asks for no address.
  const delivery = page.getByRole('radio', { name: 'Delivery', exact: true });
  await tabTo(page, delivery);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Pickup', exact: true })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Pickup location' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Street', exact: true })).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(delivery).toBeChecked();
  await expect(page.getByRole('group', { name: 'Pickup location' })).toHaveCount(0);
  const country = page.getByRole('combobox', { name: 'Country' });
  await tabTo(page, country);
  await page.keyboard.type('Croatia');
  await expect(country).toHaveValue('HR');
  await typeInto(page, 'First name', 'Vesna');
  await typeInto(page, 'Last name', 'Babić');
  await typeInto(page, 'Street', 'Vlaška');
  await typeInto(page, 'Street number', '40');
  await typeInto(page, 'City', 'Zagreb');
  await typeInto(page, 'ZIP code', '10000');
  await typeInto(page, 'Phone', '+385 91 555 0177');
  await tabTo(page, goToPayment);
  await page.keyboard.press('Enter');

  // The payment page (the local payment simulator): Tab to the card's button, Enter.
  await expect(page.getByTestId('total')).toHaveText('12,95 €', { timeout: 15_000 });
  await tabTo(page, page.getByRole('button', { name: 'Pay by card' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for ordering!' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Wool Socks', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect.poll(async () => (await latestOrderOf(email)).status).toBe('PAID');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens with the keyboard, walks to a category, and Escape puts the focus back on its button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Shop New Arrivals' })).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Knitwear' })).toBeVisible();
    await expect(menu.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('link', { name: 'Knitwear' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /Knitwear/ })).toBeVisible();
    await expect(menu).toHaveCount(0);
  });
});

test.describe('a collection with a video', () => {
  /** A few seconds of moving picture, recorded in the browser, as the hero collection's video. */
  async function heroWithVideo(page: Page) {
    await page.goto('/page404');
    const webm = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 36;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start();
      for (let frame = 0; frame < 20; frame++) {
        context.fillStyle = `hsl(${frame * 18} 60% 50%)`;
        context.fillRect(0, 0, 64, 36);
        await new Promise(requestAnimationFrame);
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      return Array.from(bytes);
    });
    await page.route('**/hero-test.webm', (route) => route.fulfill({ contentType: 'video/webm', body: Buffer.from(webm) }));
    await page.route('**/api/homePage/collections', async (route) => {
      const home = await (await route.fetch()).json();
      home.firstCollection[0].video = 'hero-test.webm';
      await route.fulfill({ json: home });
    });
    await page.goto('/');
    return page.locator('.hero video');
  }

  const isPaused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused);

  test('plays on a loop and stops with the keyboard', async ({ page }) => {
    const video = await heroWithVideo(page);
    await expect.poll(() => isPaused(video)).toBe(false);
    expect(await axeViolations(page, 'home with a video')).toEqual([]);
    const pause = page.getByRole('button', { name: 'Pause video' });
    await tabTo(page, pause);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Play video' })).toBeFocused();
    expect(await isPaused(video)).toBe(true);
  });

  test('stands still when the device asks for reduced motion, until Play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const video = await heroWithVideo(page);
    const play = page.getByRole('button', { name: 'Play video' });
    await expect(play).toBeVisible();
    expect(await isPaused(video)).toBe(true);
    await tabTo(page, play);
    await page.keyboard.press('Space');
    await expect.poll(() => isPaused(video)).toBe(false);
  });
});
