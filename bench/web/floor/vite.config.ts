import { defineConfig } from 'vite';

/** The empty Vite + React app Lighthouse measures beside the shop's pages, built the shop's way. */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: { emptyOutDir: true },
});
