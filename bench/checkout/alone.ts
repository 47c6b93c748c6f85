/**
 * The bench's checkout load alone, on a stack of its own (no Lighthouse, no browser), to compare
 * a change in pairs: `npx tsx bench/checkout/alone.ts [--quick] [--memory] [--plan spread:20:150,hot:50:150,spread:20:150:again]
 * [--out file.json]`. The stack keeps its data on disk, as `npm start` and the bench's stack part
 * do (`--memory`: in memory, as the tests do); `--plan` replaces the bench's plan with
 * scenario:concurrency:orders steps.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoCatalog } from '../../local/seed/demoCatalog.ts';
import { startLocalStack } from '../../local/stack.ts';
import { type CheckoutScenario, type CheckoutStep, checkoutLoads, checkoutPlan, settleQueues } from './checkoutLoad.ts';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
};
const log = (line: string) => console.error(`[checkout] ${line}`);
const plan: CheckoutStep[] =
  option('plan')
    ?.split(',')
    .map((step) => {
      const [scenario, concurrency, orders, again] = step.split(':');
      return { scenario: scenario as CheckoutScenario, concurrency: Number(concurrency), orders: Number(orders), again: again === 'again' };
    }) ?? checkoutPlan(argv.includes('--quick'));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-checkout-'));
const stack = await startLocalStack({
  dataDir,
  ports: { shop: 0, dynamo: 0, ses: 0, payments: 0, sqs: 0 },
  seed: true,
  inMemory: argv.includes('--memory'),
  quiet: true,
  apiThrottle: false,
});
try {
  if (!stack.urls.payments) throw new Error('the payment simulator is not running');
  const started = performance.now();
  const runs = await checkoutLoads({
    shopUrl: stack.urls.shop,
    paymentsUrl: stack.urls.payments,
    catalog: demoCatalog,
    plan,
    settle: () => settleQueues(stack.queue, log),
    log,
  });
  log(`took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const out = option('out');
  if (out) writeFileSync(out, `${JSON.stringify(runs, null, 2)}\n`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
