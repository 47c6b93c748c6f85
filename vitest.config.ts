import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowFilesFirst from './test/slowFilesFirst.ts';
import { tagDynamicImports } from './web/build/pageModules.ts';

/**
 * Unit and integration tests of every workspace but web and e2e. A global setup starts an
 * in-memory DynamoDB Local for each worker, another bundles the functions once when a test asks
 * (test/lambdaBundles.ts); the setup file gives each test file fake credentials,
 * that DynamoDB and a dead endpoint for everything else (see test/).
 */
const INCLUDE = [
  'shared/**/*.test.ts',
  'web/src/**/*.test.ts',
  'lambdas/**/*.test.ts',
  'local/**/*.test.ts',
  'cdk/**/*.test.ts',
  'bench/**/*.test.ts',
];
const SETUP = 'test/setupEnv.ts';
const EXCLUDE = ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', 'e2e/**'];

/**
 * Files that run each in a module graph of their own: those that replace a module (vi.mock: a
 * module is replaced for a file only if the file loads it first), and those below, seen to fail
 * when they share modules and globals with the files before them (the stand-in browser's globals
 * and the stores kept in modules; the local SES inbox and the local stack; the API cost's
 * stack). Every other file shares its worker's modules with the files before it, which spares
 * each one loading the AWS SDK and the shop's modules again: most of a file's time when its tests
 * are quick (the suite took 19 min with every file on its own, 13 min so).
 */
const OWN_STATE = [
  'web/src/features/cart/cartLines.test.ts',
  'web/src/features/catalog/breadcrumbs.test.ts',
  'web/src/features/content/announcement/announcementBar.test.ts',
  'local/mail.test.ts',
  'local/stack.test.ts',
  'bench/apiCost.test.ts',
  // Its log lines were missing once after another file had set up the logger its own way.
  'lambdas/platform/http.test.ts',
];
const OWN_MODULES = [
  ...OWN_STATE,
  ...INCLUDE.map((pattern) => pattern.slice(0, pattern.indexOf('/**')))
    .flatMap((folder) =>
      readdirSync(new URL(folder, import.meta.url), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
    )
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules/'))
    .filter((file) => /\bvi\.(mock|doMock|unmock)\(/.test(readFileSync(new URL(file, import.meta.url), 'utf8'))),
];

/**
 * The DynamoDB Locals and the bundles' server, set up for each project whose files use them (a
 * project inherits the root's global setup and the root runs it as well, so at the root it had
 * started three sets of DynamoDB Locals more than the run uses, one for the components' project,
 * which uses none).
 */
const GLOBAL_SETUP = ['test/globalSetup.ts', 'test/lambdaBundlesSetup.ts'];

/**
 * Two workers at least, each with a DynamoDB Local of its own (test/globalSetup.ts): one
 * instance answers one client at a time well and two badly, so two workers on one instance were
 * slower than one (787 s against 717 s), and on one each faster (405 s against 603 s, 2 cores).
 */
const WORKERS = Math.min(4, Math.max(2, availableParallelism()));

export default defineConfig({
  // The prerenderer's tests see the app's lazily loaded parts as its bundle does (web/build/pageModules.ts).
  plugins: [tagDynamicImports(fileURLToPath(new URL('./web', import.meta.url)))],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'shared modules',
          include: INCLUDE,
          exclude: [...EXCLUDE, ...OWN_MODULES],
          isolate: false,
          setupFiles: [SETUP],
          globalSetup: GLOBAL_SETUP,
        },
      },
      {
        extends: true,
        test: { name: 'own modules', include: OWN_MODULES, exclude: EXCLUDE, setupFiles: [SETUP], globalSetup: GLOBAL_SETUP },
      },
      // The SPA's pages as a shopper uses them, in a stand-in browser (web/src/testing/renderPage.tsx).
      { extends: true, test: { name: 'components', include: ['web/src/**/*.test.tsx'], exclude: EXCLUDE, environment: 'happy-dom' } },
    ],
    maxWorkers: WORKERS,
    // The slowest files start first, so none of them ends the run alone (test/slowFilesFirst.ts).
    sequence: { sequencer: SlowFilesFirst },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
