/**
 * Part 4, Lambda bundles (and the handlers' half of part 6, memory): every function built as
 * the CDK app builds it, its bytes, and a fresh `node` importing it — wall time from spawn to
 * exit and peak resident memory — against a bare `node` start and the floor handler, in the
 * same run. The processes get the environment a deployed function has (NODE_OPTIONS
 * --enable-source-maps included), with endpoints that go nowhere: nothing is called at import.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localQueueUrls, shopEnvironment } from '../../local/environment.ts';
import { type BundleFigure, buildAllBundles, FLOOR } from '../bundles/buildBundles.ts';
import { median } from '../stats.ts';
import { log, partArgs, writeResult } from './io.ts';

export interface ColdImport {
  name: string;
  /** Median wall time of `node coldImport.mjs <bundle>`, spawn to exit. */
  wallMs: number;
  /** Median time of the import alone, inside the process. */
  importMs: number;
  /** Highest peak resident memory seen over the runs. */
  maxRssKb: number;
  runs: number;
  /**
   * Median of its wall time over the floor handler's in the run just before it, pair by pair: the
   * machine's drift between two spawns a moment apart is small, between the first and the last
   * function of a round it is not. Absent for the floor and bare node.
   */
  floorRatio?: number;
  error?: string;
}

export interface BundlesResult {
  bundles: BundleFigure[];
  bare: ColdImport;
  imports: ColdImport[];
  buildMs: number;
  node: string;
}

const args = partArgs();
const RUNS = args.quick ? 2 : 5;
const OUT = fileURLToPath(new URL('../.out/bundles', import.meta.url));
const RUNNER = fileURLToPath(new URL('../bundles/coldImport.mjs', import.meta.url));
mkdirSync(OUT, { recursive: true });

const dead = 'http://127.0.0.1:9';
const lambdaEnv = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  NODE_OPTIONS: '--enable-source-maps',
  ...shopEnvironment({
    stage: 'bench',
    dynamoEndpoint: dead,
    sqsEndpoint: dead,
    queueUrls: localQueueUrls(dead, 'bench'),
    sesEndpoint: dead,
    stripeApiUrl: dead,
    shopUrl: 'https://shop.example',
  }),
};

function runOnce(file?: string): { wallMs: number; importMs: number; maxRssKb: number } {
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, file ? [RUNNER, file] : [RUNNER], { env: lambdaEnv, encoding: 'utf8', timeout: 60_000 });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (child.status !== 0) throw new Error((child.stderr || `exit ${child.status}`).trim().split('\n').slice(0, 5).join(' | '));
  const reported = JSON.parse(child.stdout) as { importMs: number; maxRssKb: number };
  return { wallMs, ...reported };
}

const started = performance.now();
const bundles = await buildAllBundles(OUT);
const buildMs = performance.now() - started;
log(`bundles: ${bundles.length} built in ${(buildMs / 1000).toFixed(1)} s`);

// Rounds over all bundles rather than all runs of one, so drift in the machine's load spreads
// evenly; each function's run comes right after a run of the floor, and their ratio is kept.
const samples = new Map<string, { wall: number[]; imp: number[]; rss: number[]; ratio: number[]; error?: string }>();
const floorFile = bundles.find((b) => b.name === FLOOR)?.file;
const targets: { name: string; file?: string }[] = [
  { name: 'bare node' },
  ...bundles.filter((b) => !b.error).map((b) => ({ name: b.name, file: b.file })),
];
runOnce(); // the first spawn warms the file cache
for (let round = 0; round < RUNS; round++) {
  for (const target of targets) {
    const s = samples.get(target.name) ?? { wall: [], imp: [], rss: [], ratio: [] };
    samples.set(target.name, s);
    if (s.error) continue;
    try {
      const paired = target.file && target.name !== FLOOR && floorFile ? runOnce(floorFile) : undefined;
      const r = runOnce(target.file);
      s.wall.push(r.wallMs);
      s.imp.push(r.importMs);
      s.rss.push(r.maxRssKb);
      if (paired) s.ratio.push(r.wallMs / paired.wallMs);
    } catch (error) {
      s.error = String((error as Error).message);
    }
  }
}
const figure = (name: string): ColdImport => {
  const s = samples.get(name) ?? { wall: [], imp: [], rss: [], ratio: [] };
  return {
    name,
    wallMs: median(s.wall),
    importMs: median(s.imp),
    maxRssKb: Math.max(0, ...s.rss),
    runs: s.wall.length,
    ...(s.ratio.length ? { floorRatio: median(s.ratio) } : {}),
    error: s.error,
  };
};
const result: BundlesResult = {
  bundles,
  bare: figure('bare node'),
  imports: bundles.filter((b) => !b.error).map((b) => figure(b.name)),
  buildMs,
  node: process.version,
};
const floor = result.imports.find((i) => i.name === FLOOR);
log(`bundles: bare node ${result.bare.wallMs.toFixed(0)} ms, floor ${floor?.wallMs.toFixed(0)} ms (${path.basename(OUT)})`);
writeResult(args, result);
