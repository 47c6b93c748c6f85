import { type Page, test as base } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether a page drawn ahead (docs/decisions/025-prerendered-pages.md) has been hydrated: its
 * HTML is on screen at once, but its buttons answer only once React has taken the page over.
 * A shopper who taps in that instant taps again; a test waits instead, by React's mark on the
 * first control of the page's main part, or, on a frame drawn without the shopper's data, by its
 * Loading... giving way. A page the SPA draws itself needs no wait.
 */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('shop-data')) return true;
    const control = document.querySelector('#main a, #main button, #main input, #main select');
    // A frame drawn ahead without the shopper's data (the checkout's) says Loading... until then.
    if (!control) return !document.querySelector('#main .loading');
    return Object.keys(control).some((key) => key.startsWith('__reactProps$'));
  });
}

/** Playwright's test, whose page waits for hydration after every load it makes. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
});

/** The narrowest window the journeys call a desktop's (1280 px wide); the phone's is 390. */
const DESKTOP_WIDTH = 1024;
const notRegistered = (() => undefined) as unknown as typeof test;

/**
 * `test` in a describe run at a desktop's width, nothing in its phone's twin: a journey whose
 * steps and layout are the same on a phone runs once; those whose layout or input differ there
 * (a drawer, a panel, a bar, a swipe, the header) run at both widths
 * (docs/decisions/091-journeys-at-a-phones-width.md).
 */
export const atDesktopOnly = (viewport: { width: number; height: number }): typeof test =>
  viewport.width >= DESKTOP_WIDTH ? test : notRegistered;
