import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebBudgets } from './checks.ts';
import { buildWeb, measureWebBytes, PAGES, type WebBytesResult } from './web/webBytes.ts';

/** Part 1's bytes, asserted on a production build of web/ made for the test. */
let outDir: string;
let web: WebBytesResult;

beforeAll(() => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  web = measureWebBytes(outDir, buildWeb(outDir));
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('web bytes on first load', () => {
  it('finds the lazy page module of every measured page in the route table', () => {
    expect(web.pages.map((p) => [p.page, Boolean(p.module)])).toEqual(PAGES.map((p) => [p.page, true]));
  });

  it('stays within the JS budgets: 95 KB gzip for /, 25 KB gzip for any route of its own', () => {
    expect(
      checkWebBudgets(web)
        .filter((c) => !c.ok)
        .map((c) => `${c.name}: ${c.figure} (budget ${c.budget})`),
    ).toEqual([]);
  });
});
