/**
 * `cdk synth` as the CDK CLI runs it before every deploy (the CLI's own `AWS::CDK::Metadata`
 * included, which an in-process `new App()` leaves out), for every stage the README names, with an
 * alarm address (`-c alarmEmail`): every stack of every stage within the shop's share of
 * CloudFormation's limits (cdk/lib/limits.ts). The same synth without an alarm address is
 * cdk/test/app.test.ts's, which holds it to the same checks (cdk/test/cliAssembly.ts) and asserts
 * the app on it. The functions deploy the test run's bundles (test/lambdaBundles.ts), which
 * app.test.ts holds equal to what the CDK bundles.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lambdaBundles } from '../../test/lambdaBundles.ts';
import { REPO_ROOT } from '../lib/constructs/shop-function.ts';
import { CLOUDFORMATION_LIMITS, RESOURCE_CEILING } from '../lib/limits.ts';
import { type CliSynth, checkCliSynth, cliSynth } from './cliAssembly.ts';

const ALARM_EMAIL = 'ops@tkanica.example';

let synth: CliSynth;

beforeAll(async () => {
  const bundles = await lambdaBundles();
  synth = await cliSynth({
    prebuilt: new Map(bundles.filter((b) => !b.error).map((b) => [b.entry, dirname(b.file)])),
    alarmEmail: ALARM_EMAIL,
  });
}, 600_000);

// The assembly holds a copy of every bundle; the test worker may outlive this file.
afterAll(() => synth?.remove());

checkCliSynth('with alarmEmail', () => synth);

it('has the CDK refuse a stack past the resource ceiling at every synth, the same ceiling this test holds', () => {
  const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  expect(cdkJson.context['@aws-cdk/core:stackResourceLimit']).toBe(RESOURCE_CEILING);
  expect(RESOURCE_CEILING).toBe(CLOUDFORMATION_LIMITS.resources * 0.6);
});
