/**
 * `npm run bench` (`-- --quick` for the small version; `-- --only=web,api` to run some parts,
 * whose figures replace those parts' in bench/report.json and leave the others as they were;
 * `-- --render` to rewrite the report from bench/report.json):
 * measures the shop as it stands — web bytes, Lighthouse, API cost, Lambda bundles, checkout
 * under load, memory, a weak phone's first tap, a sale spike, what it all costs in AWS and a
 * crash test (parts: web, stack, phone, api, bundles, spike, chaos) — and writes bench/REPORT.md, bench/report.json and bench/cost.svg.
 * Each part that starts servers runs in a process of its own (see parts/io.ts).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ChaosResult } from './chaos/runChaos.ts';
import type { ApiCostResult } from './parts/apiCost.ts';
import type { BundlesResult } from './parts/bundles.ts';
import type { PhoneResult, StackResult } from './parts/stack.ts';
import type { SpikeResult } from './spike/saleSpike.ts';
import { allChecks, type BenchResults, renderChart, renderReport } from './report.ts';
import { buildWeb, measureWebBytes } from './web/webBytes.ts';

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const only = argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part: string) => !only || only.includes(part);
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const OUT = here('./.out');
mkdirSync(OUT, { recursive: true });

const log = (line: string) => console.error(`[bench] ${line}`);

/** Writes REPORT.md and cost.svg, the report formatted as `npm run lint` wants its tables. */
function writeReport(report: BenchResults) {
  writeFileSync(here('./REPORT.md'), renderReport(report));
  const biome = fileURLToPath(new URL('../node_modules/@biomejs/biome/bin/biome', import.meta.url));
  try {
    execFileSync(process.execPath, [biome, 'format', '--write', here('./REPORT.md')], { stdio: 'ignore' });
  } catch {
    log('biome could not format REPORT.md; `npm run format` will');
  }
  const svg = renderChart(report);
  if (svg) writeFileSync(here('./cost.svg'), svg);
  return Boolean(svg);
}

/** Runs bench/parts/<name>.ts in its own process; its figures come back through a JSON file. */
function runPart<T>(name: string, extra: string[] = [], file = name): Promise<T> {
  const out = `${OUT}/${name}.json`;
  const args = ['--import', 'tsx', here(`./parts/${file}.ts`), '--out', out, ...(quick ? ['--quick'] : []), ...extra];
  return new Promise<T>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    });
    let tail = '';
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-4000);
      for (const line of text.split('\n')) if (line.startsWith('[bench]')) console.error(line);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`part ${name} exited with ${code}:\n${tail.split('\n').slice(-15).join('\n')}`));
      try {
        resolve(JSON.parse(readFileSync(out, 'utf8')) as T);
      } catch (error) {
        reject(error);
      }
    });
  });
}

// `--render`: write the report again from bench/report.json without measuring (after a change to the report's layout).
if (argv.includes('--render')) {
  const saved = JSON.parse(readFileSync(here('./report.json'), 'utf8')) as BenchResults;
  writeReport({ ...saved, checks: allChecks(saved) });
  log('rendered bench/REPORT.md and bench/cost.svg from bench/report.json');
  process.exit(0);
}

const started = performance.now();
const durationsMs: Record<string, number> = {};
const errors: Record<string, string> = {};
const results: Omit<BenchResults, 'checks'> = {
  generatedAt: new Date().toISOString(),
  quick,
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: { start: os.loadavg()[0] ?? 0, end: 0 },
  },
  durationsMs,
  errors,
};

async function part(name: string, run: () => Promise<void>) {
  const t = performance.now();
  log(`${name}: start`);
  try {
    await run();
  } catch (error) {
    errors[name] = String((error as Error).message ?? error);
    log(`${name} failed: ${errors[name]}`);
  }
  durationsMs[name] = performance.now() - t;
  log(`${name}: done in ${(durationsMs[name] / 1000).toFixed(1)} s`);
}

// The stack's and the phone's parts serve the web build, so web goes first whenever one runs.
if (wanted('web') || wanted('stack') || wanted('phone')) {
  await part('web', async () => {
    const dir = `${OUT}/web`;
    results.web = measureWebBytes(dir, buildWeb(dir));
  });
}
if (wanted('stack') && !errors.web)
  await part('stack', async () => {
    results.stack = await runPart<StackResult>('stack');
  });
// Issue 29's weak phone: visible → first tap, and Lighthouse on a phone twice as slow (a stack of its own).
if (wanted('phone') && !errors.web)
  await part('phone', async () => {
    results.phone = await runPart<PhoneResult>('phone', ['--phone'], 'stack');
  });
if (wanted('api'))
  await part('api', async () => {
    results.api = await runPart<ApiCostResult>('apiCost');
  });
if (wanted('bundles'))
  await part('bundles', async () => {
    results.bundles = await runPart<BundlesResult>('bundles');
  });
if (wanted('spike'))
  await part('spike', async () => {
    results.spike = await runPart<SpikeResult>('spike');
  });
if (wanted('chaos'))
  await part('chaos', async () => {
    results.chaos = await runPart<ChaosResult>('chaos');
  });
durationsMs.total = performance.now() - started;
if (results.machine.loadAverage) results.machine.loadAverage.end = os.loadavg()[0] ?? 0;

/**
 * A run of some parts (`--only`) replaces those parts' figures, times and errors in the saved
 * report and keeps the rest, with the header of the run that measured most of it.
 */
function merged(ran: Omit<BenchResults, 'checks'>): Omit<BenchResults, 'checks'> {
  if (!only || !existsSync(here('./report.json'))) return ran;
  const saved = JSON.parse(readFileSync(here('./report.json'), 'utf8')) as BenchResults;
  const { checks: _checks, ...kept } = saved;
  const { total: _total, ...partDurations } = ran.durationsMs;
  // The parts that ran: those asked for, and web when the stack's part needed its build.
  const errors = Object.fromEntries(Object.entries(saved.errors).filter(([name]) => !(name in partDurations)));
  // A part that failed leaves no figures: the saved ones, of another run, go with it.
  const parts = Object.fromEntries(Object.keys(partDurations).map((key) => [key, ran[key as keyof typeof ran]]));
  return { ...kept, ...parts, durationsMs: { ...saved.durationsMs, ...partDurations }, errors: { ...errors, ...ran.errors } };
}

const written = merged(results);
const report: BenchResults = { ...written, checks: allChecks(written) };
writeFileSync(here('./report.json'), `${JSON.stringify(report, null, 2)}\n`);
const chart = writeReport(report);
const over = Object.values(report.checks)
  .flat()
  .filter((c) => !c.ok);
log(
  `wrote bench/REPORT.md, bench/report.json${chart ? ', bench/cost.svg' : ''} in ${(durationsMs.total / 1000).toFixed(0)} s; ${over.length} budget checks over`,
);
process.exit(Object.keys(errors).length ? 1 : 0);
