/**
 * `cdk synth` as the CDK CLI runs it before every deploy (the CLI's own `AWS::CDK::Metadata`
 * included, which an in-process `new App()` leaves out), for every stage the README names, with
 * and without an alarm address: every stack of every stage within the shop's share of
 * CloudFormation's limits (cdk/lib/limits.ts). The functions deploy the test run's bundles
 * (test/lambdaBundles.ts), which cdk/test/app.test.ts holds equal to what the CDK bundles.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaBundles } from '../../test/lambdaBundles.ts';
import { REPO_ROOT } from '../lib/constructs/shop-function.ts';
import { CLOUDFORMATION_LIMITS, overCeilings, RESOURCE_CEILING, type TemplateFigures, templateFigures } from '../lib/limits.ts';

const run = promisify(execFile);
const CDK = join(REPO_ROOT, 'node_modules', '.bin', 'cdk');

/** The stages the README's deploy section names, synthesized together, with and without `-c alarmEmail`. */
const STAGES = ['dev', 'staging', 'prod'];
const ALARM_EMAIL = [undefined, 'ops@tkanica.example'];
const VARIANTS = ALARM_EMAIL.flatMap((alarmEmail) => STAGES.map((stage) => ({ stage, alarmEmail })));

const root = mkdtempSync(join(os.tmpdir(), 'shop-cli-synth-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Stack name → its figures, per variant. */
const synthesized = new Map<string, Map<string, TemplateFigures>>();

beforeAll(async () => {
  const bundles = await lambdaBundles();
  const bundlesFile = join(root, 'bundles.json');
  writeFileSync(bundlesFile, JSON.stringify(Object.fromEntries(bundles.filter((b) => !b.error).map((b) => [b.entry, dirname(b.file)]))));
  for (const alarmEmail of ALARM_EMAIL) {
    const out = join(root, alarmEmail ? 'alarm' : 'plain');
    const context = [`stages=${STAGES.join(',')}`, `prebuiltBundles=${bundlesFile}`, ...(alarmEmail ? [`alarmEmail=${alarmEmail}`] : [])];
    await run(CDK, ['synth', '--quiet', '--no-notices', '--output', out, ...context.flatMap((c) => ['--context', c])], {
      cwd: REPO_ROOT,
      env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const stage of STAGES) {
      const figures = new Map<string, TemplateFigures>();
      for (const file of readdirSync(out).filter(
        (f) => f === `shop-${stage}.template.json` || (f.startsWith(`shop-${stage}-`) && f.endsWith('.template.json')),
      )) {
        const text = readFileSync(join(out, file), 'utf8');
        figures.set(file.replace(/\.template\.json$/, ''), templateFigures(JSON.parse(text) as Record<string, unknown>, text));
      }
      synthesized.set(`${stage}${alarmEmail ? ' with alarmEmail' : ''}`, figures);
    }
  }
}, 600_000);

describe.each(VARIANTS.map((v) => `${v.stage}${v.alarmEmail ? ' with alarmEmail' : ''}`))('cdk synth of %s', (variant) => {
  it('synthesizes every stack, the CLI’s metadata included', () => {
    const figures = synthesized.get(variant);
    const stage = variant.split(' ')[0];
    expect([...(figures?.keys() ?? [])].sort()).toEqual(
      ['data', '', 'catalog', 'orders', 'accounts', 'content', 'admin'].map((s) => (s ? `shop-${stage}-${s}` : `shop-${stage}`)).sort(),
    );
  });

  it('keeps every stack within 60 % of each of CloudFormation’s per-template limits', () => {
    const figures = synthesized.get(variant) ?? new Map();
    const table = [...figures].map(
      ([stack, f]) => `${stack}: ${f.resources} resources, ${f.outputs} outputs, ${Math.round(f.templateBytes / 1000)} kB`,
    );
    console.log(`${variant}\n  ${table.join('\n  ')}`);
    expect([...figures].flatMap(([stack, f]) => overCeilings(stack, f))).toEqual([]);
  });
});

it('has the CDK refuse a stack past the resource ceiling at every synth, the same ceiling this test holds', () => {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  expect(cdkJson.context['@aws-cdk/core:stackResourceLimit']).toBe(RESOURCE_CEILING);
  expect(RESOURCE_CEILING).toBe(CLOUDFORMATION_LIMITS.resources * 0.6);
});
