import { inject } from 'vitest';
import type { BundleFigure } from '../bench/bundles/buildBundles.ts';

export type { BundleFigure };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Answers with the run's Lambda bundles, building them on the first call (test/lambdaBundlesSetup.ts). */
    lambdaBundlesUrl: string;
  }
}

/**
 * The run's bundle of every function and the floor (see test/lambdaBundlesSetup.ts), with
 * the bench's figures for each; the first call of the run waits for the build.
 */
export async function lambdaBundles(): Promise<BundleFigure[]> {
  const response = await fetch(inject('lambdaBundlesUrl'));
  if (!response.ok) throw new Error(`Bundling the functions failed: ${await response.text()}`);
  return (await response.json()) as BundleFigure[];
}
