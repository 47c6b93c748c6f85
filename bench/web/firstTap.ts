/**
 * Visible → first tap (issue 29): how long after a drawn page is visible a shopper's tap on it is
 * answered, and how long until what the tap asked for is done, on a phone with a weak connection.
 *
 * The phone is Lighthouse's mobile profile as DevTools applies it (its `mobileSlow4G` constants:
 * 562.5 ms a request, 1.47 Mbit/s down, 675 kbit/s up, the CPU four times slower), a 412 × 823
 * viewport, the cache off. From the first contentful paint the bench taps the page's first
 * control (a card's heart on a listing, the first size in stock on a product), or, when the HTML
 * that holds it is still arriving, the moment it arrives, and waits half a second for its answer,
 * again and again until one is answered:
 * - visible → answered: from the first contentful paint to the first time the control shows the
 *   tap (its aria-pressed turns true), whoever draws it — the page's code or the script that
 *   catches taps before it (shared/src/earlyTaps.ts);
 * - visible → done: to the moment what was tapped for is true in the page's code (the product
 *   is in the wishlist the browser keeps; the size is the page's chosen size).
 * Times are the page's own clock, so a slow driver does not count.
 */
import type { Browser } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';

export type TapTarget = 'heart' | 'size';

export interface FirstTapRun {
  /** First contentful paint, from the navigation's start. */
  visibleMs: number;
  /** Visible → the first tap's answer on screen; null when no tap was answered in time. */
  answeredMs: number | null;
  /** Visible → what the tap asked for is done; null when it never was. */
  doneMs: number | null;
  /** Taps made until one was answered. */
  taps: number;
}

const SELECTORS: Record<TapTarget, string> = {
  heart: '.product-card .heart',
  size: '.size-picker__options .size-option:not(.size-option--out)',
};

/** Given up after this long from the first paint: a tap that takes longer is counted as never. */
const PATIENCE_MS = 40_000;

/**
 * Runs in the page before its own scripts: notes the first paint, the first answer and when the
 * tap is done. Text, not a function: the bench's TypeScript runner names functions with a helper
 * the page does not have.
 */
const watchPage = (selector: string, target: TapTarget) => `(() => {
  const control = () => document.querySelector(${JSON.stringify(selector)});
  const seen = { visible: 0, answered: 0, done: 0 };
  window.__firstTap = seen;
  // The shopper brings the control into view and taps it.
  const tap = (el) => {
    el.scrollIntoView({ block: 'center' });
    const box = el.getBoundingClientRect();
    window.__tapAt(box.x + box.width / 2, box.y + box.height / 2);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint' && !seen.visible) {
      seen.visible = entry.startTime;
      const el = control();
      if (el) {
        tap(el);
        continue;
      }
      // On a slow connection the first paint may come before the HTML that holds the control
      // (the header drawn, the listing still arriving): the tap goes the moment it is there.
      const arrival = new MutationObserver(() => {
        const arrived = control();
        if (!arrived) return;
        arrival.disconnect();
        tap(arrived);
      });
      arrival.observe(document, { subtree: true, childList: true });
    }
  }).observe({ type: 'paint', buffered: true });
  const isDone = () =>
    ${target === 'size' ? "Boolean(document.querySelector('.size-picker__chosen'))" : "(localStorage.getItem('wishlist') ?? '[]') !== '[]'"};
  const note = () => {
    if (!seen.answered && control()?.getAttribute('aria-pressed') === 'true') seen.answered = performance.now();
    if (!seen.done && isDone()) seen.done = performance.now();
  };
  new MutationObserver(note).observe(document, { subtree: true, attributes: true, childList: true, attributeFilter: ['aria-pressed'] });
  const poll = setInterval(() => {
    note();
    if (seen.done) clearInterval(poll);
  }, 50);
})();`;

/** One load of `url` on the weak phone, tapping `target` from the first paint until it answers. */
export async function firstTap(browser: Browser, url: string, target: TapTarget): Promise<FirstTapRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const phone = throttling.mobileSlow4G;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phone.requestLatencyMs,
      downloadThroughput: (phone.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (phone.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdownMultiplier });
    const selector = SELECTORS[target];
    await page.addInitScript(watchPage(selector, target));
    // The first tap goes the moment the page shows the control: the page says where, without waiting for the bench.
    let tappedOnSight = false;
    let visible = () => {};
    const shown = new Promise<void>((resolve) => {
      visible = resolve;
    });
    await page.exposeFunction('__tapAt', (x: number, y: number) => {
      tappedOnSight = true;
      visible();
      return page.touchscreen.tap(x, y).catch(() => undefined);
    });
    const seen = () =>
      page.evaluate(() => (window as unknown as { __firstTap: { visible: number; answered: number; done: number } }).__firstTap);
    await page.goto(url, { waitUntil: 'commit' });
    const giveUpAt = Date.now() + PATIENCE_MS;
    await Promise.race([shown, page.waitForTimeout(PATIENCE_MS)]);
    if (!tappedOnSight) throw new Error(`${url} showed no ${selector} within ${PATIENCE_MS / 1000} s of its first paint`);
    const control = page.locator(selector).first();
    let taps = 1;
    await page.waitForTimeout(500);
    let state = await seen();
    while (!state.answered && Date.now() < giveUpAt) {
      // Where it is now: the page may have scrolled as its code arrived.
      await control.scrollIntoViewIfNeeded({ timeout: PATIENCE_MS });
      const box = await control.boundingBox();
      if (!box) throw new Error(`${url} shows no ${selector}`);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      taps += 1;
      await page.waitForTimeout(500);
      state = await seen();
    }
    while (state.answered && !state.done && Date.now() < giveUpAt) {
      await page.waitForTimeout(250);
      state = await seen();
    }
    return {
      visibleMs: state.visible,
      answeredMs: state.answered ? state.answered - state.visible : null,
      doneMs: state.done ? state.done - state.visible : null,
      taps,
    };
  } finally {
    await context.close();
  }
}
