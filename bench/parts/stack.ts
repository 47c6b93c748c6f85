/**
 * Parts 2, 5 and the stack's half of 6, on one local stack (startLocalStack: DynamoDB Local,
 * SES, the queue, the payment simulator and the API server serving the bench's production
 * build of web/), seeded with the demo data and keeping it on disk, as `npm start` does:
 *   6. memory of the whole stack at idle after seeding (this process and DynamoDB Local's Java);
 *   2. Lighthouse, mobile defaults (simulated throttling), on Debian's Chromium;
 *   5. checkout under load through HTTP: orders per second, p50 and p95 at concurrency 10, 20
 *      and 50, spread over the catalog, on one hot item, and paid end to end (checkout/checkoutLoad.ts).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { throttling } from 'lighthouse/core/config/constants.js';
import { startLocalStack } from '../../local/stack.ts';
import { demoBlogPosts } from '../../local/seed/demoBlog.ts';
import { demoCatalog } from '../../local/seed/demoCatalog.ts';
import { createStaticSite, spaCacheControl } from '../../local/staticFiles.ts';
import { type CheckoutRun, checkoutLoads, checkoutPlan, settleQueues } from '../checkout/checkoutLoad.ts';
import { median, percentile } from '../stats.ts';
import { type FirstTapRun, firstTap, type TapTarget } from '../web/firstTap.ts';
import { log, partArgs, writeResult } from './io.ts';

export interface ProcessMemory {
  pid: number;
  command: string;
  rssKb: number;
  /** Peak resident memory since the process started (VmHWM). */
  peakKb: number;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /**
   * The SEO audits but the one that asks whether crawlers may fetch the page, scored as Lighthouse
   * scores the category, and 1 when they may, 0 when robots.txt keeps them out: a page kept out
   * of search on purpose (the checkout) is held to the rest.
   */
  seoBesidesCrawling?: number;
  crawlable?: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes the page transferred (uncompressed here: the local server does not compress). */
  scriptBytes: number;
}

export interface LighthousePage {
  page: string;
  url: string;
  /** Kept out of search engines on purpose (robots.txt): its SEO score leaves that audit out. */
  keptFromSearch?: boolean;
  runs: LighthouseRun[];
  median: LighthouseRun;
  /** Audits that failed in the median run of a category under 100, to say why. */
  failedAudits: { id: string; title: string; category: string }[];
  /** Lighthouse's opportunities in the median run, with the time each would save. */
  opportunities: { id: string; title: string; savingsMs: number }[];
  /** Main-thread tasks over 50 ms during load in the median run, with the script they ran. */
  longTasks: { url: string; durationMs: number }[];
}

/** The phone part (`--phone`): issue 29's weak phone, on the same stack. */
export interface PhoneResult {
  /** Visible → first tap on a listing, a category and a product (web/firstTap.ts), each run and the medians. */
  firstTap: { page: string; url: string; target: TapTarget; runs: FirstTapRun[]; answeredMs: number | null; doneMs: number | null }[];
  /** Lighthouse with its CPU slowdown doubled (8×), the floor beside the pages: the main thread's work on a slower phone. */
  slowerPhone: StackResult['lighthouse'] & { cpuSlowdownMultiplier: number };
}

export interface StackResult {
  memory: { processes: ProcessMemory[]; totalRssKb: number; seedMs: number; startMs: number };
  /** The shop's pages, and `floor`: an empty Vite + React app measured in the same run, so a slow machine shows as a slow floor. */
  lighthouse: { pages: LighthousePage[]; floor?: LighthousePage; chromium: string; lighthouseVersion: string; error?: string };
  /**
   * Checkout under load: the spread crowd at concurrency 20 (the figures the bench has recorded
   * since it began), and in `runs` every crowd at every concurrency of the plan, in the order run.
   */
  checkout: Pick<CheckoutRun, 'orders' | 'concurrency' | 'seconds' | 'perSecond' | 'p50' | 'p95' | 'failures' | 'statuses'> & {
    runs?: CheckoutRun[];
  };
  /**
   * The outbox's duplicate window: from the mail service taking a mail to the effect's done-mark
   * being written (a crash in between sends the mail again). Milliseconds over `effects` mails.
   */
  duplicateWindow?: { effects: number; p50: number; p95: number; max: number };
  /** A typical visit in a browser, twice: what of it reached a function, with the edge's cache cold and then warm. */
  visit?: VisitResult;
  /**
   * What the edge is asked to change per 1,000 orders (the checkout load's) and per 1,000 catalog
   * edits: CloudFront invalidation paths (no function holds a CloudFront client: decision 053) and
   * the key value store's UpdateKeys calls and keys (kept answers' versions, drawn pages).
   */
  edgeWrites?: EdgeWrites;
}

export interface EdgeWrites {
  orders: { count: number; invalidationPaths: number; storeCalls: number; storeKeys: number };
  edits: { count: number; invalidationPaths: number; storeCalls: number; storeKeys: number };
}

export interface VisitCount {
  /** Requests the browser made to the API (`/api/*`, `/session-status`). */
  api: number;
  /** Of those, answered by the edge's cache (`x-cache: Hit from cloudfront`). */
  edgeHits: number;
  /** Of those, reaching a function: every API request the edge did not answer. */
  functions: number;
  /** Page documents and files: served from storage through the edge, never by a function. */
  files: number;
  /** Each API path with how often it was asked, `(edge)` marking those answered by the cache. */
  paths: Record<string, number>;
}

export interface VisitResult {
  steps: string[];
  /** The first visitor after a change: the edge holds nothing yet. */
  first: VisitCount;
  /** The next visitor: the edge holds what the first one fetched. */
  next: VisitCount;
}

const args = partArgs();
/** `--phone`: only the weak phone's figures (PhoneResult), on a stack of its own. */
const phoneOnly = process.argv.includes('--phone');
const FIRST_TAP_RUNS = args.quick ? 1 : 5;
const WEB_DIST = fileURLToPath(new URL('../.out/web', import.meta.url));
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = args.quick ? 1 : 5;
/** The quick run looks at the home page only. */
const LIGHTHOUSE_PAGES = args.quick ? 1 : 7;
const FLOOR_CONFIG = fileURLToPath(new URL('../web/floor/vite.config.ts', import.meta.url));
const FLOOR_DIST = fileURLToPath(new URL('../.out/floor', import.meta.url));
/** Price changes of the demo catalog's products, as staff make them, for the edge's writes per catalog edit. */
const EDITS = args.quick ? 20 : 100;

function status(pid: number): { rssKb: number; peakKb: number; ppid: number; command: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 3).join(' ');
    return { rssKb: field('VmRSS'), peakKb: field('VmHWM'), ppid: field('PPid'), command };
  } catch {
    return undefined;
  }
}

/** This process and every process below it (DynamoDB Local's Java, its watchdog). */
function processTree(root: number): ProcessMemory[] {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
  const info = new Map(all.map((pid) => [pid, status(pid)]));
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, s] of info) {
      if (s && !tree.has(pid) && tree.has(s.ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree].flatMap((pid) => {
    const s = info.get(pid);
    return s ? [{ pid, command: s.command.slice(0, 120), rssKb: s.rssKb, peakKb: s.peakKb }] : [];
  });
}

async function startChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${text.slice(-500)}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${text.slice(-500)}`)));
  });
  return { port, child, profile };
}

/** The SEO category's score without its crawlability audit, weighted as Lighthouse weighs the category. */
function seoBesidesCrawling(lhr: any): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of (lhr.categories.seo?.auditRefs ?? []) as { id: string; weight: number }[]) {
    const score = lhr.audits[ref.id]?.score;
    if (ref.id === 'is-crawlable' || ref.weight <= 0 || score === null || score === undefined) continue;
    weighted += ref.weight * score;
    weights += ref.weight;
  }
  return weights ? Math.round((weighted / weights) * 100) : 0;
}

/**
 * Lighthouse's mobile run of each page, `runs` times; `cpuSlowdownMultiplier` replaces its CPU
 * slowdown (4) for the run of a phone twice as slow (the simulation scales the page's main-thread
 * work by it).
 */
async function runLighthouse(
  urls: { page: string; url: string; keptFromSearch?: boolean }[],
  { runs: times = LIGHTHOUSE_RUNS, cpuSlowdownMultiplier }: { runs?: number; cpuSlowdownMultiplier?: number } = {},
): Promise<StackResult['lighthouse']> {
  const { default: lighthouse } = await import('lighthouse');
  const version = (JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('lighthouse/package.json')), 'utf8')) as { version: string })
    .version;
  const chrome = await startChromium();
  try {
    const pages: LighthousePage[] = [];
    for (const { page, url, keptFromSearch } of urls) {
      const runs: LighthouseRun[] = [];
      let lhrs: any[] = [];
      for (let i = 0; i < times; i++) {
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: cpuSlowdownMultiplier ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          cpuSlowdownMultiplier
            ? {
                extends: 'lighthouse:default',
                settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } },
              }
            : undefined,
        );
        const lhr = result?.lhr as any;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
        lhrs.push(lhr);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const scripts = (lhr.audits['resource-summary']?.details?.items ?? []).find((item: any) => item.resourceType === 'script');
        runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          seoBesidesCrawling: seoBesidesCrawling(lhr),
          crawlable: lhr.audits['is-crawlable']?.score === 1 ? 1 : 0,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          scriptBytes: scripts?.transferSize ?? 0,
        });
        log(
          `lighthouse ${page} run ${i + 1}: perf ${runs.at(-1)?.performance}, a11y ${runs.at(-1)?.accessibility}, bp ${runs.at(-1)?.bestPractices}, seo ${runs.at(-1)?.seo}`,
        );
      }
      // The median run by performance score stands for the page; each other figure is its own median.
      const order = runs.map((r, i) => ({ r, i })).sort((a, b) => a.r.performance - b.r.performance);
      const mid = order[Math.floor(order.length / 2)] as { r: LighthouseRun; i: number };
      const med = (f: (r: LighthouseRun) => number) => median(runs.map(f));
      const lhr = lhrs[mid.i];
      const failedAudits: LighthousePage['failedAudits'] = [];
      for (const [category, data] of Object.entries(lhr.categories) as [string, any][]) {
        if ((data.score ?? 0) >= 1) continue;
        for (const ref of data.auditRefs as { id: string; weight: number }[]) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
            failedAudits.push({ id: ref.id, title: audit.title, category });
        }
      }
      const longTasks = ((lhr.audits['long-tasks']?.details?.items ?? []) as { url?: string; duration?: number }[])
        .filter((t) => (t.duration ?? 0) > 50)
        .map((t) => ({ url: String(t.url ?? 'unattributable'), durationMs: Math.round(t.duration ?? 0) }));
      const opportunities = Object.values(lhr.audits as Record<string, any>)
        .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
        .map((a) => ({ id: a.id, title: a.title, savingsMs: Math.round(a.details.overallSavingsMs) }))
        .sort((a, b) => b.savingsMs - a.savingsMs);
      lhrs = [];
      pages.push({
        opportunities,
        longTasks,
        page,
        url,
        ...(keptFromSearch ? { keptFromSearch } : {}),
        runs,
        median: {
          performance: med((r) => r.performance),
          accessibility: med((r) => r.accessibility),
          bestPractices: med((r) => r.bestPractices),
          seo: med((r) => r.seo),
          seoBesidesCrawling: med((r) => r.seoBesidesCrawling ?? 0),
          crawlable: med((r) => r.crawlable ?? 0),
          lcpMs: med((r) => r.lcpMs),
          tbtMs: med((r) => r.tbtMs),
          cls: med((r) => r.cls),
          scriptBytes: med((r) => r.scriptBytes),
        },
        failedAudits,
      });
    }
    const chromium = await new Promise<string>((resolve) => {
      const v = spawn(CHROMIUM, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      v.stdout.on('data', (c: Buffer) => {
        out += c.toString();
      });
      v.on('exit', () => resolve(out.trim()));
      v.on('error', () => resolve('unknown'));
    });
    return { pages, chromium, lighthouseVersion: version };
  } finally {
    const exited = new Promise((resolve) => chrome.child.once('exit', resolve));
    chrome.child.kill('SIGKILL');
    await exited;
    rmSync(chrome.profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** `count` price changes, a cent at a time, round the demo catalog's products, straight into the table. */
async function catalogEdits(count: number): Promise<number> {
  // The shop's modules read the stack's environment as they load, so they are loaded now.
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../lambdas/platform/dynamo.ts');
  const { tableName } = await import('../../lambdas/platform/config.ts');
  const { productKey } = await import('../../lambdas/catalog/catalogKeys.ts');
  const products = demoCatalog.products.filter((p) => p.active !== false);
  for (let i = 0; i < count; i++) {
    const product = products[i % products.length];
    if (!product) break;
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('catalog'),
        Key: productKey(product.id),
        UpdateExpression: 'SET price = price + :cent',
        ExpressionAttributeValues: { ':cent': 1 },
      }),
    );
  }
  return count;
}

/**
 * Performs mail effects of an order the load placed through the shop's own worker, with a mailer
 * that notes when it accepted each mail; the window ends when performEffect returns, right after
 * the done-mark is written. The effects are due an hour ahead so the running shop's own worker
 * leaves them to this one.
 */
async function duplicateWindow(): Promise<NonNullable<StackResult['duplicateWindow']>> {
  const { PutCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamo } = await import('../../lambdas/platform/dynamo.ts');
  const { tableName } = await import('../../lambdas/platform/config.ts');
  const { newEffect } = await import('../../lambdas/orders/effectRecord.ts');
  const { performEffect } = await import('../../lambdas/orders/orderEffects.ts');
  const { statusKey } = await import('../../lambdas/orders/orderLifecycle.ts');
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName('orders'),
      IndexName: 'byStatus',
      KeyConditionExpression: 'statusKey = :s',
      ExpressionAttributeValues: { ':s': statusKey('PENDING_PAYMENT') },
      Limit: 1,
    }),
  );
  const orderId = Items?.[0]?.id as string | undefined;
  if (!orderId) throw new Error('the load placed no order to mail about');
  const later = new Date(Date.now() + 3_600_000);
  const clock = { now: () => new Date(later.getTime() + 60_000) };
  let accepted = 0;
  const mailer = {
    send: async () => {
      accepted = performance.now();
      return { status: 'sent' as const, messageId: 'bench' };
    },
    sentBefore: async () => undefined,
  };
  const ports = { mailer, clock, shopUrl: 'http://localhost', payments: undefined as never };
  const windows: number[] = [];
  for (let i = 0; i < (args.quick ? 20 : 200); i++) {
    const effect = { ...newEffect(`bench-${orderId}-${i}`, orderId, { kind: 'mail', mail: 'packed' }, later.toISOString()), attempts: 1 };
    await dynamo().send(new PutCommand({ TableName: tableName('orders'), Item: effect }));
    if ((await performEffect(effect.id, ports)) !== 'done') throw new Error(`effect ${effect.id} was not done`);
    windows.push(performance.now() - accepted);
  }
  return { effects: windows.length, p50: median(windows), p95: percentile(windows, 95), max: Math.max(...windows) };
}

/** The visit the bench counts: a shopper who lands on the home page, browses the menu into a category, opens two products and goes to the checkout. */
const VISIT_STEPS = [
  'lands on / (prerendered)',
  "opens the Adult menu and follows 'Dresses'",
  'opens the first product',
  'goes back and opens the second',
  'loads /checkout afresh (as from a bookmark: the menus are fetched again)',
];

/** One visitor in a fresh browser context, counting what each request reached. */
async function countVisit(shop: string): Promise<VisitCount> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const count: VisitCount = { api: 0, edgeHits: 0, functions: 0, files: 0, paths: {} };
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(shop).origin) return;
      if (!url.pathname.startsWith('/api/') && url.pathname !== '/session-status') {
        count.files += 1;
        return;
      }
      const hit = /^hit/i.test(response.headers()['x-cache'] ?? '');
      count.api += 1;
      if (hit) count.edgeHits += 1;
      else count.functions += 1;
      const route = url.pathname
        .replace(/\/products\/(?!search$)[^/]+/, '/products/{id}')
        .replace(/\/(collections|categories|blogs)\/(?!search$|topCollectionToShow$)[^/]+/, '/$1/{id}');
      const key = `${response.request().method()} ${route}${hit ? ' (edge)' : ''}`;
      count.paths[key] = (count.paths[key] ?? 0) + 1;
    });
    const settled = async () => {
      await page.waitForLoadState('networkidle');
      // Hydrated: React's mark on the page's first control.
      await page.waitForFunction(() => {
        const control = document.querySelector('#main a, #main button');
        return !control || Object.keys(control).some((key) => key.startsWith('__reactProps$'));
      });
    };
    await page.goto(`${shop}/`);
    await settled();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Adult' }).click();
    await page.locator('#mega-menu').getByRole('link', { name: 'Dresses' }).click();
    await page.waitForURL(/\/category\//);
    await settled();
    const products = page.locator('main .product-card__body a[href^="/products/"]');
    await products.first().click();
    await page.waitForURL(/\/products\//);
    await settled();
    await page.goBack();
    await settled();
    const hrefs = [...new Set(await products.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))];
    await page.locator(`main .product-card__body a[href="${hrefs[1]}"]`).first().click();
    await page.waitForURL(/\/products\//);
    await settled();
    await page.goto(`${shop}/checkout`);
    await settled();
  } finally {
    await browser.close();
  }
  return count;
}

async function typicalVisit(shop: string): Promise<VisitResult> {
  const first = await countVisit(shop);
  const next = await countVisit(shop);
  return { steps: VISIT_STEPS, first, next };
}

if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error(`${WEB_DIST} has no build: run part 1 (web bytes) first`);
/** Builds the empty Vite + React app (bench/web/floor) and serves it as the local server serves the shop. */
async function serveFloorApp(): Promise<{ url: string; close(): Promise<void> }> {
  const vite = path.join(path.dirname(fileURLToPath(import.meta.resolve('vite/package.json'))), 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--config', FLOOR_CONFIG, '--mode', 'production', '--outDir', FLOOR_DIST], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const site = createStaticSite({ root: FLOOR_DIST, spaFallback: true, cacheControl: spaCacheControl });
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://floor').pathname;
    void site.serve(req, res, pathname).then((served) => {
      if (!served) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The weak phone's figures: visible → first tap on three pages, then Lighthouse on a phone twice as slow. */
async function phone(shop: string, ids: { category?: string; product?: string }): Promise<PhoneResult> {
  const pages: { page: string; url: string; target: TapTarget }[] = [
    { page: '/', url: `${shop}/`, target: 'heart' },
    { page: '/category/{id}', url: `${shop}/category/${ids.category}`, target: 'heart' },
    { page: '/products/{id}', url: `${shop}/products/${ids.product}`, target: 'size' },
  ];
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const firstTaps: PhoneResult['firstTap'] = [];
  try {
    for (const { page, url, target } of pages) {
      const runs: FirstTapRun[] = [];
      for (let i = 0; i < FIRST_TAP_RUNS; i++) {
        runs.push(await firstTap(browser, url, target));
        const run = runs.at(-1) as FirstTapRun;
        log(
          `first tap ${page} run ${i + 1}: visible at ${Math.round(run.visibleMs)} ms, answered ${run.answeredMs === null ? 'never' : `${Math.round(run.answeredMs)} ms`} later, done ${run.doneMs === null ? 'never' : `${Math.round(run.doneMs)} ms`} later`,
        );
      }
      // A run with no answer counts as the slowest.
      const middle = (figures: (number | null)[]) => {
        const sorted = figures.map((f) => f ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
        const mid = sorted[Math.floor(sorted.length / 2)] ?? Number.POSITIVE_INFINITY;
        return Number.isFinite(mid) ? Math.round(mid) : null;
      };
      firstTaps.push({
        page,
        url,
        target,
        runs,
        answeredMs: middle(runs.map((r) => r.answeredMs)),
        doneMs: middle(runs.map((r) => r.doneMs)),
      });
    }
  } finally {
    await browser.close();
  }
  const cpuSlowdownMultiplier = throttling.mobileSlow4G.cpuSlowdownMultiplier * 2;
  const floorSite = await serveFloorApp();
  try {
    const measured = await runLighthouse([{ page: 'floor', url: floorSite.url }, ...pages], {
      runs: args.quick ? 1 : 3,
      cpuSlowdownMultiplier,
    });
    const floor = measured.pages.find((p) => p.page === 'floor');
    return {
      firstTap: firstTaps,
      slowerPhone: {
        ...measured,
        pages: measured.pages.filter((p) => p.page !== 'floor'),
        ...(floor ? { floor } : {}),
        cpuSlowdownMultiplier,
      },
    };
  } finally {
    await floorSite.close();
  }
}

// The page functions draw with the prerender bundle beside the build they serve
// (localSiteEnvironment: <webDist>/../dist-ssr). The bench's build of part 1 is the same source
// and config as `npm run build`'s, so that build's bundle, which knows its files, stands beside it.
const SSR_BUNDLE = fileURLToPath(new URL('../../web/dist-ssr', import.meta.url));
if (!existsSync(path.join(SSR_BUNDLE, 'prerender.mjs'))) throw new Error(`${SSR_BUNDLE} has no prerender bundle: run npm run build first`);
cpSync(SSR_BUNDLE, path.join(WEB_DIST, '..', 'dist-ssr'), { recursive: true });
// The pages every deploy uploads with the build (the information pages, the checkout's frame), drawn into the bench's build as `npm run build` draws them into its own.
execFileSync(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('../../web/build/prerenderStatic.ts', import.meta.url)), '--dist', WEB_DIST],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-stack-'));
const startedAt = performance.now();
const stack = await startLocalStack({
  dataDir,
  ports: { shop: 0, dynamo: 0, ses: 0, payments: 0, sqs: 0 },
  seed: false,
  // On disk, as `npm start` keeps it: the checkout's figures are those a developer's shop shows.
  inMemory: false,
  webDist: WEB_DIST,
  quiet: true,
  // The checkout load measures the shop's own throughput, not API Gateway's stage throttle in front of it.
  apiThrottle: false,
});
const startMs = performance.now() - startedAt;
try {
  const seedStarted = performance.now();
  const { seedDemoData } = await import('../../local/seed/seed.ts');
  await seedDemoData();
  const seedMs = performance.now() - seedStarted;
  // The stack started empty, so its drawing of every page drew none: draw them now from the
  // seeded catalog, as `npm start` does after seeding, so Lighthouse measures the prerendered
  // pages a shopper gets and not the bare SPA shell.
  const { renderEveryPage } = await import('../../local/sitePages.ts');
  if (!(await renderEveryPage(stack.queue, log))) throw new Error('the pages could not be drawn from the seeded catalog');
  // Idle: let the seed's garbage go and the JIT settle before reading memory.
  await new Promise((r) => setTimeout(r, 3000));
  global.gc?.();
  const processes = processTree(process.pid);
  const memory = { processes, totalRssKb: processes.reduce((sum, p) => sum + p.rssKb, 0), seedMs, startMs };
  log(`stack: idle after seeding, ${Math.round(memory.totalRssKb / 1024)} MB resident over ${processes.length} processes`);

  const category = demoCatalog.categories[0]?.id;
  const product = demoCatalog.products.find((p) => p.active !== false)?.id;
  const collection = demoCatalog.collections[0]?.id;
  const post = demoBlogPosts[0]?.id;
  const urls = [
    { page: '/', url: `${stack.urls.shop}/` },
    { page: '/hr', url: `${stack.urls.shop}/hr` },
    { page: '/category/{id}', url: `${stack.urls.shop}/category/${category}` },
    { page: '/products/{id}', url: `${stack.urls.shop}/products/${product}` },
    { page: '/collection/{id}', url: `${stack.urls.shop}/collection/${collection}` },
    { page: '/blog/{id}', url: `${stack.urls.shop}/blog/${post}` },
    // Robots.txt keeps crawlers out of the checkout: its SEO is the other audits (checks.ts).
    { page: '/checkout', url: `${stack.urls.shop}/checkout`, keptFromSearch: true },
  ];
  for (const { page, url } of urls) {
    const html = await (await fetch(url)).text();
    if (!html.includes('id="shop-data"'))
      throw new Error(`${page} is not served prerendered (${url}): Lighthouse would measure the SPA shell`);
  }
  if (phoneOnly) {
    writeResult(args, await phone(stack.urls.shop, { category, product }));
    process.exit(0);
  }
  let lighthouse: StackResult['lighthouse'];
  try {
    const floorSite = await serveFloorApp();
    try {
      const floorUrl = { page: 'floor', url: floorSite.url };
      // The floor first, then the pages, so both meet the machine in the same state.
      const measured = await runLighthouse(args.quick ? urls.slice(0, 1) : [floorUrl, ...urls.slice(0, LIGHTHOUSE_PAGES)]);
      const floor = measured.pages.find((p) => p.page === 'floor');
      lighthouse = { ...measured, pages: measured.pages.filter((p) => p.page !== 'floor'), ...(floor ? { floor } : {}) };
    } finally {
      await floorSite.close();
    }
  } catch (error) {
    lighthouse = {
      pages: [],
      chromium: CHROMIUM,
      lighthouseVersion: 'unknown',
      error: String((error as Error).stack ?? error).slice(0, 800),
    };
    log(`lighthouse failed: ${lighthouse.error}`);
  }
  let visit: VisitResult | undefined;
  try {
    visit = await typicalVisit(stack.urls.shop);
    log(
      `visit: ${visit.first.api} API requests, ${visit.first.functions} reaching a function for the first visitor, ${visit.next.functions} for the next`,
    );
  } catch (error) {
    log(`the typical visit failed: ${String((error as Error).stack ?? error).slice(0, 600)}`);
  }
  // The streams' fan-outs and feeds have done what the writes caused (the poller reads every 500 ms),
  // and the invoices, receipts and mails of the paid orders are done.
  const settled = () => settleQueues(stack.queue, log);
  await settled();
  const beforeOrders = stack.edgeStore.writes();
  if (!stack.urls.payments) throw new Error('the payment simulator is not running');
  const runs = await checkoutLoads({
    shopUrl: stack.urls.shop,
    paymentsUrl: stack.urls.payments,
    catalog: demoCatalog,
    plan: checkoutPlan(args.quick),
    settle: settled,
    log,
  });
  const recorded = runs.find((run) => run.scenario === 'spread' && run.concurrency === 20) ?? (runs[0] as CheckoutRun);
  const checkout: StackResult['checkout'] = {
    orders: recorded.orders,
    concurrency: recorded.concurrency,
    seconds: recorded.seconds,
    perSecond: recorded.perSecond,
    p50: recorded.p50,
    p95: recorded.p95,
    failures: recorded.failures,
    statuses: recorded.statuses,
    runs,
  };
  await settled();
  const afterOrders = stack.edgeStore.writes();
  const edits = await catalogEdits(EDITS);
  await settled();
  const afterEdits = stack.edgeStore.writes();
  const perThousand = (count: number, from: { calls: number; puts: number }, to: { calls: number; puts: number }) => ({
    count,
    invalidationPaths: 0,
    storeCalls: Math.round(((to.calls - from.calls) * 1000) / count),
    storeKeys: Math.round(((to.puts - from.puts) * 1000) / count),
  });
  const edgeWrites: EdgeWrites = {
    orders: perThousand(
      runs.reduce((sum, run) => sum + run.orders - run.failures, 0),
      beforeOrders,
      afterOrders,
    ),
    edits: perThousand(edits, afterOrders, afterEdits),
  };
  log(`edge: per 1,000 orders ${edgeWrites.orders.storeCalls} store writes; per 1,000 catalog edits ${edgeWrites.edits.storeCalls}`);
  const window = await duplicateWindow();
  log(`outbox: a mail's duplicate window is ${window.p50.toFixed(1)} ms at the median, ${window.max.toFixed(1)} ms at most`);
  writeResult(args, {
    memory,
    lighthouse,
    checkout,
    duplicateWindow: window,
    edgeWrites,
    ...(visit ? { visit } : {}),
  } satisfies StackResult);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
