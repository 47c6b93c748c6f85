/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page, expect } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * What axe checks: WCAG 2.0 and 2.1 at levels A and AA (what EN 301 549 asks of a web shop) and
 * axe's best practices, every impact from minor to critical.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Rules switched off: none. One switched off here needs its reason beside it, and the
 * accessibility statement (/accessibility) must say it too.
 */
const EXCLUDED_RULES: string[] = [];

// The axe-core that @axe-core/playwright brings, put into the page once and kept there while
// the single-page app moves from route to route (`goTo`), rather than once per check.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  rules: Object.fromEntries(EXCLUDED_RULES.map((id) => [id, { enabled: false }])),
  resultTypes: ['violations'],
};

/**
 * Every accessibility violation axe finds on the page as it stands (or inside `include`), as
 * one readable line each: `where: rule (impact) target [what to fix], ...`.
 */
export async function axeViolations(page: Page, where: string, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours are judged as they end up, not halfway through a fade-in (a toast, a drawer).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await page.evaluate(
    ([context, options]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(context ?? document, options),
    [include ?? null, OPTIONS] as const,
  );
  return violations.map((v) => {
    const nodes = v.nodes.map((n) => `${n.target.join(' ')} [${n.failureSummary?.split('\n')[1]?.trim() ?? ''}]`);
    return `${where}: ${v.id} (${v.impact}) ${nodes.join(', ')}`;
  });
}

/**
 * Moves the single-page app to `path` as a link inside it does, without loading the page
 * again (axe stays injected; the app's router follows the history change).
 */
export async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page has finished loading: its first heading is shown, no Loading fallback is left, the footer is there. */
export async function pageSettled(page: Page, heading?: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first()).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
}
