import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

/**
 * How every shop function is bundled, in one importable place: ShopFunction hands these to
 * NodejsFunction, and the bench (bench/parts/bundles.ts) builds each handler with the same
 * settings through `esbuildBuildOptions`, so the bytes it reports are the bytes deployed.
 */

/** The repo root: where package-lock.json is, which pins every bundled dependency. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const SHOP_RUNTIME = Runtime.NODEJS_22_X;

/**
 * ESM output still bundles CommonJS packages that call `require`, `__dirname` or
 * `__filename`; Node defines none of them in an ES module, so the banner does.
 */
export const CJS_SHIM_BANNER = [
  "import { createRequire as __shopCreateRequire } from 'node:module';",
  "import { fileURLToPath as __shopFileURLToPath } from 'node:url';",
  "import { dirname as __shopDirname } from 'node:path';",
  'const require = __shopCreateRequire(import.meta.url);',
  'const __filename = __shopFileURLToPath(import.meta.url);',
  'const __dirname = __shopDirname(__filename);',
].join(' ');

/**
 * pdfkit loads its standard fonts with `createRequire(import.meta.url)('#standard-fonts/X')`,
 * which esbuild cannot follow. When a bundle contains that call, ship the font modules beside
 * it and a package.json whose `imports` map resolves `#standard-fonts/*` from the bundle.
 */
export function pdfkitFontsHook(outputDir: string): string[] {
  const fonts = findUp('node_modules/pdfkit/js/standard-fonts', join(REPO_ROOT, 'lambdas'));
  if (!fonts) return [];
  const pkg = JSON.stringify({ type: 'module', imports: { '#standard-fonts/*': './standard-fonts/*.cjs' } });
  const q = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  return [
    `if grep -q '#standard-fonts/' ${q(join(outputDir, 'index.mjs'))}; then ` +
      `cp -R ${q(fonts)} ${q(join(outputDir, 'standard-fonts'))} && printf '%s' ${q(pkg)} > ${q(join(outputDir, 'package.json'))}; fi`,
  ];
}

/**
 * The page functions (lambdas/pages) draw pages with the web's prerender bundle, which
 * `npm run build -w web` writes to web/dist-ssr/prerender.mjs; it goes beside the bundle that
 * loads it (`new URL('./prerender.mjs', import.meta.url)`).
 */
export function prerenderBundleHook(outputDir: string): string[] {
  const bundle = join(REPO_ROOT, 'web', 'dist-ssr', 'prerender.mjs');
  const q = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  return [
    `if grep -q 'prerender.mjs' ${q(join(outputDir, 'index.mjs'))}; then ` +
      `test -f ${q(bundle)} || { echo 'Run npm run build -w web first: ${bundle} is missing.' >&2; exit 1; }; cp ${q(bundle)} ${q(join(outputDir, 'prerender.mjs'))}; fi`,
  ];
}

/**
 * sharp (lambdas/images/photos.ts, decision 041) is a native module: its JavaScript loads
 * libvips from the prebuilt package of the platform it runs on (`@img/sharp-linux-arm64` on the
 * shop's arm64 functions), which no bundler can inline. It stays external, and a bundle that
 * imports it (statically or when first needed) gets it installed beside it, for Lambda's platform whatever the machine that
 * deploys, at the version package-lock.json pins.
 */
export const NATIVE_MODULES = ['sharp'] as const;

export function sharpInstallHook(outputDir: string): string[] {
  const version = (JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', 'sharp', 'package.json'), 'utf8')) as { version: string })
    .version;
  const q = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  const bundle = q(join(outputDir, 'index.mjs'));
  return [
    `if grep -qE 'from"sharp"|import\\("sharp"\\)' ${bundle}; then (cd ${q(outputDir)} && ` +
      // A package.json of its own (the PDF's fonts may have written one), so npm installs here and never walks up into the repo.
      `{ test -f package.json || printf '%s' '{"private":true}' > package.json; } && ` +
      `npm install --no-save --no-package-lock --omit=dev --no-audit --no-fund --os=linux --cpu=arm64 --libc=glibc sharp@${version}); fi`,
  ];
}

function findUp(relative: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Modules the bundle takes from elsewhere than the package that imports them, all for the invoice
 * PDF (lambdas/invoices/standIns, decisions 027 and 038): fontkit's Brotli decoder (a 490 KB
 * JavaScript port with its dictionary) and unicode-trie's DEFLATE decoder, both from Node's own
 * zlib; pdfkit's AES, which only password-protected PDFs use, by a module that refuses.
 */
const STAND_INS = join(REPO_ROOT, 'lambdas', 'invoices', 'standIns');
export const ESBUILD_ALIASES: Record<string, string> = {
  'brotli/decompress.js': join(STAND_INS, 'brotliDecompress.ts'),
  'tiny-inflate': join(STAND_INS, 'inflateRaw.cjs'),
  '@noble/ciphers/aes': join(STAND_INS, 'noPdfEncryption.ts'),
};

/** A self-contained minified ESM bundle with source maps, for NodejsFunction's `bundling`. */
export function shopBundling(): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    mainFields: ['module', 'main'],
    banner: CJS_SHIM_BANNER,
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    // Nothing else external: the AWS SDK clients are bundled at the versions package-lock.json
    // pins, not whatever the runtime happens to carry. Node's builtins stay external anyway.
    // Native modules stay external and are installed beside the bundle (sharpInstallHook).
    externalModules: [...NATIVE_MODULES],
    logLevel: LogLevel.WARNING,
    esbuildArgs: { '--alias': Object.entries(ESBUILD_ALIASES).map(([from, to]) => `${from}=${to}`) },
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir, outputDir) => [
        ...pdfkitFontsHook(outputDir),
        ...prerenderBundleHook(outputDir),
        ...sharpInstallHook(outputDir),
      ],
    },
  };
}

/** `nodejs22.x` → `node22`, as NodejsFunction derives esbuild's target from the runtime. */
export function nodeTarget(runtime: Runtime = SHOP_RUNTIME): string {
  const major = /nodejs(\d+)/.exec(runtime.name)?.[1];
  if (!major) throw new Error(`Not a Node.js runtime: ${runtime.name}`);
  return `node${major}`;
}

/**
 * The esbuild API options equal to the command line NodejsFunction runs for `shopBundling()`
 * (aws-lambda-nodejs Bundling: --bundle --target --platform=node --format --outfile --minify
 * --sourcemap --sources-content --external --log-level --banner:js --main-fields --alias).
 */
export function esbuildBuildOptions(entry: string, outputDir: string): BuildOptions {
  const bundling = shopBundling();
  const esm = bundling.format === OutputFormat.ESM;
  return {
    entryPoints: [entry],
    bundle: true,
    target: nodeTarget(),
    platform: 'node',
    format: esm ? 'esm' : 'cjs',
    outfile: join(outputDir, esm ? 'index.mjs' : 'index.js'),
    minify: bundling.minify,
    sourcemap: bundling.sourceMap,
    sourcesContent: bundling.sourcesContent,
    external: [...(bundling.externalModules ?? [])],
    logLevel: bundling.logLevel as BuildOptions['logLevel'],
    ...(bundling.banner ? { banner: { js: bundling.banner } } : {}),
    mainFields: bundling.mainFields,
    alias: ESBUILD_ALIASES,
    absWorkingDir: REPO_ROOT,
  };
}
