/// <reference lib="dom" />
import { type Locator, type Page, expect } from '@playwright/test';

/** How the focused element shows its focus: its outline or box shadow, as computed. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { element: 'body', visible: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return { element: name, visible: outline || shadow };
  });
}

/** The focused element shows a focus indicator (an outline or a box shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await focusIndicator(page);
  expect(focus.visible, `focus on ${focus.element} is visible`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks through the
 * page, checking on the way that every element the focus lands on shows it. Fails when the
 * target is not reached within `most` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focusIndicator(page);
    if (focus.element !== 'body') expect(focus.visible, `focus on ${focus.element} is visible`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${most} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * Walks the whole page with Tab, from the top until the focus leaves the page, and returns every
 * element on the way that did not show its focus (none is what a keyboard user needs).
 */
export async function unseenFocusOnTheWay(page: Page, most = 400): Promise<string[]> {
  const unseen: string[] = [];
  await page.locator('body').focus();
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab');
    const focus = await focusIndicator(page);
    if (focus.element === 'body') return unseen;
    if (!focus.visible) unseen.push(focus.element);
  }
  throw new Error(`the focus did not leave the page after ${most} presses of Tab`);
}
