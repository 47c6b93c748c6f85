import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Part 1, web bytes: what a browser fetches on the first load of a page of the production
 * build. The build is web's own Vite config with a manifest (`vite build --manifest`, into a
 * folder of the bench's, so web/dist is left alone); the first load of a page is the entry
 * with everything it imports statically (what index.html preloads included), plus the page's
 * lazy chunk (found through web/src/app/routes.tsx) and its static imports. Chunks loaded
 * later (the footer after idle, the cart drawer on click) are not part of the first load.
 */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB = path.join(REPO_ROOT, 'web');

/**
 * The pages of issue #3, as a browser asks for them, with the router pattern they match and the
 * language they are shown in (issue #18: `/hr` as well as `/`).
 */
export const PAGES = [
  { page: '/', pattern: '/', language: 'en' },
  { page: '/hr', pattern: '/', language: 'hr' },
  { page: '/category/{id}', pattern: '/category/:id', language: 'en' },
  { page: '/products/{id}', pattern: '/products/:id', language: 'en' },
  { page: '/checkout', pattern: '/checkout', language: 'en' },
] as const;

/** The section of messages every page waits for before it renders (web/src/main.tsx). */
const BOOT_MESSAGES = 'shop';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageBytes {
  page: string;
  /** The lazy page module (src path), when one was found. */
  module?: string;
  js: Sizes;
  css: Sizes;
  /** JS the page adds beyond the entry's: its chunk and what only it imports. */
  ownJs: Sizes;
  files: string[];
}

export interface WebBytesResult {
  outDir: string;
  html: Sizes;
  entry: { js: Sizes; css: Sizes; files: string[] };
  pages: PageBytes[];
  /** Every lazily loaded chunk of the app (every route's page), with what it adds to the entry. */
  lazyChunks: { module: string; ownJs: Sizes }[];
  /** The back office (/admin) whole: its area and every desk page it loads when opened, beyond the entry's files. */
  backOffice?: { js: Sizes; css: Sizes; chunks: number };
  buildMs: number;
}

export function buildWeb(outDir: string): number {
  const started = performance.now();
  const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  // NODE_ENV decides which React Vite bundles; a test runner sets it to `test`.
  execFileSync(
    process.execPath,
    [vite, 'build', '--mode', 'production', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: WEB,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  return performance.now() - started;
}

const sizesOf = (bytes: Buffer): Sizes => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/**
 * Page modules by router pattern, read from the route table's `page(() => import(...))` and
 * `<Route>` lines, with the sections of messages each page loads beside its code (`page(..., 'Name', ['checkout'])`).
 */
export function pageModules(): Map<string, { module: string; sections: string[] }> {
  const source = readFileSync(path.join(WEB, 'src', 'app', 'routes.tsx'), 'utf8');
  const modules = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) = page\([\s\S]*?import\('([^']+)'\)/g)) {
    modules.set(m[1] as string, path.posix.join('src/app', m[2] as string));
  }
  const sections = new Map<string, string[]>();
  for (const m of source.matchAll(/'(\w+)', \[([^\]]*)\]\)/g)) {
    sections.set(
      m[1] as string,
      [...(m[2] as string).matchAll(/'(\w+)'/g)].map((s) => s[1] as string),
    );
  }
  const byPattern = new Map<string, { module: string; sections: string[] }>();
  for (const m of source.matchAll(/<Route path="([^"]+)" element=\{<(\w+) \/>\}/g)) {
    const module = modules.get(m[2] as string);
    if (module) byPattern.set(m[1] as string, { module, sections: sections.get(m[2] as string) ?? [] });
  }
  return byPattern;
}

/** Each gzip/brotli figure is per file, summed: a browser fetches and decompresses files one by one. */
export function measureWebBytes(outDir: string, buildMs: number): WebBytesResult {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizeCache = new Map<string, Sizes>();
  const fileSizes = (file: string) => {
    let s = sizeCache.get(file);
    if (!s) {
      // The build inlines the entry's CSS into index.html and drops the file: it is in the HTML's bytes.
      s = existsSync(path.join(outDir, file)) ? sizesOf(readFileSync(path.join(outDir, file))) : ZERO;
      sizeCache.set(file, s);
    }
    return s;
  };
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const filesOf = (keys: Iterable<string>) => {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key] as ManifestChunk;
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
    }
    return { js, css };
  };
  const total = (files: Iterable<string>) => [...files].reduce((sum, f) => add(sum, fileSizes(f)), ZERO);
  const present = (files: Iterable<string>) => [...files].filter((f) => existsSync(path.join(outDir, f)));

  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('The web manifest has no entry');
  const entryKeys = closure(entryKey);
  const entryFiles = filesOf(entryKeys);
  const ownOf = (moduleKey: string) => {
    const keys = [...closure(moduleKey)].filter((k) => !entryKeys.has(k));
    return filesOf(keys);
  };

  const modules = pageModules();
  const pages: PageBytes[] = PAGES.map(({ page, pattern, language }) => {
    const found = modules.get(pattern);
    const module = found?.module;
    const own = module && manifest[module] ? ownOf(module) : { js: new Set<string>(), css: new Set<string>() };
    // The page's language's messages: those every page waits for, and those its page loads beside its code (its own).
    const messagesOf = (sections: readonly string[]) =>
      filesOf(sections.flatMap((s) => [...closure(`src/i18n/messages/${language}/${s}.ts`)].filter((k) => !entryKeys.has(k)))).js;
    const boot = messagesOf([BOOT_MESSAGES]);
    const pageMessages = [...messagesOf(found?.sections ?? [])].filter((file) => !boot.has(file));
    const js = new Set([...entryFiles.js, ...boot, ...own.js, ...pageMessages]);
    const css = new Set([...entryFiles.css, ...own.css]);
    const ownJs = new Set([...own.js, ...pageMessages].filter((file) => !boot.has(file)));
    return { page, module, js: total(js), css: total(css), ownJs: total(ownJs), files: present([...js, ...css]) };
  });
  const lazyChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => ({ module: chunk.src ?? key, ownJs: total(ownOf(key).js) }))
    .sort((a, b) => b.ownJs.gzip - a.ownJs.gzip);
  // Everything the back office can load, its desks' pages included (dynamic imports followed too).
  const adminKey = Object.keys(manifest).find((k) => k.endsWith('features/admin/AdminArea.tsx'));
  const reachable = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key] || entryKeys.has(key)) return into;
    into.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) reachable(next, into);
    return into;
  };
  const adminFiles = adminKey ? filesOf(reachable(adminKey)) : undefined;
  return {
    outDir: path.relative(REPO_ROOT, outDir),
    html: sizesOf(readFileSync(path.join(outDir, 'index.html'))),
    entry: { js: total(entryFiles.js), css: total(entryFiles.css), files: present([...entryFiles.js, ...entryFiles.css]) },
    pages,
    lazyChunks,
    ...(adminFiles ? { backOffice: { js: total(adminFiles.js), css: total(adminFiles.css), chunks: adminFiles.js.size } } : {}),
    buildMs,
  };
}
