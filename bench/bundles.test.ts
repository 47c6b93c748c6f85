import { beforeAll, describe, expect, it } from 'vitest';
import { lambdaBundles } from '../test/lambdaBundles.ts';
import { allowancesFor, BUDGETS, BUNDLE_ALLOWANCES } from './budgets.ts';
import { type BundleFigure, FLOOR } from './bundles/buildBundles.ts';

/**
 * Part 4's bytes, asserted: every function the CDK app deploys, bundled with the CDK's own
 * esbuild options, stays within 1.2× the floor handler's bytes (or, for the functions known to
 * be over, within the ceiling budgets.ts records) and bundles no AWS client its `uses` entry
 * does not call for. Import times are measured by `npm run bench`, never asserted here. The
 * bundles are the test run's, the very folders the CDK tests deploy.
 */
let bundles: BundleFigure[];
let floor: BundleFigure;

beforeAll(async () => {
  bundles = await lambdaBundles();
  floor = bundles.find((b) => b.name === FLOOR) as BundleFigure;
}, 120_000);

describe('Lambda bundles', () => {
  it('builds every function and the floor', () => {
    expect(bundles.filter((b) => b.error).map((b) => `${b.name}: ${b.error}`)).toEqual([]);
    expect(floor.bytes).toBeGreaterThan(100_000);
  });

  it('bundles no AWS client a function does not use', () => {
    expect(bundles.filter((b) => b.unusedAwsClients.length).map((b) => `${b.name}: ${b.unusedAwsClients.join(', ')}`)).toEqual([]);
  });

  it(`keeps every function within ${BUDGETS.lambda.bundleBytesRatio}× the floor's bytes, or within the ceiling of a known cause`, () => {
    const problems = bundles
      .filter((b) => b.kind !== 'floor' && !b.error)
      .flatMap((b) => {
        const ratio = b.bytes / floor.bytes;
        const ceiling = Math.max(BUDGETS.lambda.bundleBytesRatio, ...allowancesFor(b).map((a) => a.ceiling));
        return ratio > ceiling ? [`${b.name}: ${ratio.toFixed(2)}× the floor (${b.bytes} bytes), ceiling ${ceiling}×`] : [];
      });
    expect(problems).toEqual([]);
  });

  it('keeps only allowances that still cover a function over budget', () => {
    const over = bundles.filter((b) => b.kind !== 'floor' && b.bytes / floor.bytes > BUDGETS.lambda.bundleBytesRatio);
    const unused = BUNDLE_ALLOWANCES.filter((a) => !over.some((b) => a.covers(b))).map((a) => a.cause);
    expect(unused, 'nothing over budget for these causes any more: delete them from BUNDLE_ALLOWANCES').toEqual([]);
  });
});
