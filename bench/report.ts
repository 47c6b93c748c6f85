import type { ApiCostResult, ApiSizeResult } from './parts/apiCost.ts';
import type { BundlesResult } from './parts/bundles.ts';
import type { PhoneResult, StackResult, VisitCount } from './parts/stack.ts';
import type { WebBytesResult } from './web/webBytes.ts';
import { allowancesFor, BUDGETS, BUNDLE_ALLOWANCES } from './budgets.ts';
import { type ChartPanel, costChart } from './chart.ts';
import {
  type Check,
  checkApiBudgets,
  checkBundleBudgets,
  checkChaosBudgets,
  checkCheckoutBudgets,
  checkEdgeBudgets,
  checkLighthouseBudgets,
  checkPhoneBudgets,
  checkWebBudgets,
  seoVerdict,
} from './checks.ts';
import { DEEP_PAGE } from './fixtures.ts';
import { median } from './stats.ts';
import { capacitySection } from './capacity/capacitySection.ts';
import type { SpikeResult } from './spike/saleSpike.ts';
import { AUDIT_KIND_TEXT, AUDIT_KINDS } from './chaos/audit.ts';
import type { ChaosResult } from './chaos/runChaos.ts';

/** Everything one `npm run bench` measured, as written to bench/report.json. */
export interface BenchResults {
  generatedAt: string;
  quick: boolean;
  machine: { node: string; cpus: number; cpuModel: string; memoryGb: number; loadAverage?: { start: number; end: number } };
  durationsMs: Record<string, number>;
  web?: WebBytesResult;
  stack?: StackResult;
  /** Issue 29's weak phone (`--only=phone`). */
  phone?: PhoneResult;
  api?: ApiCostResult;
  bundles?: BundlesResult;
  /** Part 7's sale spike; the cost model reads parts 1 and 3. */
  spike?: SpikeResult;
  /** Part 8's crash test. */
  chaos?: ChaosResult;
  errors: Record<string, string>;
  checks: Record<'web' | 'lighthouse' | 'phone' | 'api' | 'lambda' | 'chaos' | 'checkout', Check[]>;
}

export function allChecks(r: Omit<BenchResults, 'checks'>): BenchResults['checks'] {
  const [small, large] = r.api?.sizes ?? [];
  const latencyOf = (size?: ApiSizeResult) => size?.latency.c1 ?? {};
  return {
    web: r.web ? checkWebBudgets(r.web) : [],
    lighthouse: r.stack?.lighthouse.pages.length ? checkLighthouseBudgets(r.stack.lighthouse.pages) : [],
    phone: r.phone ? checkPhoneBudgets(r.phone) : [],
    api: [
      ...(small
        ? checkApiBudgets({ small: small.costs, large: large?.costs ?? [], latency: { small: latencyOf(small), large: latencyOf(large) } })
        : []),
      ...(r.stack?.edgeWrites ? checkEdgeBudgets(r.stack.edgeWrites) : []),
    ],
    lambda: r.bundles ? checkBundleBudgets(r.bundles.bundles, r.bundles.imports) : [],
    chaos: r.chaos ? checkChaosBudgets(r.chaos) : [],
    checkout: r.stack?.checkout.runs ? checkCheckoutBudgets(r.stack.checkout.runs) : [],
  };
}

const OVER = '❌ **over**';
const OK = '✅';
const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? OK : OVER);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v: number) => (Number.isFinite(v) ? (v < 10 ? v.toFixed(2) : v.toFixed(1)) : '—');
const x = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '—');
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

function checksTable(checks: Check[]): string {
  if (checks.length === 0) return '_No budget checks: the part did not run._';
  return table(
    ['budget check', 'figure', 'budget', ''],
    checks.map((c) => [c.name, c.figure, c.budget, mark(c.ok)]),
  );
}

function webSection(r: BenchResults): string {
  const web = r.web;
  if (!web) return `_Did not run: ${r.errors.web ?? 'skipped'}._`;
  const homeOk = (p: { page: string; js: { gzip: number } }) => (p.page === '/' ? p.js.gzip <= BUDGETS.web.homeFirstLoadJsGzip : undefined);
  const lines = [
    `Production build of web/ (\`vite build --manifest\` into \`${web.outDir}\`, built in ${(web.buildMs / 1000).toFixed(1)} s). First load = the entry and its static imports (what index.html preloads) plus the page's lazy chunk and its static imports; gzip level 9 and brotli quality 11, per file. index.html: ${kb(web.html.raw)} (${kb(web.html.gzip)} gzip), with the entry's CSS inlined.`,
    '',
    table(
      ['page', 'JS raw', 'JS gzip', 'JS brotli', 'budget (gzip)', '', 'CSS gzip', "route's own JS gzip", 'budget', ''],
      web.pages.map((p) => [
        `\`${p.page}\``,
        kb(p.js.raw),
        kb(p.js.gzip),
        kb(p.js.brotli),
        p.page === '/' ? `≤ ${kb(BUDGETS.web.homeFirstLoadJsGzip)}` : '—',
        mark(homeOk(p)),
        kb(p.css.gzip),
        kb(p.ownJs.gzip),
        `≤ ${kb(BUDGETS.web.routeOwnJsGzip)}`,
        mark(p.ownJs.gzip <= BUDGETS.web.routeOwnJsGzip),
      ]),
    ),
    '',
    `Entry alone: ${kb(web.entry.js.gzip)} gzip of JS (${web.entry.files.join(', ')}). Largest lazily loaded routes (own JS, gzip): ${web.lazyChunks
      .slice(0, 5)
      .map((c) => `${c.module.split('/').pop()} ${kb(c.ownJs.gzip)}`)
      .join(', ')}.`,
    ...backOfficeLine(web),
  ];
  return lines.join('\n');
}

/** The back office's own code (/admin, docs/decisions/036): never part of a shopper's page, so apart from the first loads above. */
function backOfficeLine(web: NonNullable<BenchResults['web']>): string[] {
  const admin = web.lazyChunks.find((c) => c.module.endsWith('features/admin/AdminArea.tsx'));
  if (!admin) return [];
  const pages = web.lazyChunks.filter((c) => c.module.includes('features/admin/pages/'));
  const whole = web.backOffice;
  return [
    '',
    `The back office (/admin), none of it in a shopper's load: its area (menu, sign-in, invitation) ${kb(admin.ownJs.gzip)} gzip of JS` +
      (pages.length
        ? `; ${pages.length} desk pages, each loaded when opened, the largest ${pages[0]?.module.split('/').pop()} ${kb(pages[0]?.ownJs.gzip ?? 0)}`
        : '') +
      (whole
        ? `; all of it ${kb(whole.js.raw)} raw, ${kb(whole.js.gzip)} gzip of JS in ${whole.chunks} files, ${kb(whole.css.gzip)} gzip of CSS.`
        : '.'),
  ];
}

function phoneSection(r: BenchResults): string {
  const phone = r.phone;
  if (!phone) return `_Did not run: ${r.errors.phone ?? 'skipped'} (\`npm run bench -- --only=phone\`)._`;
  const runs = phone.firstTap[0]?.runs.length ?? 0;
  const at = (v: number | null) => (v === null ? 'never' : `${v} ms`);
  const slower = phone.slowerPhone;
  return [
    `Visible → first tap (bench/web/firstTap.ts): Chromium with Lighthouse's mobile throttling as DevTools applies it (562.5 ms a request, 1.47 Mbit/s, CPU × 4), a 412 × 823 phone, the cache off; from the first contentful paint the page's first control is tapped (a card's heart on \`/\` and a category, the first size in stock on a product), or the moment it arrives when the paint came before it, until the page answers. "Answered": the control shows the tap (on a part whose code has not arrived, the early-tap script answers it: docs/decisions/086-early-taps.md); "done": what the tap asked for is true in the page's code (the wishlist holds the product; the size is chosen). Median of ${runs} run${runs === 1 ? '' : 's'}, times on the page's own clock.`,
    '',
    table(
      ['page', 'visible at (median)', `visible → answered (≤ ${BUDGETS.phone.firstTapMs} ms)`, 'visible → done', 'runs: answered'],
      phone.firstTap.map((p) => [
        `\`${p.page}\``,
        `${Math.round(median(p.runs.map((run) => run.visibleMs)))} ms`,
        `${at(p.answeredMs)} ${mark(p.answeredMs !== null && p.answeredMs <= BUDGETS.phone.firstTapMs)}`,
        at(p.doneMs),
        p.runs.map((run) => at(run.answeredMs === null ? null : Math.round(run.answeredMs))).join(', '),
      ]),
    ),
    '',
    slower.error
      ? `_Lighthouse on a phone twice as slow failed: ${slower.error.split('\n')[0]}_`
      : [
          `Lighthouse on a phone twice as slow: its mobile run with the CPU slowdown at ${slower.cpuSlowdownMultiplier}× instead of 4×, performance only, median of ${slower.pages[0]?.runs.length ?? 0}; the floor (an empty Vite + React app) beside the pages.`,
          '',
          table(
            ['page', 'performance', 'LCP', `TBT (≤ ${BUDGETS.phone.slowerPhoneTbtMs} ms)`, 'long tasks over 50 ms (median run)'],
            [...(slower.floor ? [{ ...slower.floor, page: 'floor: empty Vite + React' }] : []), ...slower.pages].map((p) => [
              `\`${p.page}\``,
              p.median.performance,
              `${ms(p.median.lcpMs)} ms`,
              `${ms(p.median.tbtMs)} ms ${p.page.startsWith('floor') ? '' : mark(p.median.tbtMs <= BUDGETS.phone.slowerPhoneTbtMs)}`,
              p.longTasks.length ? p.longTasks.map((t) => `${t.durationMs} ms`).join(', ') : 'none',
            ]),
          ),
        ].join('\n'),
  ].join('\n');
}

function lighthouseSection(r: BenchResults): string {
  const lh = r.stack?.lighthouse;
  if (!lh) return `_Did not run: ${r.errors.stack ?? 'skipped'}._`;
  if (lh.error) return `_Lighthouse failed: ${lh.error.split('\n')[0]}_`;
  const b = BUDGETS.lighthouse;
  const runs = lh.pages[0]?.runs.length ?? 0;
  return [
    `Lighthouse ${lh.lighthouseVersion}, ${lh.chromium}, headless, mobile defaults (simulated throttling); median of ${runs} run${runs === 1 ? '' : 's'} per page, against the local stack (\`startLocalStack\`, demo data) serving the build of part 1 (static files brotli/gzip-compressed by the local server). "Script bytes" are as transferred. The first row is the floor: an empty Vite + React app (bench/web/floor) built and measured in the same run, so a slow machine shows as a slow floor rather than as a regression.`,
    '',
    table(
      [
        'page',
        `performance (≥ ${b.performance})`,
        `accessibility (= ${b.accessibility})`,
        `best practices (≥ ${b.bestPractices})`,
        `SEO (≥ ${b.seo})`,
        `LCP (≤ ${b.lcpMs} ms)`,
        `TBT (≤ ${b.tbtMs} ms)`,
        `CLS (≤ ${b.cls})`,
        'script bytes',
      ],
      [...(lh.floor ? [{ ...lh.floor, page: 'floor: empty Vite + React' }] : []), ...lh.pages].map((p) => [
        `\`${p.page}\``,
        `${p.median.performance} ${mark(p.median.performance >= b.performance)}`,
        `${p.median.accessibility} ${mark(p.median.accessibility >= b.accessibility)}`,
        `${p.median.bestPractices} ${mark(p.median.bestPractices >= b.bestPractices)}`,
        `${seoVerdict(p).figure} ${mark(seoVerdict(p).ok)}`,
        `${ms(p.median.lcpMs)} ms ${mark(p.median.lcpMs <= b.lcpMs)}`,
        `${ms(p.median.tbtMs)} ms ${mark(p.median.tbtMs <= b.tbtMs)}`,
        `${p.median.cls.toFixed(3)} ${mark(p.median.cls <= b.cls)}`,
        kb(p.median.scriptBytes),
      ]),
    ),
    '',
    ...lh.pages.map((p) =>
      p.longTasks?.length
        ? `- \`${p.page}\` long tasks over 50 ms during load (median run): ${p.longTasks.map((t) => `${t.durationMs} ms in ${t.url}`).join('; ')}`
        : `- \`${p.page}\`: no long task over 50 ms during load (median run)`,
    ),
    ...lh.pages
      .filter((p) => p.failedAudits.length)
      .map(
        (p) => `- \`${p.page}\` audits below 0.9 in the median run: ${p.failedAudits.map((a) => `${a.title} (${a.category})`).join('; ')}`,
      ),
    ...lh.pages
      .filter((p) => p.opportunities?.length)
      .map(
        (p) =>
          `- \`${p.page}\` opportunities Lighthouse names: ${p.opportunities.map((o) => `${o.title} (about ${o.savingsMs} ms)`).join('; ')}`,
      ),
    visitSection(r),
  ].join('\n');
}

function visitSection(r: BenchResults): string {
  const v = r.stack?.visit;
  if (!v) return '';
  const paths = [...new Set([...Object.keys(v.first.paths), ...Object.keys(v.next.paths)].map((p) => p.replace(' (edge)', '')))].sort();
  const asked = (c: VisitCount, p: string) => {
    const fn = c.paths[p] ?? 0;
    const edge = c.paths[`${p} (edge)`] ?? 0;
    return edge ? `${fn} (+${edge} at the edge)` : String(fn);
  };
  return [
    '',
    `**A typical visit** (a browser at 412 px, then 1280 px; the local server's edge cache behaves as CloudFront's, \`x-cache\` says which answered): the shopper ${v.steps.join(', ')}. Page documents, scripts and images come from storage through the edge and reach no function in either case.`,
    '',
    table(
      ['', 'API requests', 'answered by the edge cache', 'reaching a function', 'without the edge cache', 'files'],
      [
        ['first visitor (edge cold)', v.first.api, v.first.edgeHits, v.first.functions, v.first.api, v.first.files],
        ['next visitor (edge warm)', v.next.api, v.next.edgeHits, v.next.functions, v.next.api, v.next.files],
      ],
    ),
    '',
    table(
      ['API request', 'first visitor: reaching a function', 'next visitor: reaching a function'],
      paths.map((p) => [`\`${p}\``, asked(v.first, p), asked(v.next, p)]),
    ),
  ].join('\n');
}

function apiSection(r: BenchResults): string {
  const api = r.api;
  if (!api) return `_Did not run: ${r.errors.api ?? 'skipped'}._`;
  const out: string[] = [];
  out.push(
    `Every route of \`lambdas/routes.ts\` called in one process through its real handler (API Gateway v2 events) against DynamoDB Local (in memory, tables without streams: see docs/decisions/007-benchmarks.md). DynamoDB figures come from ReturnConsumedCapacity=TOTAL set by a middleware on the shop's client; RCU and WCU are means per request over ${api.settings.requestsForCost} requests, calls the most one request made. **Provider calls are made for real against local stand-ins** (payment simulator through the \`stripe\` SDK, local SES, the queue stand-in) and listed apart: they are in the latencies, not in the DynamoDB figures. Latency: p50 at concurrency 1 (${api.settings.c1} requests; stateful routes ${api.settings.statefulC1}) and p50/p95 at concurrency 20 (${api.settings.c20}; stateful ${api.settings.statefulC20}), each also as a multiple of a bare GetItem round trip measured in the same run.`,
  );
  if (api.routesWithoutFixture.length) {
    out.push(
      '',
      `**Routes with no fixture** (not measured; add them to bench/fixtures.ts): ${api.routesWithoutFixture.map((k) => `\`${k}\``).join(', ')}.`,
    );
  }
  for (const size of api.sizes) {
    out.push(
      '',
      `### ${size.products.toLocaleString('en')} products (${size.items.toLocaleString('en')} items, written in ${(size.seedMs / 1000).toFixed(1)} s)`,
      '',
    );
    out.push(
      `Bare GetItem: p50 ${ms(size.baseline.c1.p50)} ms at concurrency 1; p50 ${ms(size.baseline.c20.p50)} ms, p95 ${ms(size.baseline.c20.p95)} ms at concurrency 20.`,
      '',
    );
    const rows = size.costs.map((c) => {
      const id = `${c.route}|${c.case}`;
      const l1 = size.latency.c1[id];
      const l20 = size.latency.c20[id];
      const ops = Object.entries(c.operations)
        .map(([op, n]) => `${op} ${n}`)
        .join(', ');
      const providers = Object.entries(c.providerCalls)
        .map(([p, n]) => `${p} ${n}`)
        .join(', ');
      const budget =
        c.route === 'GET /api/products/{id}'
          ? `calls ≤ ${BUDGETS.api.productByIdCalls} ${mark(c.calls <= BUDGETS.api.productByIdCalls)}`
          : c.route === 'GET /api/homePage/collections'
            ? `calls ≤ ${BUDGETS.api.homeCalls} ${mark(c.calls <= BUDGETS.api.homeCalls)}`
            : '';
      const statusOk = c.statuses.every((s) => s === c.expectedStatus);
      return [
        `\`${c.route}\``,
        `${c.case}${c.note ? ` — ${c.note}` : ''}${statusOk ? '' : ` (answered ${[...new Set(c.statuses)].join('/')}, expected ${c.expectedStatus}) ${OVER}`}`,
        c.calls,
        ops + (c.scan ? ` ${OVER}` : ''),
        c.rcu,
        c.wcu,
        providers || '—',
        l1 ? `${ms(l1.p50)} (${x(l1.p50 / size.baseline.c1.p50)})` : '—',
        l20 ? `${ms(l20.p50)} / ${ms(l20.p95)} (${x(l20.p95 / size.baseline.c20.p95)})` : '—',
        budget,
      ];
    });
    out.push(
      table(
        [
          'route',
          'request',
          'calls',
          'DynamoDB operations',
          'RCU',
          'WCU',
          'provider calls',
          'p50 c1 ms (× GetItem)',
          'p50 / p95 c20 ms (p95 × GetItem)',
          'budget',
        ],
        rows,
      ),
    );
  }
  return out.join('\n');
}

function bundlesSection(r: BenchResults): string {
  const b = r.bundles;
  if (!b) return `_Did not run: ${r.errors.bundles ?? 'skipped'}._`;
  const floor = b.bundles.find((f) => f.kind === 'floor');
  const floorImport = b.imports.find((i) => i.name === floor?.name);
  const rows = b.bundles.map((f) => {
    const imp = b.imports.find((i) => i.name === f.name);
    const byteRatio = floor ? f.bytes / floor.bytes : Number.NaN;
    const importRatio = imp && floorImport ? (imp.floorRatio ?? imp.wallMs / floorImport.wallMs) : Number.NaN;
    const isFloor = f.kind === 'floor';
    return [
      isFloor ? '**floor** (zod/mini + one GetItem)' : `\`${f.name}\``,
      f.route ? `\`${f.route}\`` : f.kind,
      f.error ? `build failed: ${f.error.split('\n')[0]}` : kb(f.bytes),
      kb(f.gzip),
      f.assetBytes > f.bytes ? kb(f.assetBytes) : '',
      isFloor
        ? '1.00×'
        : `${x(byteRatio)} ${mark(byteRatio <= BUDGETS.lambda.bundleBytesRatio)}${
            byteRatio > BUDGETS.lambda.bundleBytesRatio && f.packages
              ? ` (${
                  allowancesFor(f)
                    .map((a) => a.cause)
                    .join(', ') || 'no known cause'
                })`
              : ''
          }`,
      imp ? ms(imp.wallMs) : '—',
      imp ? x(imp.wallMs / b.bare.wallMs) : '—',
      isFloor ? '1.00×' : `${x(importRatio)} ${Number.isFinite(importRatio) ? mark(importRatio <= BUDGETS.lambda.importTimeRatio) : ''}`,
      f.awsClients.join(', ') + (f.unusedAwsClients.length ? ` — unused: ${f.unusedAwsClients.join(', ')} ${OVER}` : ''),
      f.largest
        .slice(0, 4)
        .map((l) => `${l.input} ${kb(l.bytes)}`)
        .join(', '),
    ];
  });
  return [
    `Each function the CDK app deploys, bundled with the CDK's own esbuild options (\`esbuildBuildOptions\` in cdk/lib/constructs/bundling.ts: ESM, minified, node22, nothing external, the CJS banner, pdfkit's font hook), built in ${(b.buildMs / 1000).toFixed(1)} s. Cold import: median wall time of a fresh \`node\` (${b.node}, NODE_OPTIONS=--enable-source-maps as in Lambda) importing the bundle, spawn to exit, over ${b.bare.runs} runs, and its ratio to the floor as the median of each run against a run of the floor just before it; bare \`node\` start: ${ms(b.bare.wallMs)} ms. Budget: ≤ ${BUDGETS.lambda.bundleBytesRatio}× the floor's bytes and import time, and no AWS client the function's \`uses\` does not call for.`,
    '',
    `Known causes of functions over the bytes budget (bench/budgets.ts; the bench test holds each to its ceiling): ${BUNDLE_ALLOWANCES.map((a) => `**${a.cause}** — ${a.why} (≤ ${a.ceiling}× the floor)`).join('; ')}.`,
    '',
    table(
      [
        'function',
        'route',
        'bytes (min.)',
        'gzip',
        'asset (with fonts)',
        '× floor bytes',
        'cold import ms',
        '× bare node',
        '× floor import',
        'AWS clients',
        'largest inputs',
      ],
      rows,
    ),
  ].join('\n');
}

function checkoutSection(r: BenchResults): string {
  const c = r.stack?.checkout;
  if (!c) return `_Did not run: ${r.errors.stack ?? 'skipped'}._`;
  const statuses = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
  const cpu = (v: number | undefined) => (v === undefined ? '—' : v.toFixed(0));
  const runs = c.runs ?? [];
  return [
    runs.length > 0
      ? `\`POST /api/orders\` over HTTP against the local stack as \`npm start\` runs it (one process, its data on disk, the API's stage throttle off), one piece of the demo catalog each, the payment simulator opening a checkout session for each. Crowds: **spread** (every order another product and size), **hot** (every order the same product and size, as in a sale, with stock for all), **paid** (end to end: the order, the card paid on the simulator's page, until the shop has heard the payment; each paid order also leaves about a second of invoice, receipt and mail work, waited out before the next run). Runs in the order shown, on one stack, as a tester raising the concurrency would, and last the spread crowd at 20 again, with all the rest's orders, sessions and payments held. CPU per order: this process (the API's functions, queues, streams, simulators and the load itself) and DynamoDB Local's Java. Why c50 once did worse than c20, and what changed: docs/decisions/071-checkout-under-load.md.`
      : `\`POST /api/orders\` over HTTP against the local stack (one product, one piece each, demo catalog), the payment simulator opening a checkout session for each: ${c.orders} orders at concurrency ${c.concurrency}.`,
    '',
    runs.length > 0
      ? table(
          [
            'crowd',
            'shoppers at once',
            'orders',
            'seconds',
            'orders / s',
            'p50 ms',
            'p95 ms',
            'failed',
            'statuses',
            'transactions cancelled',
            'CPU ms / order (node, DynamoDB)',
            'event loop p99 ms',
          ],
          runs.map((run) => [
            run.again ? `${run.scenario}, again after the rest` : run.scenario,
            run.concurrency,
            run.orders,
            run.seconds.toFixed(1),
            run.perSecond.toFixed(1),
            run.p50.toFixed(0),
            run.p95.toFixed(0),
            run.failures,
            statuses(run.statuses),
            run.transactionsCancelled,
            `${cpu(run.nodeCpuMs)}, ${cpu(run.dynamoCpuMs)}`,
            cpu(run.loopDelayP99Ms),
          ]),
        )
      : table(
          ['orders', 'concurrency', 'seconds', 'orders / s', 'p50 ms', 'p95 ms', 'failed', 'statuses'],
          [[c.orders, c.concurrency, c.seconds.toFixed(1), c.perSecond.toFixed(1), ms(c.p50), ms(c.p95), c.failures, statuses(c.statuses)]],
        ),
    ...(r.checks.checkout?.length ? ['', checksTable(r.checks.checkout)] : []),
    ...(r.stack?.duplicateWindow
      ? [
          '',
          `The outbox's duplicate window (decision 016): from the mail service accepting a mail to its effect's done-mark being written, over ${r.stack.duplicateWindow.effects} mails on DynamoDB Local: median ${ms(r.stack.duplicateWindow.p50)}, p95 ${ms(r.stack.duplicateWindow.p95)}, max ${ms(r.stack.duplicateWindow.max)} ms. A crash inside it no longer sends a mail twice: the retry finds SES's Send event of the mail's key (decision 070).`,
        ]
      : []),
    ...(r.stack?.edgeWrites ? ['', edgeWritesTable(r.stack.edgeWrites)] : []),
  ].join('\n');
}

/** What the edge is asked to change per 1,000 orders and catalog edits (decision 053). */
function edgeWritesTable(w: NonNullable<StackResult['edgeWrites']>): string {
  const budget = (paths: number, ceiling: number) => `${paths} (≤ ${ceiling}) ${mark(paths <= ceiling)}`;
  return [
    `**The edge's writes** (decision 053): over the load's ${w.orders.count} orders and ${w.edits.count} price edits, scaled to 1,000 each. No function holds a CloudFront client: kept answers get new versions in the key value store, and drawn pages are asked for again within CloudFront's one-second minimum.`,
    '',
    '| per 1,000 | invalidation paths | key value store writes (UpdateKeys) | keys written |',
    '| --- | --- | --- | --- |',
    `| orders | ${budget(w.orders.invalidationPaths, BUDGETS.edge.invalidationPathsPerThousandOrders)} | ${w.orders.storeCalls} | ${w.orders.storeKeys} |`,
    `| catalog edits | ${budget(w.edits.invalidationPaths, BUDGETS.edge.invalidationPathsPerThousandEdits)} | ${w.edits.storeCalls} | ${w.edits.storeKeys} |`,
  ].join('\n');
}

function memorySection(r: BenchResults): string {
  const out: string[] = [];
  const b = r.bundles;
  if (b) {
    const suggest = (kb: number) => {
      // Lambda memory steps of 128 MB, at least twice the cold import's peak for the requests' own work.
      const mb = Math.max(128, Math.ceil(((kb / 1024) * 2) / 128) * 128);
      return `${mb} MB`;
    };
    out.push(
      `Peak resident memory (VmHWM / maxRSS) of a fresh \`node\` importing each bundle; bare \`node\`: ${(b.bare.maxRssKb / 1024).toFixed(1)} MB. "Suggested" is twice the peak, in 128 MB steps: a starting point for the CDK's memorySize (today 1024 MB for every function, 1769 MB where passwords are hashed).`,
      '',
      table(
        ['function', 'peak RSS after import', 'over bare node', 'suggested memorySize'],
        b.imports.map((i) => [
          i.name === 'floor' ? '**floor**' : `\`${i.name}\``,
          `${(i.maxRssKb / 1024).toFixed(1)} MB`,
          `${((i.maxRssKb - b.bare.maxRssKb) / 1024).toFixed(1)} MB`,
          suggest(i.maxRssKb),
        ]),
      ),
    );
  }
  const m = r.stack?.memory;
  if (m) {
    out.push(
      '',
      `Whole local stack at idle after seeding the demo data (started in ${(m.startMs / 1000).toFixed(1)} s, seeded in ${(m.seedMs / 1000).toFixed(1)} s): **${(m.totalRssKb / 1024).toFixed(0)} MB** resident.`,
      '',
      table(
        ['process', 'RSS', 'peak'],
        m.processes.map((p) => [
          `\`${p.command.replace(/\|/g, '\\|').slice(0, 80)}\``,
          `${(p.rssKb / 1024).toFixed(1)} MB`,
          `${(p.peakKb / 1024).toFixed(1)} MB`,
        ]),
      ),
    );
  }
  return out.join('\n') || `_Did not run._`;
}

/** Part 8: the crash test's run, and what its audit found lost or doubled, kind by kind. */
function chaosSection(r: BenchResults): string {
  const c = r.chaos;
  if (!c) return `_Did not run: ${r.errors.chaos ?? 'skipped'}._`;
  const lostOrDoubled = AUDIT_KINDS.reduce((sum, kind) => sum + (c.audit[kind]?.lost ?? 0) + (c.audit[kind]?.doubled ?? 0), 0);
  const seconds = (v: number) => `${(v / 1000).toFixed(1)} s`;
  const inFlight = c.crashes.map((crash, i) => {
    const steps = Object.entries(crash.inFlight)
      .filter(([, n]) => n > 0)
      .map(([step, n]) => `${step} ${n}`);
    const taken = crash.takenJustBefore;
    return `${i + 1}: ${steps.join(', ') || 'no request of a shopper'}${taken.mails + taken.receipts ? `; ${taken.mails} mails, ${taken.receipts} receipts` : ''}`;
  });
  const mailKinds = Object.entries(c.mailsByKind).filter(([, k]) => k.lost + k.doubled > 0);
  return [
    `\`npm start\`'s stack (local/start.ts: DynamoDB Local on disk, SES, the payment, CIS and eRačun simulators, the queues and streams) in a process group of its own, on its own ports and data directory, run on ${c.generatedAt}${c.quick ? ' (**quick run**)' : ''} with seed ${c.seed}: ${c.shoppers} shoppers, ${c.concurrency} at a time, order and pay through the API and the payment simulator's pages as the web app does (${Object.entries(
      c.plans,
    )
      .map(([kind, n]) => `${kind} ${n}`)
      .join(
        ', ',
      )}). At ${c.crashes.length} seeded moments every process of the stack (Node, DynamoDB Local's Java) is killed with SIGKILL at once, and started again on the same data with nothing moved by hand. SES and CIS outlive a crash in AWS, but their local stand-ins keep what they took in memory: a tap loaded into the stack's process (bench/chaos/outsideTap.ts) writes down each mail SES took and each JIR CIS answered before the answer leaves, so the audit sees them across kills. After the last shopper, the pages still open run out at the provider and the jobs run as their rules would later (\`POST /_local/jobs/…\` with a time: ${c.sweeps.map((s) => s.job).join(', ')}), then the audit reads the stores and simulators. Took ${seconds(c.durationMs)}; ${c.retried} requests were made again after a crash, ${c.unansweredOrders} orders went unanswered.`,
    '',
    table(
      [
        'crashes',
        'shoppers',
        'orders placed',
        'paid',
        'invoices',
        'mails',
        'lost or doubled',
        'restarts that needed help',
        'back up (median)',
        'healthy (median / max)',
      ],
      [
        [
          `${c.crashes.length} (planned ${c.plannedCrashes})`,
          c.shoppers,
          c.orders.stored,
          c.orders.paid,
          c.invoices,
          c.mails,
          `${lostOrDoubled} ${mark(lostOrDoubled === 0)}`,
          `${c.restarts.neededHelp} ${mark(c.restarts.neededHelp === 0)}`,
          seconds(c.restarts.upMsMedian),
          `${seconds(c.restarts.okMsMedian)} / ${seconds(c.restarts.okMsMax)}`,
        ],
      ],
    ),
    '',
    table(
      ['kind', 'what is counted', 'lost', 'doubled', 'first cases'],
      AUDIT_KINDS.map((kind) => {
        const k = c.audit[kind];
        return [
          kind,
          AUDIT_KIND_TEXT[kind],
          k ? `${k.lost} ${mark(k.lost === 0)}` : '—',
          k?.doubled === undefined ? '—' : `${k.doubled} ${mark(k.doubled === 0)}`,
          k?.details.length ? k.details.slice(0, 3).join('; ').replace(/\|/g, '\\|') : '',
        ];
      }),
    ),
    '',
    `Orders by final state: ${Object.entries(c.orders.byStatus)
      .map(([status, n]) => `${status} ${n}`)
      .join(
        ', ',
      )}.${mailKinds.length ? ` Mails by kind: ${mailKinds.map(([kind, k]) => `${kind} ${k.lost} missing, ${k.doubled} duplicated`).join('; ')}.` : ''} Dead letters: ${c.deadLetters.queue} in the queues, ${c.deadLetters.stream} of the streams${
      Object.keys(c.retrying ?? {}).length
        ? `; waiting for a retry: ${Object.entries(c.retrying)
            .map(([queue, n]) => `${queue} ${n}`)
            .join(', ')}`
        : ''
    }.`,
    '',
    ...c.crashes.flatMap((crash, i) =>
      crash.neededHelp ? [`**The start after crash ${i + 1} failed by itself** and was started again: ${crash.neededHelp}.`, ''] : [],
    ),
    `Under way at each crash (the shoppers' requests; mails SES took and receipts CIS answered in the 2 s before the kill): ${inFlight.join('; ')}.${c.keptAt ? ` The run's data and logs: \`${c.keptAt}\`.` : ''}`,
  ].join('\n');
}

export function renderReport(r: BenchResults): string {
  const all = Object.values(r.checks).flat();
  const over = all.filter((c) => !c.ok);
  const durations = Object.entries(r.durationsMs)
    .map(([part, d]) => `${part} ${(d / 1000).toFixed(0)} s`)
    .join(', ');
  return [
    '# Performance report',
    '',
    `Generated by \`npm run bench${r.quick ? ' -- --quick' : ''}\` on ${r.generatedAt} (${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGb} GB, Node ${r.machine.node}${r.machine.loadAverage ? `; 1-minute load average ${r.machine.loadAverage.start.toFixed(1)} at the start, ${r.machine.loadAverage.end.toFixed(1)} at the end — times taken on a busy machine say less` : ''}). Took ${durations}. Figures as JSON: [report.json](report.json); chart: [cost.svg](cost.svg). How it measures: docs/decisions/007-benchmarks.md.${r.quick ? ' **Quick run: small catalogs, few runs — for a quick look, not for the record.**' : ''}`,
    '',
    `**${over.length === 0 ? 'Every figure is within budget.' : `${over.length} of ${all.length} budget checks are over:`}**`,
    ...over.map((c) => `- ${OVER} ${c.name}: ${c.figure} (budget ${c.budget})`),
    ...(Object.keys(r.errors).length
      ? ['', ...Object.entries(r.errors).map(([part, e]) => `- part ${part} failed: ${e.split('\n')[0]}`)]
      : []),
    '',
    '## 1. Web bytes',
    '',
    webSection(r),
    '',
    checksTable(r.checks.web),
    '',
    '## 2. Lighthouse',
    '',
    lighthouseSection(r),
    '',
    '## 2b. A weak phone',
    '',
    phoneSection(r),
    '',
    checksTable(r.checks.phone ?? []),
    '',
    '## 3. API cost',
    '',
    apiSection(r),
    '',
    '![API cost per request against catalog size and page number](cost.svg)',
    '',
    checksTable(r.checks.api),
    '',
    '## 4. Lambda bundles',
    '',
    bundlesSection(r),
    '',
    '## 5. Checkout under load',
    '',
    checkoutSection(r),
    '',
    '## 6. Memory',
    '',
    memorySection(r),
    '',
    '## 7. Cost and capacity',
    '',
    capacitySection(r),
    '',
    '## 8. Crashes',
    '',
    chaosSection(r),
    '',
    checksTable(r.checks.chaos ?? []),
    '',
  ].join('\n');
}

/** RCU per request and p50 latency (× GetItem) of the listing and lookup requests, per catalog size. */
export function renderChart(r: BenchResults): string | undefined {
  const sizes = r.api?.sizes ?? [];
  if (sizes.length === 0) return undefined;
  const cases = [
    ['GET /api/products/{id}', 'product', 'product by id'],
    ['GET /api/homePage/collections', 'home', 'home data'],
    ['POST /api/products/search', 'category page 1', 'category page 1'],
    ['POST /api/products/search', 'category page 50', `category page ${DEEP_PAGE}*`],
    ['POST /api/products/search', 'collection page 1', 'collection page 1'],
    ['POST /api/products/search', 'collection last page', 'collection last page'],
    ['POST /api/products/search', 'all products page 1', 'all products page 1'],
    ['POST /api/products/search', 'all products page 50', `all products page ${DEEP_PAGE}`],
    ['POST /api/products/search', 'name search', 'search by name'],
  ] as const;
  const value = (size: ApiSizeResult, route: string, name: string, f: 'rcu' | 'latency') => {
    if (f === 'rcu') return size.costs.find((c) => c.route === route && c.case === name)?.rcu ?? Number.NaN;
    const l = size.latency.c1[`${route}|${name}`];
    return l ? Math.round((l.p50 / size.baseline.c1.p50) * 10) / 10 : Number.NaN;
  };
  const panels: ChartPanel[] = [
    {
      title: 'Read capacity units per request',
      unit: 'RCU',
      groups: cases.map(([route, name, label]) => ({ label, values: sizes.map((s) => value(s, route, name, 'rcu')) })),
    },
    {
      title: 'p50 latency at concurrency 1, as a multiple of a bare GetItem',
      unit: '× GetItem',
      groups: cases.map(([route, name, label]) => ({ label, values: sizes.map((s) => value(s, route, name, 'latency')) })),
    },
  ];
  return costChart(
    sizes.map((s) => `${s.products.toLocaleString('en')} products`),
    panels,
    `* A list shorter than ${DEEP_PAGE * 10} products is read at its last full page instead (the report names the page read).`,
  );
}
