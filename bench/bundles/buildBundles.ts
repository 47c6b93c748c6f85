import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { esbuildBuildOptions, pdfkitFontsHook } from '../../cdk/lib/constructs/bundling.ts';
import { consumers, invoked, jobs, routes, streams, type Uses } from '../../lambdas/routes.ts';

/**
 * Part 4's bundles: every function the CDK app deploys (routes, consumers, jobs, streams)
 * built with the CDK's own esbuild options (cdk/lib/constructs/bundling.ts) and its
 * after-bundling hook, plus the floor handler. Shared by the bench, by bench/bundles.test.ts
 * and, through test/lambdaBundles.ts, by the CDK tests, which deploy these very folders.
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
  kind: 'route' | 'consumer' | 'job' | 'stream' | 'invoked' | 'floor';
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
  for (const s of streams) add({ handler: s.handler, kind: 'stream', uses: s.uses });
  for (const i of invoked) add({ handler: i.handler, kind: 'invoked', uses: i.uses });
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
  /** The handler module the bundle was built from. */
  entry: string;
  kind: FunctionEntry['kind'];
  route?: string;
  /** `<folder>/index.mjs`: the folder is what the function deploys. */
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
  /** The shop's own modules with code in the bundle (lambdas/..., shared/...). */
  sources: string[];
  uses: Uses;
  error?: string;
}

/** Which SDK clients a `uses` entry needs. */
export function clientsFor(uses: Uses): Set<string> {
  const needed = new Set<string>();
  if (Object.keys(uses.tables ?? {}).length > 0) needed.add('dynamodb');
  if ((uses.sendsTo ?? []).length > 0) needed.add('sqs');
  if (uses.mail) needed.add('sesv2');
  if (uses.siteFiles || uses.images) needed.add('s3');
  if (uses.pageIndex) needed.add('cloudfront-keyvaluestore');
  if ((uses.invokes ?? []).length > 0) needed.add('lambda');
  // Secrets (the payment keys, session and staff keys, the origin secret, the fiscal certificate)
  // are read through the Parameters and Secrets extension on localhost: no client (decision 093).
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

/** Where a function's bundle goes: a folder of its own, as NodejsFunction's asset. */
const bundleDir = (fn: FunctionEntry, outRoot: string) => path.join(outRoot, fn.name);

/** The bundle's file in its folder, as the CDK's options name it (index.mjs). */
const bundleFile = (fn: FunctionEntry, outRoot: string) => esbuildBuildOptions(fn.entry, bundleDir(fn, outRoot)).outfile as string;

function figureOf(fn: FunctionEntry, file: string, output: Metafile['outputs'][string] | undefined): BundleFigure {
  const outDir = path.dirname(file);
  const code = readFileSync(file);
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
    ...baseFigure(fn, file),
    bytes: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    assetBytes: folderBytes(outDir, (name) => name.endsWith('.map')),
    awsClients,
    unusedAwsClients: fn.kind === 'floor' ? [] : awsClients.filter((c) => !needed.has(c)),
    packages: [...groups.keys()].filter((g) => !g.startsWith('lambdas/') && !g.startsWith('shared/') && !g.startsWith('bench/')).sort(),
    sources: Object.keys(output?.inputs ?? {})
      .filter((input) => !input.includes('node_modules/'))
      .sort(),
    largest: [...groups]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([input, bytes]) => ({ input, bytes })),
  };
}

const baseFigure = (fn: FunctionEntry, file: string) => ({
  name: fn.name,
  handler: fn.handler,
  entry: fn.entry,
  kind: fn.kind,
  route: fn.route,
  file,
  uses: fn.uses,
});

function failedFigure(fn: FunctionEntry, outRoot: string, error: unknown): BundleFigure {
  return {
    ...baseFigure(fn, bundleFile(fn, outRoot)),
    bytes: 0,
    gzip: 0,
    assetBytes: 0,
    awsClients: [],
    unusedAwsClients: [],
    largest: [],
    packages: [],
    sources: [],
    error: String((error as Error).message ?? error).slice(0, 500),
  };
}

function freshDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

const runAfterBundling = (outDir: string) => {
  for (const command of pdfkitFontsHook(outDir)) execFileSync('/bin/sh', ['-c', command]);
};

export async function buildBundle(fn: FunctionEntry, outRoot: string): Promise<BundleFigure> {
  const outDir = bundleDir(fn, outRoot);
  freshDir(outDir);
  try {
    const options = esbuildBuildOptions(fn.entry, outDir);
    const result = await build({ ...options, metafile: true, logLevel: 'silent' });
    runAfterBundling(outDir);
    return figureOf(
      fn,
      options.outfile as string,
      Object.values(result.metafile.outputs).find((o) => o.entryPoint),
    );
  } catch (error) {
    return failedFigure(fn, outRoot, error);
  }
}

/**
 * Builds the floor and every function in one esbuild run: without code splitting each entry
 * still gets a self-contained bundle, byte for byte the one a build of its own gives (the
 * CDK tests check this against NodejsFunction), but the shared modules are parsed once. When
 * that run fails, each function is built on its own, so the error names the function.
 */
export async function buildAllBundles(outRoot: string): Promise<BundleFigure[]> {
  const all = [floorEntry(), ...functionEntries()];
  for (const fn of all) freshDir(bundleDir(fn, outRoot));
  const { outfile, ...options } = esbuildBuildOptions(all[0]!.entry, outRoot);
  const extension = path.extname(outfile as string);
  let metafile: Metafile;
  try {
    ({ metafile } = await build({
      ...options,
      entryPoints: Object.fromEntries(
        all.map((fn) => [path.relative(outRoot, bundleFile(fn, outRoot)).slice(0, -extension.length), fn.entry]),
      ),
      outdir: outRoot,
      outExtension: { '.js': extension },
      metafile: true,
      logLevel: 'silent',
    }));
  } catch {
    const figures: BundleFigure[] = [];
    for (const fn of all) figures.push(await buildBundle(fn, outRoot));
    return figures;
  }
  const outputs = Object.entries(metafile.outputs).map(([file, output]) => ({ file: path.resolve(REPO_ROOT, file), output }));
  return all.map((fn) => {
    const file = path.resolve(bundleFile(fn, outRoot));
    try {
      runAfterBundling(path.dirname(file));
      return figureOf(fn, file, outputs.find((o) => o.file === file)?.output);
    } catch (error) {
      return failedFigure(fn, outRoot, error);
    }
  });
}
