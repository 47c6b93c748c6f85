import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The prerender bundle's knowledge of the browser build (docs/decisions/025-prerendered-pages.md):
 * which source module each lazily loaded part of the app is, and which files the browser
 * build made of it. A prerendered page carries the stylesheets of the parts drawn in it, so
 * the browser styles the page as drawn, instead of learning of them only when the entry
 * script runs (the page would jump as its styles arrive).
 *
 * - Every `import('./Part.tsx')` in web/src is tagged with its module's key as the browser
 *   build's manifest names it (`src/features/catalog/pages/HomePage.tsx`), in a registry that
 *   web/src/platform/lazyPage.ts reads while prerendering.
 * - `__CLIENT_MANIFEST__` is the browser build's manifest (web/dist/.vite/manifest.json),
 *   built first by `npm run build -w web`, and `__CLIENT_STYLES__` the text of each of its
 *   stylesheets, which a page carries inline.
 */
export function tagDynamicImports(webRoot: string): Plugin {
  const src = path.join(webRoot, 'src') + path.sep;
  return {
    name: 'shop:tag-dynamic-imports',
    transform(code, id) {
      if (!id.startsWith(src) || !/\.tsx?$/.test(id)) return null;
      const tagged = code.replace(/\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g, (call, _quote: string, specifier: string) => {
        const key = path
          .relative(webRoot, path.resolve(path.dirname(id), specifier))
          .split(path.sep)
          .join('/');
        return `${call}.then((m) => ((globalThis.__shopModuleKeys ??= new WeakMap()).set(m, ${JSON.stringify(key)}), m))`;
      });
      return tagged === code ? null : { code: tagged, map: null };
    },
  };
}

/** The browser build's manifest and stylesheets as constants of the prerender bundle. */
export function clientBuild(webRoot: string): Plugin {
  return {
    name: 'shop:client-build',
    apply: 'build',
    config() {
      const file = path.join(webRoot, 'dist', '.vite', 'manifest.json');
      if (!existsSync(file)) throw new Error(`The prerender bundle needs the browser build's manifest first: ${file} is missing.`);
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { css?: string[] }>;
      const styles: Record<string, string> = {};
      for (const chunk of Object.values(manifest)) {
        for (const css of chunk.css ?? []) {
          const built = path.join(webRoot, 'dist', css);
          if (existsSync(built)) styles[css] = readFileSync(built, 'utf8');
        }
      }
      return { define: { __CLIENT_MANIFEST__: JSON.stringify(manifest), __CLIENT_STYLES__: JSON.stringify(styles) } };
    },
  };
}
