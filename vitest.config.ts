import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { tagDynamicImports } from './web/build/pageModules.ts';

/**
 * Unit and integration tests of every workspace but web and e2e. A global setup starts one
 * in-memory DynamoDB Local for the run, another bundles the functions once when a test asks
 * (test/lambdaBundles.ts); the setup file gives each test file fake credentials,
 * that DynamoDB and a dead endpoint for everything else (see test/).
 */
export default defineConfig({
  // The prerenderer's tests see the app's lazily loaded parts as its bundle does (web/build/pageModules.ts).
  plugins: [tagDynamicImports(fileURLToPath(new URL('./web', import.meta.url)))],
  test: {
    include: [
      'shared/**/*.test.ts',
      'web/src/**/*.test.ts',
      'lambdas/**/*.test.ts',
      'local/**/*.test.ts',
      'cdk/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', 'e2e/**'],
    globalSetup: ['test/globalSetup.ts', 'test/lambdaBundlesSetup.ts'],
    setupFiles: ['test/setupEnv.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
