import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAllBundles } from '../bench/bundles/buildBundles.ts';
import type { BundleFigure } from './lambdaBundles.ts';

/**
 * Every function of the shop bundled once per test run, for the tests that need the bundles:
 * the bench's byte budgets and the CDK app, which deploys these folders. The build starts when
 * the first test file asks, so a run without those files never pays for it; every worker gets
 * the same folders.
 */
export default async function setup(project: TestProject) {
  const outRoot = mkdtempSync(path.join(os.tmpdir(), 'lambda-bundles-'));
  let built: Promise<BundleFigure[]> | undefined;
  const server = createServer((_request, response) => {
    built ??= buildAllBundles(outRoot);
    built.then(
      (figures) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(figures)),
      (error: unknown) => response.writeHead(500).end(String((error as Error).stack ?? error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('lambdaBundlesUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await built?.catch(() => undefined);
    rmSync(outRoot, { recursive: true, force: true });
  };
}
