import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { esbuildBuildOptions, pdfkitFontsHook } from '../../cdk/lib/constructs/bundling.ts';
import { consumers, jobs, routes, type Uses } from '../../lambdas/routes.ts';

/**
 * Part 4's bundles: every function the CDK app deploys (routes, consumers, jobs) built with
 * the CDK's own esbuild options (cdk/lib/constructs/bundling.ts) and its after-bundling hook,
 * plus the floor handler. Shared by the bench and by bench/bundles.test.ts.
 */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LAMBDAS_DIR = path.join(REPO_ROOT, 'lambdas');
export const FLOOR = 'floor';

export interface FunctionEntry {
  /** Short name, as the CDK names the function. */
  name: string;
  /** Module path below lambdas/ (the floor: below bench/). */
  handler: string;
  entry: string;
  kind: 'route' | 'consumer' | 'job' | 'floor';
  /** "METHOD /path" for a route. */
  route?: string;
  uses: Uses;
}

export function functionEntries(): FunctionEntry[] {
  const entries: FunctionEntry[] = [];
  const seen = new Set<string>();
  const add = (e: Omit<FunctionEntry, 'name' | 'entry'>) => {
    if (seen.has(e.handler)) return;
    seen.add(e.handler);
    entries.push({ ...e, name: e.handler.split('/').at(-1) ?? e.handler, entry: path.join(LAMBDAS_DIR, `${e.handler}.ts`) });
  };
  for (const r of routes) add({ handler: r.handler, kind: 'route', route: `${r.method} ${r.path}`, uses: r.uses });
  for (const c of consumers) add({ handler: c.handler, kind: 'consumer', uses: c.uses });
  for (const j of jobs) add({ handler: j.handler, kind: 'job', uses: j.uses });
  return entries;
}

export const floorEntry = (): FunctionEntry => ({
  name: FLOOR,
  handler: 'bench/bundles/floorHandler',
  entry: fileURLToPath(new URL('./floorHandler.ts', import.meta.url)),
  kind: 'floor',
  uses: { tables: { catalog: 'read' } },
});

export interface BundleFigure {
  name: string;
  handler: string;
  kind: FunctionEntry['kind'];
  route?: string;
  file: string;
  /** index.mjs, minified. */
  bytes: number;
  /** What the deployment zip roughly carries (Lambda zips with deflate). */
  gzip: number;
  /** Everything in the asset folder (the bundle, its source map excluded, pdfkit's fonts). */
  assetBytes: number;
  /** AWS SDK clients found in the bundle, and those its `uses` entry does not call for. */
  awsClients: string[];
  unusedAwsClients: string[];
  /** The largest inputs, by bytes they left in the bundle. */
  largest: { input: string; bytes: number }[];
  /** Every npm package with code in the bundle. */
  packages: string[];
  uses: Uses;
  error?: string;
}

/** Which SDK clients a `uses` entry needs. */
export function clientsFor(uses: Uses): Set<string> {
  const needed = new Set<string>();
  if (Object.keys(uses.tables ?? {}).length > 0) needed.add('dynamodb');
  if ((uses.sendsTo ?? []).length > 0) needed.add('sqs');
  if (uses.mail) needed.add('sesv2');
  const secrets = uses as Uses & { sessionKey?: boolean };
  if (uses.payments || uses.webhookSecret || secrets.sessionKey) needed.add('secrets-manager');
  return needed;
}

/** Groups an input path by package (`stripe`, `@aws-sdk/client-dynamodb`) or by repo folder. */
function inputGroup(input: string): string {
  const nm = input.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = input.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? input);
  }
  return input.split('/').slice(0, 3).join('/');
}

function folderBytes(dir: string, skip: (name: string) => boolean): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    if (skip(name)) continue;
    const full = path.join(dir, name);
    const stat = statSync(full);
    total += stat.isDirectory() ? folderBytes(full, () => false) : stat.size;
  }
  return total;
}

export async function buildBundle(fn: FunctionEntry, outRoot: string): Promise<BundleFigure> {
  const outDir = path.join(outRoot, fn.name);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const options = esbuildBuildOptions(fn.entry, outDir);
  const base = { name: fn.name, handler: fn.handler, kind: fn.kind, route: fn.route, file: options.outfile as string, uses: fn.uses };
  try {
    const result = await build({ ...options, metafile: true, logLevel: 'silent' });
    for (const command of pdfkitFontsHook(outDir)) execFileSync('/bin/sh', ['-c', command]);
    const code = readFileSync(options.outfile as string);
    const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
    const groups = new Map<string, number>();
    for (const [input, info] of Object.entries(output?.inputs ?? {})) {
      groups.set(inputGroup(input), (groups.get(inputGroup(input)) ?? 0) + info.bytesInOutput);
    }
    const awsClients = [...groups.keys()]
      .map((g) => /^@aws-sdk\/client-(.+)$/.exec(g)?.[1])
      .filter((c): c is string => Boolean(c))
      .sort();
    const needed = clientsFor(fn.uses);
    return {
      ...base,
      bytes: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      assetBytes: folderBytes(outDir, (name) => name.endsWith('.map')),
      awsClients,
      unusedAwsClients: fn.kind === 'floor' ? [] : awsClients.filter((c) => !needed.has(c)),
      packages: [...groups.keys()].filter((g) => !g.startsWith('lambdas/') && !g.startsWith('shared/') && !g.startsWith('bench/')).sort(),
      largest: [...groups]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([input, bytes]) => ({ input, bytes })),
    };
  } catch (error) {
    return {
      ...base,
      bytes: 0,
      gzip: 0,
      assetBytes: 0,
      awsClients: [],
      unusedAwsClients: [],
      largest: [],
      packages: [],
      error: String((error as Error).message ?? error).slice(0, 500),
    };
  }
}

/** Builds the floor and every function, a few at a time. */
export async function buildAllBundles(outRoot: string, concurrency = 4): Promise<BundleFigure[]> {
  const all = [floorEntry(), ...functionEntries()];
  const figures: BundleFigure[] = new Array(all.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < all.length) {
        const i = next++;
        figures[i] = await buildBundle(all[i] as FunctionEntry, outRoot);
      }
    }),
  );
  return figures;
}
