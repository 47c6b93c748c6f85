/**
 * The deploy pipeline (.github/workflows/deploy.yml, docs/deploy-pipeline.md) as GitHub would
 * run it: the order of its jobs, where production waits, what each job may do, and that every
 * command it runs exists here, with the options it gives them.
 */
import { accessSync, constants, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../local/admin/admin.ts';
import { stageStackName } from '../../local/admin/preflight/stack.ts';
import { GLOBAL_OPTIONS } from '../../local/admin/target.ts';
import { REPO_ROOT } from '../../local/handlers.ts';

// aws-cdk-lib ships a YAML parser inside itself (a bundled dependency): read the workflow with it rather than add one.
const requireFromCdkLib = createRequire(createRequire(import.meta.url).resolve('aws-cdk-lib/package.json'));
const { parse } = requireFromCdkLib('yaml') as { parse(text: string): unknown };

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  'runs-on': string;
  container?: string;
  environment?: string | { name: string; url?: string };
  permissions?: Record<string, string> | string;
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const text = readFileSync(path.join(REPO_ROOT, '.github', 'workflows', 'deploy.yml'), 'utf8');
const workflow = parse(text) as Workflow;
const { jobs } = workflow;
const scripts = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

const needsOf = (name: string): string[] => [jobs[name]?.needs ?? []].flat();
const environmentOf = (job: Job) => (typeof job.environment === 'string' ? job.environment : job.environment?.name);
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? step.run.split('\n').filter((l) => l.trim()) : []));
const DEPLOYS = { 'deploy-staging': 'staging', 'deploy-prod': 'prod' } as const;

/** Every job that must have succeeded before `name` starts. */
function before(name: string): Set<string> {
  const found = new Set<string>();
  const visit = (job: string) => {
    for (const need of needsOf(job)) {
      if (found.has(need)) continue;
      found.add(need);
      visit(need);
    }
  };
  visit(name);
  return found;
}

/** A GitHub Actions expression as the workflow writes it. */
const expression = (inner: string) => `\${{ ${inner} }}`;

/** The words of a command line, quotes kept off. */
const words = (line: string) => (line.match(/(?:"[^"]*"|'[^']*'|[^\s"'])+/g) ?? []).map((w) => w.replace(/["']/g, ''));

describe('the deploy pipeline', () => {
  it('runs on a push to main and by hand', () => {
    expect(workflow.on).toEqual({ push: { branches: ['main'] }, workflow_dispatch: null });
  });

  it('chains test → synth → deploy-staging → smoke-staging → deploy-prod → smoke-prod', () => {
    expect(Object.keys(jobs)).toEqual(['test', 'synth', 'deploy-staging', 'smoke-staging', 'deploy-prod', 'smoke-prod']);
    expect(Object.fromEntries(Object.keys(jobs).map((name) => [name, needsOf(name)]))).toEqual({
      test: [],
      synth: ['test'],
      'deploy-staging': ['synth'],
      'smoke-staging': ['deploy-staging'],
      'deploy-prod': ['smoke-staging'],
      'smoke-prod': ['deploy-prod'],
    });
  });

  it('deploys production only after every earlier job, the staging smoke test last, has passed', () => {
    expect(before('deploy-prod')).toEqual(new Set(['smoke-staging', 'deploy-staging', 'synth', 'test']));
    // always(), failure() or cancelled() in a condition would let a job run after a failed one.
    for (const [name, job] of Object.entries(jobs)) expect(job.if ?? '', name).not.toMatch(/always\(|failure\(|cancelled\(/);
    expect(jobs['deploy-prod']?.if).toBeUndefined();
  });

  it('deploys only from main, one run at a time, never cancelling a deploy under way', () => {
    expect(jobs['deploy-staging']?.if).toBe("github.ref == 'refs/heads/main'");
    expect(workflow.concurrency.group).toContain(expression('github.ref'));
    expect(workflow.concurrency['cancel-in-progress']).toBe(false);
  });

  it('deploys to the environments staging and production, whose reviewers approve production', () => {
    const environments = Object.fromEntries(Object.entries(jobs).map(([name, job]) => [name, environmentOf(job)]));
    expect(environments).toEqual({
      test: undefined,
      synth: undefined,
      'deploy-staging': 'staging',
      'smoke-staging': undefined,
      'deploy-prod': 'production',
      'smoke-prod': undefined,
    });
  });

  it('reads the repository and nothing more, and only the deploy jobs ask for an OIDC token', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const [name, job] of Object.entries(jobs)) {
      expect(job.permissions, name).toEqual(name in DEPLOYS ? { contents: 'read', 'id-token': 'write' } : undefined);
    }
  });

  it('pins every action to a commit, named with its version, never a branch', () => {
    const uses = Object.values(jobs).flatMap((job) => job.steps.flatMap((step) => (step.uses ? [step.uses] : [])));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
    for (const line of text.split('\n').filter((l) => /^\s*-?\s*uses:/.test(l))) expect(line).toMatch(/@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    expect(text).not.toMatch(/@(main|master)\b/);
  });

  it('holds no secret: the role and the settings are variables of the environments', () => {
    expect(text).not.toMatch(/secrets\./);
    expect(text).not.toMatch(/AKIA[0-9A-Z]{16}|arn:aws:iam::\d{12}/);
    for (const [name] of Object.entries(DEPLOYS)) {
      const credentials = jobs[name]?.steps.find((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@'));
      expect(credentials?.with).toMatchObject({
        'role-to-assume': expression('vars.AWS_DEPLOY_ROLE_ARN'),
        'aws-region': 'eu-central-1',
        'aws-profile': 'shop-deploy',
      });
    }
  });

  it('tests with .ci/run on Debian and Node 20, and keeps both stages’ synthesized templates', () => {
    expect(jobs.test?.container).toMatch(/^node:20-bookworm/);
    expect(runs(jobs.test as Job)).toEqual(['.ci/run']);
    accessSync(path.join(REPO_ROOT, '.ci', 'run'), constants.X_OK);
    const synth = jobs.synth as Job;
    expect(runs(synth).filter((line) => line.includes('synth'))).toEqual([
      'npm run synth -- -c stage=staging --output cdk.out/staging',
      'npm run synth -- -c stage=prod --output cdk.out/prod',
    ]);
    expect(synth.steps.at(-1)?.with).toMatchObject({ name: 'cdk-out', path: 'cdk.out' });
    for (const job of Object.values(jobs).filter((j) => !j.container)) {
      expect(job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe(20);
    }
  });

  it('runs preflight, then deploys every stack of the stage and writes its outputs', () => {
    for (const [name, stage] of Object.entries(DEPLOYS)) {
      const lines = runs(jobs[name] as Job);
      const preflight = lines.findIndex((line) => line.startsWith(`npm run admin -- preflight --stage ${stage} `));
      const deploy = lines.findIndex((line) => line.startsWith('npx cdk deploy '));
      expect(preflight, name).toBeGreaterThanOrEqual(0);
      expect(deploy, name).toBeGreaterThan(preflight);
      const deployWords = words(lines[deploy] as string);
      expect(deployWords).toEqual(
        expect.arrayContaining([
          '--all',
          `stage=${stage}`,
          'mailDomain=$MAIL_DOMAIN',
          '--require-approval',
          'never',
          '--outputs-file',
          'outputs.json',
        ]),
      );
      expect(deployWords.includes('alarmEmail=$ALARM_EMAIL'), name).toBe(stage === 'prod');
      // The smoke test reads the addresses from outputs.json, under the stack's own name.
      expect(lines.filter((line) => line.includes('outputs.json') && line.includes('jq'))).toEqual([
        expect.stringContaining(`."${stageStackName(stage)}".ShopUrl`),
        expect.stringContaining(`."${stageStackName(stage)}".ApiEndpoint`),
      ]);
    }
    const shopStack = readFileSync(path.join(REPO_ROOT, 'cdk', 'lib', 'shop-stack.ts'), 'utf8');
    for (const output of ['ShopUrl', 'ApiEndpoint']) expect(shopStack).toContain(`new CfnOutput(this, '${output}'`);
  });

  it('smoke-tests each stage at the addresses its deploy wrote', () => {
    for (const [smoke, deploy] of [
      ['smoke-staging', 'deploy-staging'],
      ['smoke-prod', 'deploy-prod'],
    ] as const) {
      const step = jobs[smoke]?.steps.find((s) => s.run?.includes(' smoke '));
      expect(step?.run).toBe('npm run admin -- smoke --url "$SHOP_URL" --api-endpoint "$API_ENDPOINT"');
      expect(step?.env).toEqual({
        SHOP_URL: expression(`needs.${deploy}.outputs.shop-url`),
        API_ENDPOINT: expression(`needs.${deploy}.outputs.api-endpoint`),
      });
      expect(jobs[deploy]?.outputs).toEqual({
        'shop-url': expression('steps.stack.outputs.shop-url'),
        'api-endpoint': expression('steps.stack.outputs.api-endpoint'),
      });
    }
  });

  it('runs only npm scripts and operator commands that exist, with options they take', () => {
    const lines = Object.values(jobs).flatMap(runs);
    const npmRuns = lines.filter((line) => line.startsWith('npm run '));
    expect(npmRuns.length).toBeGreaterThan(0);
    for (const line of npmRuns) {
      const [, , script, separator, ...args] = words(line);
      expect(scripts, line).toHaveProperty([script as string]);
      if (script !== 'admin') continue;
      expect(separator, line).toBe('--');
      const [group, maybeName] = args;
      const command = COMMANDS.find((c) => c.group === group && (c.name === '' || c.name === maybeName));
      expect(command, line).toBeDefined();
      const options = { ...GLOBAL_OPTIONS, ...command?.options };
      for (const option of args.filter((a) => a.startsWith('--'))) expect(options, line).toHaveProperty([option.slice(2)]);
    }
    expect(lines.filter((line) => line.startsWith('npx ')).map((line) => words(line)[1])).toEqual(['cdk', 'cdk']);
    accessSync(path.join(REPO_ROOT, 'node_modules', '.bin', 'cdk'), constants.X_OK);
  });
});
