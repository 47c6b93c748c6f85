import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { clientBuild, tagDynamicImports } from './build/pageModules.ts';

/**
 * Where `vite` (dev) and `vite preview` forward the API during development; in production the
 * SPA and the API share one origin (CloudFront, or the local server of `npm start`).
 */
const apiOrigin = process.env.SHOP_API_ORIGIN ?? 'http://localhost:3000';
const proxy = Object.fromEntries(['/api', '/session-status', '/images'].map((path) => [path, { target: apiOrigin, changeOrigin: true }]));

/**
 * react-router's package points every import at its development build, whose warnings about
 * misuse (about 2 KB gzip of the first load) its production build switches off; the shop takes
 * the production build, as react-router's own Vite plugin does for its framework mode.
 */
const reactRouterBuild = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));

const shimAlias = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./build/useSyncExternalStore.ts', import.meta.url)),
  },
  { find: /^react-router$/, replacement: `${reactRouterBuild}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterBuild}dom-export.mjs` },
];
// Vite 8 transforms TSX with oxc; React 19 uses the automatic JSX runtime.
const jsx = { jsx: { runtime: 'automatic' as const, importSource: 'react' } };

/**
 * The file of every chunk but the entry goes by its hash alone: the entry names every lazily
 * loaded chunk, and names cost first-load bytes (about 0.3 KB gzip).
 */
const chunkFileNames = 'assets/[hash].js';

/** shared/ is pure code without I/O: importing a constant from it must not drag its zod schemas along. */
const isShopSharedModule = (id: string) => /[\\/]shared[\\/]src[\\/]/.test(id);

/**
 * Puts the entry's stylesheet (about 3 KB gzip) into index.html, so the first paint does not
 * wait for one more request; route stylesheets still load with their chunks.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'shop:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which writes each lazy chunk's list of files to load first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset' || typeof html.source !== 'string') return;
        html.source = html.source.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/, (tag, file: string) => {
          const css = bundle[file];
          if (css?.type !== 'asset') return tag;
          delete bundle[file];
          // Lazy chunks that import from the entry list its stylesheet among the files to load
          // first; the file is gone, and a failed load would take the page down. The entry's own
          // script, already running, stands in for it (same place in the list, nothing fetched).
          const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
          for (const chunk of Object.values(bundle)) {
            if (entry && chunk.type === 'chunk') chunk.code = chunk.code.replaceAll(JSON.stringify(file), JSON.stringify(entry.fileName));
          }
          return `<style>${String(css.source)}</style>`;
        });
      },
    },
  };
}

/**
 * The prerender bundle (`vite build --ssr`, web/src/prerender/entry.ts): one self-contained ES
 * module with React and every page in it, which the build and the page functions load.
 */
const prerenderBuild = {
  ssr: { noExternal: true as const, target: 'node' as const },
  // React's production build only, chosen when bundled rather than when the bundle runs.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'node22',
    minify: true,
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      onLog(level: string, log: { code?: string }, handler: (level: any, log: any) => void) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      output: { entryFileNames: 'prerender.mjs', codeSplitting: false },
    },
  },
};

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? { ...prerenderBuild, plugins: [tagDynamicImports(webRoot), clientBuild(webRoot)], resolve: { alias: shimAlias }, oxc: jsx }
    : spaBuild,
);

const spaBuild = {
  plugins: [inlineEntryCss()],
  resolve: { alias: shimAlias },
  oxc: jsx,
  build: {
    target: 'es2022',
    // A font stays a file, fetched only by a page whose headings need it (the Croatian letters'
    // face is 3 KB, which Vite would otherwise inline into the stylesheet every page carries).
    assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
    // Read by the prerender bundle (web/build/pageModules.ts): which files each lazily loaded part became.
    manifest: true,
    modulePreload: {
      polyfill: false,
      // A lazily loaded chunk fetches the scripts it imports when it runs, rather than the entry
      // naming them to fetch beside it: the lists of file names would cost the first load of /
      // about 0.4 KB gzip, for one round trip saved on the first shopping page a visit opens
      // (its shared chunks are then in the cache). Stylesheets stay listed, so a part is never
      // drawn unstyled. The entry's own imports (React, the bundler's runtime) are named in
      // index.html, so they come beside the entry instead of in a round trip after it.
      resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
        hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css')),
    },
    rolldownOptions: {
      // react-router and swr mark their modules 'use client' for server components; meaningless in an SPA bundle.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      treeshake: { moduleSideEffects: (id) => !isShopSharedModule(id) },
      output: {
        chunkFileNames,
        // The libraries' console warnings are for development. React reports uncaught and
        // recoverable errors (a hydration mismatch) through reportError, which stays.
        minify: { compress: { dropConsole: true } },
        codeSplitting: {
          groups: [
            // What every page and most of its lazily loaded parts share (React, the bundler's and
            // Vite's loading helpers, the page's language and its plural rules, the shop's config)
            // in one file beside the entry rather than a file each: every file costs the first load
            // its own wrapper and compression start.
            {
              name: 'shared-core',
              test: /node_modules[\\/]react[\\/]|web[\\/]src[\\/](i18n[\\/](language|format)|platform[\\/]config)\.ts|shared[\\/]src[\\/]language\.ts|^\0(rolldown\/runtime|vite\/preload-helper)/,
              includeDependenciesRecursively: false,
            },
            // What a price and an image need, and the small parts every catalog page shows (the
            // lowest-price note, a section's failure note), in one chunk: each file of its own would
            // cost its own wrapper and names on the first load. The checkout takes it too, but not
            // the cards, whose quick add it never shows.
            {
              name: 'catalog-ui',
              test: /web[\\/]src[\\/](ui[\\/](Seo|ShopImage|Price|LowestPrice|SectionState)\.tsx|platform[\\/]images\.ts|features[\\/]catalog[\\/]catalog\.css)|shared[\\/]src[\\/](money|images)\.ts/,
              includeDependenciesRecursively: false,
            },
            // The cart's line and stock arithmetic: the cards, the product page, the drawer and the
            // checkout use it, the home page's first screen does not (about 0.5 KB gzip of its first load).
            {
              name: 'cart-rules',
              test: /web[\\/]src[\\/]features[\\/]cart[\\/]cartLines\.ts|shared[\\/]src[\\/]stock\.ts/,
              includeDependenciesRecursively: false,
            },
            // A product card with its quick add and heart: listings, the home page and the product page's shelves.
            {
              name: 'product-card',
              test: /web[\\/]src[\\/]features[\\/](catalog[\\/]components[\\/](ProductCard|ProductBadges|ProductPrice|QuickAdd)|wishlist[\\/]WishlistHeart)\.tsx/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
} satisfies UserConfig;
