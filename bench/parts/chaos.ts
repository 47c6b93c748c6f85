/**
 * Part 8, the crash test: the shop as `npm start` runs it, on its own ports and data, killed
 * with SIGKILL at seeded moments while shoppers order and pay, started again each time, then
 * audited for orders, stock, gift cards, codes, invoices, receipts, money and mails lost or
 * doubled (bench/chaos/runChaos.ts). The full run crashes it 12 times over 1,100 shoppers,
 * `--quick` 3 times over 120. To play a run again, or another: `npx tsx bench/parts/chaos.ts
 * --out /tmp/chaos.json [--quick] [--seed N] [--shoppers N] [--crashes N] [--keep]` (--keep
 * leaves the stack's data and logs in the temporary directory it names).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { CHAOS_RUNS } from '../chaos/plan.ts';
import { runChaos } from '../chaos/runChaos.ts';
import { log, partArgs, writeResult } from './io.ts';

const args = partArgs();
const argv = process.argv.slice(2);
const number = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};

const size = args.quick ? CHAOS_RUNS.quick : CHAOS_RUNS.full;
const result = await runChaos({
  seed: number('seed', 1),
  shoppers: number('shoppers', size.shoppers),
  crashes: number('crashes', size.crashes),
  concurrency: size.concurrency,
  quick: args.quick,
  keep: argv.includes('--keep'),
  log,
});
const problems = Object.entries(result.audit)
  .map(([kind, k]) => [kind, k.lost, k.doubled ?? 0] as const)
  .filter(([, lost, doubled]) => lost + doubled > 0);
log(
  `chaos: ${result.crashes.length} crashes, ${result.orders.stored} orders (${result.orders.paid} paid), ` +
    (problems.length
      ? problems.map(([kind, lost, doubled]) => `${kind} ${lost} lost / ${doubled} doubled`).join(', ')
      : 'nothing lost or doubled') +
    `, ${result.restarts.neededHelp} restarts needed help, in ${(result.durationMs / 1000).toFixed(0)} s${result.keptAt ? `; data and logs kept in ${result.keptAt}` : ''}`,
);
writeResult(args, result);
process.exit(0);
