import type { CaseCost, Latency } from './api/routeCosts.ts';
import { BUDGETS } from './budgets.ts';
import { AUDIT_KINDS } from './chaos/audit.ts';
import { CHAOS_RUNS } from './chaos/plan.ts';
import type { ChaosResult } from './chaos/runChaos.ts';
import type { CheckoutRun } from './checkout/checkoutLoad.ts';
import type { EdgeWrites, LighthousePage, PhoneResult } from './parts/stack.ts';

/**
 * Budget checks over measured figures, shared by the report (which marks each figure) and the
 * bench tests (which assert the deterministic ones: calls, capacity units, bytes).
 */
export interface Check {
  name: string;
  figure: string;
  budget: string;
  ok: boolean;
  /** Times are reported against budgets but never asserted in tests. */
  kind: 'count' | 'bytes' | 'latency' | 'score';
}

const fmt = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 100) / 100) : '—');
const ratioOf = (a: number, b: number) => (b > 0 ? a / b : a > 0 ? Number.POSITIVE_INFINITY : 1);

export interface ApiFigures {
  /** Cost per case at the smaller catalog. */
  small: CaseCost[];
  /** Cost per case at the larger catalog (at least the name search). */
  large: CaseCost[];
  /** p50 per "route|case" at concurrency 1, by size, when times were measured. */
  latency?: { small: Record<string, Latency>; large: Record<string, Latency> };
}

const SEARCH = 'POST /api/products/search';
const find = (costs: CaseCost[], route: string, name?: string) =>
  costs.find((c) => c.route === route && (name === undefined || c.case === name));

export function checkApiBudgets(figures: ApiFigures): Check[] {
  const checks: Check[] = [];
  const b = BUDGETS.api;
  for (const [size, costs] of [
    ['small', figures.small],
    ['large', figures.large],
  ] as const) {
    if (costs.length === 0) continue;
    const scans = costs.filter((c) => c.scan).map((c) => `${c.route} (${c.case})`);
    checks.push({
      name: `no Scan on any request path (${size} catalog)`,
      figure: scans.length ? scans.join('; ') : 'none',
      budget: 'none',
      ok: scans.length === 0,
      kind: 'count',
    });
    const product = find(costs, 'GET /api/products/{id}');
    if (product)
      checks.push({
        name: `product by id: calls (${size})`,
        figure: String(product.calls),
        budget: `≤ ${b.productByIdCalls}`,
        ok: product.calls <= b.productByIdCalls,
        kind: 'count',
      });
    const home = find(costs, 'GET /api/homePage/collections');
    if (home)
      checks.push({
        name: `home data: calls (${size})`,
        figure: String(home.calls),
        budget: `≤ ${b.homeCalls}`,
        ok: home.calls <= b.homeCalls,
        kind: 'count',
      });
    for (const [first, deep] of [
      ['category page 1', 'category page 50'],
      ['collection page 1', 'collection last page'],
      ['all products page 1', 'all products page 50'],
    ] as const) {
      const p1 = find(costs, SEARCH, first);
      const pn = find(costs, SEARCH, deep);
      if (!p1 || !pn) continue;
      const page = pn.note?.match(/page (\d+)$/)?.[1] ?? '?';
      const label = `${first.replace(' page 1', '')} page ${page} vs page 1 (${size})`;
      checks.push({
        name: `${label}: calls`,
        figure: `${pn.calls} vs ${p1.calls}`,
        budget: 'equal',
        ok: pn.calls === p1.calls,
        kind: 'count',
      });
      const r = ratioOf(pn.rcu, p1.rcu);
      checks.push({
        name: `${label}: RCU ratio`,
        figure: fmt(r),
        budget: `≤ ${b.listingDeepPageRatio}`,
        ok: r <= b.listingDeepPageRatio,
        kind: 'count',
      });
      const lat = figures.latency?.[size];
      const l1 = lat?.[`${SEARCH}|${first}`];
      const ln = lat?.[`${SEARCH}|${deep}`];
      if (l1 && ln) {
        const lr = ratioOf(ln.p50, l1.p50);
        checks.push({
          name: `${label}: p50 latency ratio`,
          figure: fmt(lr),
          budget: `≤ ${b.listingDeepPageRatio}`,
          ok: lr <= b.listingDeepPageRatio,
          kind: 'latency',
        });
      }
    }
  }
  for (const [size, costs] of [
    ['small', figures.small],
    ['large', figures.large],
  ] as const) {
    for (const [plain, filtered] of [
      ['category page 1', 'category filtered page 1'],
      ['collection page 1', 'collection filtered page 1'],
      ['name search', 'name search filtered'],
    ] as const) {
      const p = find(costs, SEARCH, plain);
      const f = find(costs, SEARCH, filtered);
      if (!p || !f) continue;
      const label = `${filtered.replace(' page 1', '')} vs unfiltered (${size})`;
      const limit = b.filteredListingRatio;
      const calls = ratioOf(f.calls, p.calls);
      checks.push({
        name: `${label}: calls`,
        figure: `${f.calls} vs ${p.calls}`,
        budget: `≤ ${limit}×`,
        ok: calls <= limit,
        kind: 'count',
      });
      const rcu = ratioOf(f.rcu, p.rcu);
      checks.push({
        name: `${label}: RCU ratio`,
        figure: `${fmt(rcu)} (${f.rcu} vs ${p.rcu})`,
        budget: `≤ ${limit}`,
        ok: rcu <= limit,
        kind: 'count',
      });
      const lp = figures.latency?.[size][`${SEARCH}|${plain}`];
      const lf = figures.latency?.[size][`${SEARCH}|${filtered}`];
      if (lp && lf) {
        const lr = ratioOf(lf.p50, lp.p50);
        checks.push({ name: `${label}: p50 latency ratio`, figure: fmt(lr), budget: `≤ ${limit}`, ok: lr <= limit, kind: 'latency' });
      }
    }
  }
  const s1 = find(figures.small, SEARCH, 'name search');
  const s2 = find(figures.large, SEARCH, 'name search');
  if (s1 && s2) {
    const same = s1.note === s2.note;
    const r = ratioOf(s2.rcu, s1.rcu);
    checks.push({
      name: `search by name ${s2.note ?? ''}: RCU large vs small catalog`,
      figure: same ? `${fmt(r)} (${s2.rcu} vs ${s1.rcu})` : `different words: ${s1.note} vs ${s2.note}`,
      budget: `≤ ${b.searchSizeRatio}`,
      ok: same && r <= b.searchSizeRatio,
      kind: 'count',
    });
    const calls = s2.calls === s1.calls;
    checks.push({
      name: 'search by name: calls large vs small catalog',
      figure: `${s2.calls} vs ${s1.calls}`,
      budget: 'equal',
      ok: calls,
      kind: 'count',
    });
    const l1 = figures.latency?.small[`${SEARCH}|name search`];
    const l2 = figures.latency?.large[`${SEARCH}|name search`];
    if (l1 && l2) {
      const lr = ratioOf(l2.p50, l1.p50);
      checks.push({
        name: 'search by name: p50 latency large vs small catalog',
        figure: fmt(lr),
        budget: `≤ ${b.searchSizeRatio}`,
        ok: lr <= b.searchSizeRatio,
        kind: 'latency',
      });
    }
  }
  return checks;
}

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function checkWebBudgets(web: import('./web/webBytes.ts').WebBytesResult): Check[] {
  const checks: Check[] = [];
  for (const home of web.pages.filter((p) => p.page === '/' || p.page === '/hr')) {
    checks.push({
      name: `first load of ${home.page} : JS gzip`,
      figure: KB(home.js.gzip),
      budget: `≤ ${KB(BUDGETS.web.homeFirstLoadJsGzip)}`,
      ok: home.js.gzip <= BUDGETS.web.homeFirstLoadJsGzip,
      kind: 'bytes',
    });
  }
  for (const page of web.pages) {
    checks.push({
      name: `${page.page}: the route's own JS gzip`,
      figure: KB(page.ownJs.gzip),
      budget: `≤ ${KB(BUDGETS.web.routeOwnJsGzip)}`,
      ok: page.ownJs.gzip <= BUDGETS.web.routeOwnJsGzip,
      kind: 'bytes',
    });
  }
  const worst = web.lazyChunks[0];
  if (worst) {
    const over = web.lazyChunks.filter((c) => c.ownJs.gzip > BUDGETS.web.routeOwnJsGzip);
    checks.push({
      name: 'every lazily loaded route: own JS gzip',
      figure: over.length
        ? over.map((c) => `${c.module} ${KB(c.ownJs.gzip)}`).join('; ')
        : `largest ${worst.module.split('/').pop()} ${KB(worst.ownJs.gzip)}`,
      budget: `≤ ${KB(BUDGETS.web.routeOwnJsGzip)}`,
      ok: over.length === 0,
      kind: 'bytes',
    });
  }
  return checks;
}

export function checkLighthouseBudgets(pages: Pick<LighthousePage, 'page' | 'keptFromSearch' | 'median'>[]): Check[] {
  const b = BUDGETS.lighthouse;
  return pages.flatMap((p) => [
    {
      name: `${p.page}: performance`,
      figure: String(p.median.performance),
      budget: `≥ ${b.performance}`,
      ok: p.median.performance >= b.performance,
      kind: 'score' as const,
    },
    {
      name: `${p.page}: accessibility`,
      figure: String(p.median.accessibility),
      budget: `= ${b.accessibility}`,
      ok: p.median.accessibility >= b.accessibility,
      kind: 'score' as const,
    },
    {
      name: `${p.page}: best practices`,
      figure: String(p.median.bestPractices),
      budget: `≥ ${b.bestPractices}`,
      ok: p.median.bestPractices >= b.bestPractices,
      kind: 'score' as const,
    },
    seoCheck(p),
    {
      name: `${p.page}: LCP`,
      figure: `${Math.round(p.median.lcpMs)} ms`,
      budget: `≤ ${b.lcpMs} ms`,
      ok: p.median.lcpMs <= b.lcpMs,
      kind: 'latency' as const,
    },
    {
      name: `${p.page}: TBT`,
      figure: `${Math.round(p.median.tbtMs)} ms`,
      budget: `≤ ${b.tbtMs} ms`,
      ok: p.median.tbtMs <= b.tbtMs,
      kind: 'latency' as const,
    },
    { name: `${p.page}: CLS`, figure: p.median.cls.toFixed(3), budget: `≤ ${b.cls}`, ok: p.median.cls <= b.cls, kind: 'score' as const },
  ]);
}

export function checkBundleBudgets(
  bundles: import('./bundles/buildBundles.ts').BundleFigure[],
  imports?: { name: string; wallMs: number; floorRatio?: number }[],
): Check[] {
  const checks: Check[] = [];
  const floor = bundles.find((x) => x.kind === 'floor');
  if (!floor) return checks;
  const floorImport = imports?.find((i) => i.name === floor.name);
  for (const fn of bundles) {
    if (fn.kind === 'floor') continue;
    if (fn.error) {
      checks.push({ name: `${fn.name}: builds`, figure: fn.error, budget: 'builds', ok: false, kind: 'bytes' });
      continue;
    }
    const r = fn.bytes / floor.bytes;
    checks.push({
      name: `${fn.name}: bytes vs floor`,
      figure: `${fmt(r)}× (${KB(fn.bytes)})`,
      budget: `≤ ${BUDGETS.lambda.bundleBytesRatio}× (${KB(floor.bytes * BUDGETS.lambda.bundleBytesRatio)})`,
      ok: r <= BUDGETS.lambda.bundleBytesRatio,
      kind: 'bytes',
    });
    checks.push({
      name: `${fn.name}: AWS clients it does not use`,
      figure: fn.unusedAwsClients.join(', ') || 'none',
      budget: 'none',
      ok: fn.unusedAwsClients.length === 0,
      kind: 'bytes',
    });
    const imp = imports?.find((i) => i.name === fn.name);
    if (imp && floorImport) {
      const ir = imp.floorRatio ?? imp.wallMs / floorImport.wallMs;
      checks.push({
        name: `${fn.name}: cold import vs floor`,
        figure: `${fmt(ir)}×`,
        budget: `≤ ${BUDGETS.lambda.importTimeRatio}×`,
        ok: ir <= BUDGETS.lambda.importTimeRatio,
        kind: 'latency',
      });
    }
  }
  return checks;
}

/**
 * SEO at or over its budget; for a page kept out of search on purpose (the checkout, which
 * robots.txt disallows), crawlers kept out and every other SEO audit at or over the budget.
 */
export function seoVerdict(p: Pick<LighthousePage, 'keptFromSearch' | 'median'>): {
  figure: string;
  ok: boolean;
} {
  const b = BUDGETS.lighthouse;
  if (!p.keptFromSearch || p.median.seoBesidesCrawling === undefined) return { figure: String(p.median.seo), ok: p.median.seo >= b.seo };
  const besides = p.median.seoBesidesCrawling;
  const keptOut = p.median.crawlable === 0;
  return {
    figure: `${besides} without the crawl audit (${keptOut ? 'robots.txt keeps crawlers out, as meant' : 'crawlers are let in: robots.txt should keep them out'}; with it ${p.median.seo})`,
    ok: keptOut && besides >= b.seo,
  };
}

function seoCheck(p: Pick<LighthousePage, 'page' | 'keptFromSearch' | 'median'>): Check {
  const { figure, ok } = seoVerdict(p);
  return { name: `${p.page}: SEO`, figure, budget: `≥ ${BUDGETS.lighthouse.seo}`, ok, kind: 'score' };
}

/** CloudFront invalidation paths per 1,000 orders and catalog edits (bench part 6, decision 053). */
export function checkEdgeBudgets(writes: EdgeWrites): Check[] {
  return [
    {
      name: 'CloudFront invalidation paths per 1,000 orders',
      figure: String(writes.orders.invalidationPaths),
      budget: `≤ ${BUDGETS.edge.invalidationPathsPerThousandOrders}`,
      ok: writes.orders.invalidationPaths <= BUDGETS.edge.invalidationPathsPerThousandOrders,
      kind: 'count',
    },
    {
      name: 'CloudFront invalidation paths per 1,000 catalog edits',
      figure: String(writes.edits.invalidationPaths),
      budget: `≤ ${BUDGETS.edge.invalidationPathsPerThousandEdits}`,
      ok: writes.edits.invalidationPaths <= BUDGETS.edge.invalidationPathsPerThousandEdits,
      kind: 'count',
    },
  ];
}

/**
 * Checkout under load (bench part 5): for each crowd measured at 20 and 50 shoppers at once,
 * orders a second at 50 are at least `c50OverC20` of those at 20; and the spread crowd at 20, run
 * again after every other run, costs this process no more CPU per order than the first time
 * (`cpuAfterUse`): the shop must not get dearer as it holds more orders, sessions and payments.
 * Runs too short to keep 50 shoppers busy for a few rounds (the quick run's) are not checked.
 */
export function checkCheckoutBudgets(runs: readonly CheckoutRun[]): Check[] {
  const { c50OverC20, cpuAfterUse, minOrdersPerRun } = BUDGETS.checkout;
  const first = runs.filter((run) => !run.again);
  const checks = [...new Set(first.map((run) => run.scenario))].flatMap((scenario): Check[] => {
    const at = (concurrency: number) => first.find((run) => run.scenario === scenario && run.concurrency === concurrency);
    const c20 = at(20);
    const c50 = at(50);
    if (!c20 || !c50 || Math.min(c20.orders, c50.orders) < minOrdersPerRun) return [];
    const ratio = c50.perSecond / c20.perSecond;
    return [
      {
        name: `checkout, ${scenario}: orders a second at 50 shoppers against 20`,
        figure: `${fmt(ratio)}× (${fmt(c50.perSecond)} against ${fmt(c20.perSecond)})`,
        budget: `≥ ${c50OverC20}×`,
        ok: ratio >= c50OverC20,
        kind: 'latency',
      },
    ];
  });
  const before = first.find((run) => run.scenario === 'spread' && run.concurrency === 20);
  const after = runs.find((run) => run.again && run.scenario === 'spread' && run.concurrency === 20);
  if (before?.nodeCpuMs && after?.nodeCpuMs && Math.min(before.orders, after.orders) >= minOrdersPerRun) {
    const ratio = after.nodeCpuMs / before.nodeCpuMs;
    checks.push({
      name: "checkout, spread at 20 after the load against before: this process's CPU per order",
      figure: `${fmt(ratio)}× (${fmt(after.nodeCpuMs)} against ${fmt(before.nodeCpuMs)} ms; orders a second ${fmt(after.perSecond)} against ${fmt(before.perSecond)})`,
      budget: `≤ ${cpuAfterUse}×`,
      ok: ratio <= cpuAfterUse,
      kind: 'latency',
    });
  }
  return checks;
}

/**
 * The crash test (bench part 8): nothing lost and nothing doubled of any kind the audit counts,
 * every restart coming up by itself, and at least as many crashes as the run's size asks for (12
 * in the full run, as the outside tester's).
 */
export function checkChaosBudgets(chaos: ChaosResult): Check[] {
  const checks: Check[] = [];
  for (const kind of AUDIT_KINDS) {
    const found = chaos.audit[kind];
    if (!found) continue;
    checks.push({ name: `crash test: ${kind} lost`, figure: String(found.lost), budget: '0', ok: found.lost === 0, kind: 'count' });
    if (found.doubled !== undefined)
      checks.push({
        name: `crash test: ${kind} doubled`,
        figure: String(found.doubled),
        budget: '0',
        ok: found.doubled === 0,
        kind: 'count',
      });
  }
  const least = (chaos.quick ? CHAOS_RUNS.quick : CHAOS_RUNS.full).crashes;
  checks.push(
    {
      name: 'crash test: crashes',
      figure: String(chaos.crashes.length),
      budget: `≥ ${least}`,
      ok: chaos.crashes.length >= least,
      kind: 'count',
    },
    {
      name: 'crash test: restarts that needed help',
      figure: String(chaos.restarts.neededHelp),
      budget: '0',
      ok: chaos.restarts.neededHelp === 0,
      kind: 'count',
    },
  );
  return checks;
}

/** The weak phone: each page's first tap answered within a second of it being visible, and TBT on a phone twice as slow. */
export function checkPhoneBudgets(phone: PhoneResult): Check[] {
  const b = BUDGETS.phone;
  return [
    ...phone.firstTap.map((p) => ({
      name: `${p.page}: visible → first tap answered (slow 4G, 4× CPU)`,
      figure: p.answeredMs === null ? 'never' : `${p.answeredMs} ms`,
      budget: `≤ ${b.firstTapMs} ms`,
      ok: p.answeredMs !== null && p.answeredMs <= b.firstTapMs,
      kind: 'latency' as const,
    })),
    ...phone.slowerPhone.pages.map((p) => ({
      name: `${p.page}: TBT on a phone twice as slow (${phone.slowerPhone.cpuSlowdownMultiplier}× CPU)`,
      figure: `${Math.round(p.median.tbtMs)} ms`,
      budget: `≤ ${b.slowerPhoneTbtMs} ms`,
      ok: p.median.tbtMs <= b.slowerPhoneTbtMs,
      kind: 'latency' as const,
    })),
  ];
}
