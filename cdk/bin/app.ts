import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { createShopApp } from '../lib/shop-app.ts';

const app = new App();
// `-c prebuiltBundles=<file>`: a JSON map of handler module → the folder of its ready bundle, which
// `npm test` builds once for the whole run (test/lambdaBundlesSetup.ts) and the CLI's synth then
// deploys as it is instead of bundling every function again.
const bundlesFile: unknown = app.node.tryGetContext('prebuiltBundles');
const bundles = typeof bundlesFile === 'string' ? (JSON.parse(readFileSync(bundlesFile, 'utf8')) as Record<string, string>) : undefined;
const prebuiltBundles = bundles ? (entry: string) => bundles[entry] : undefined;
// `-c stages=dev,staging,prod`: several stages in one assembly, each stack under its own name, the
// functions' code staged once for all (`npm run synth:stages`, and `npm test`'s synth).
const stages: unknown = app.node.tryGetContext('stages');
for (const stage of typeof stages === 'string' ? stages.split(',') : [undefined]) {
  createShopApp(app, { stage, prebuiltBundles });
}
