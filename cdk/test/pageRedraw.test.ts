/**
 * The redraw after a deploy runs when what a page is made of changed (the built index.html, the
 * prerender bundle, the page function's code) and not otherwise: its physical id carries them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../lib/config.ts';
import { PageRedraw } from '../lib/pageRedraw.ts';
import { resourcesOf } from './testApp.ts';

const root = mkdtempSync(join(os.tmpdir(), 'shop-redraw-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The physical id the redraw is deployed under, for a build with this index.html, bundle and function code. */
function redrawId(build: { index: string; bundle?: string; code?: string }, synth = false): string {
  const web = mkdtempSync(join(root, 'build-'));
  mkdirSync(join(web, 'dist'));
  writeFileSync(join(web, 'dist', 'index.html'), build.index);
  if (build.bundle) {
    mkdirSync(join(web, 'dist-ssr'));
    writeFileSync(join(web, 'dist-ssr', 'prerender.mjs'), build.bundle);
  }
  const app = new App({ outdir: join(web, 'cdk.out') });
  const stack = new Stack(app, 'redraw');
  const pageFunction = new LambdaFunction(stack, 'Pages', {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline(build.code ?? 'export const handler = async () => ({});'),
  });
  const redraw = new PageRedraw(stack, 'Redraw', {
    config: readConfig(app),
    queue: new Queue(stack, 'Redraws'),
    pageFunction,
    after: new Construct(stack, 'Uploaded'),
    webDist: join(web, 'dist'),
  });
  if (synth) {
    const [resource] = Object.values(resourcesOf(Template.fromStack(stack), 'Custom::AWS'));
    expect(JSON.stringify(resource?.Properties.Create)).toContain(`every-page-${redraw.version}`);
  }
  return redraw.version;
}

describe('the redraw after a deploy', () => {
  it('runs again when index.html, the prerender bundle or the page function changed, and not when nothing did', () => {
    const first = redrawId({ index: '<script src="/assets/index-a1.js">', bundle: 'render v1' }, true);
    expect(redrawId({ index: '<script src="/assets/index-a1.js">', bundle: 'render v1' })).toBe(first);
    expect(redrawId({ index: '<script src="/assets/index-b2.js">', bundle: 'render v1' })).not.toBe(first);
    expect(redrawId({ index: '<script src="/assets/index-a1.js">', bundle: 'render v2' })).not.toBe(first);
    expect(redrawId({ index: '<script src="/assets/index-a1.js">', bundle: 'render v1', code: 'export const handler = 1;' })).not.toBe(
      first,
    );
  });
});
