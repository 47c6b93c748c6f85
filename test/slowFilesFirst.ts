import { existsSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take 20 s or more of a worker, slowest first (the run of 2026-12-01 on two
 * cores): started before the rest, so that the run never ends with one of them alone on a worker
 * while the other waits. Vitest orders by the durations of the last run when it has them, and on
 * a clean checkout (CI) by file size, which put `cdk/test/cliSynth.test.ts` (39 lines, 25–40 s)
 * last. A file missing here only runs in vitest's own order.
 */
export const SLOW_FILES = [
  'cdk/test/app.test.ts',
  'bench/apiCost.test.ts',
  'lambdas/routesFuzz.test.ts',
  'cdk/test/cliSynth.test.ts',
  'local/restart.test.ts',
  'local/dynamo.test.ts',
  'lambdas/personalData/personalData.test.ts',
  'local/stack.test.ts',
  'lambdas/payments/paymentGateway.test.ts',
];

// A file renamed or gone would silently lose its place.
for (const file of SLOW_FILES) {
  if (!existsSync(new URL(`../${file}`, import.meta.url))) throw new Error(`test/slowFilesFirst.ts names ${file}, which is not there.`);
}

/** Vitest's order, with the slow files above at its head. */
export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index < 0 ? SLOW_FILES.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
