/**
 * `cdk synth` as the CDK CLI runs it before every deploy (cdk.json's context and the CLI's own
 * `AWS::CDK::Metadata` included, which an in-process `new App()` leaves out), for every stage the
 * README names, and what the tests read of the cloud assembly it writes. Each run is one test
 * file's: cdk/test/app.test.ts synthesizes without an alarm address and asserts the app on its
 * dev stage, cdk/test/cliSynth.test.ts synthesizes with one; both hold every stack of their run to
 * the shop's share of CloudFormation's limits (`checkCliSynth`). The functions deploy the test
 * run's bundles (test/lambdaBundles.ts), but those a caller leaves out, which NodejsFunction
 * bundles in the CLI's synth as it does for a deploy.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Template } from 'aws-cdk-lib/assertions';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/constructs/shop-function.ts';
import { overCeilings, type TemplateFigures, templateFigures } from '../lib/limits.ts';
import { nagErrorsOf } from './testApp.ts';

const run = promisify(execFile);
const CDK = join(REPO_ROOT, 'node_modules', '.bin', 'cdk');

/** The stages the README's deploy section names, synthesized together (`-c stages=`, cdk/bin/app.ts). */
export const STAGES = ['dev', 'staging', 'prod'] as const;
export type StageName = (typeof STAGES)[number];

export interface CliSynthOptions {
  /** Handler module → the folder of its ready bundle; a function left out is bundled by NodejsFunction. */
  readonly prebuilt: ReadonlyMap<string, string>;
  /** `-c alarmEmail=`. */
  readonly alarmEmail?: string;
}

/** One `cdk synth` of every stage and the assembly it wrote. */
export interface CliSynth {
  /** The CLI's `--output`: manifest.json, the templates and a folder per asset. */
  readonly outdir: string;
  /** How long the CLI took. */
  readonly seconds: number;
  /** What the CLI said when it exited with an error (cdk-nag's errors fail it) after writing the assembly. */
  readonly failure?: string;
  /** Every stack of a stage: `shop-<stage>` and `shop-<stage>-<name>`. */
  stackNames(stage: string): string[];
  /** A stack's template as the CLI wrote it. */
  template(stackName: string): Template;
  /** Each stack of a stage, by name, with the figures CloudFormation's limits are about, counted from the file the CLI wrote. */
  figures(stage: string): Map<string, TemplateFigures>;
  /** The cdk-nag errors left unsuppressed in a stack, as readable lines (the manifest's `aws:cdk:error` entries). */
  nagErrors(stackName: string): string[];
  /** Removes the output folder (it holds a copy of every bundle). */
  remove(): void;
}

const isOfStage = (stage: string, stackName: string) => stackName === `shop-${stage}` || stackName.startsWith(`shop-${stage}-`);

/**
 * Runs `cdk synth` for dev, staging and prod into a folder of its own. It rejects when the CLI
 * wrote no assembly; when it wrote one and still failed, `failure` says why and the assembly can
 * be read to name what is wrong.
 */
export async function cliSynth(options: CliSynthOptions): Promise<CliSynth> {
  const root = mkdtempSync(join(os.tmpdir(), 'shop-cli-synth-'));
  const outdir = join(root, 'cdk.out');
  const bundlesFile = join(root, 'bundles.json');
  writeFileSync(bundlesFile, JSON.stringify(Object.fromEntries(options.prebuilt)));
  const context = [
    `stages=${STAGES.join(',')}`,
    `prebuiltBundles=${bundlesFile}`,
    ...(options.alarmEmail ? [`alarmEmail=${options.alarmEmail}`] : []),
  ];
  const started = Date.now();
  let failure: string | undefined;
  try {
    await run(CDK, ['synth', '--quiet', '--no-notices', '--output', outdir, ...context.flatMap((c) => ['--context', c])], {
      cwd: REPO_ROOT,
      env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // The message of a failed command ends with what it wrote to stderr.
    const { message, stdout } = error as Error & { stdout?: string };
    failure = [message, stdout].filter(Boolean).join('\n');
    if (!existsSync(join(outdir, 'manifest.json'))) {
      rmSync(root, { recursive: true, force: true });
      throw new Error(`cdk synth wrote no assembly: ${failure}`);
    }
  }
  const seconds = (Date.now() - started) / 1000;
  let assembly: CloudAssembly;
  try {
    assembly = new CloudAssembly(outdir);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`cdk synth wrote an assembly that cannot be read${failure ? ` (${failure})` : ''}`, { cause: error });
  }
  const stack = (stackName: string) => {
    const found = assembly.stacks.find((s) => s.stackName === stackName);
    if (!found) throw new Error(`cdk synth wrote no stack ${stackName} (it wrote ${assembly.stacks.map((s) => s.stackName).join(', ')}).`);
    return found;
  };
  return {
    outdir,
    seconds,
    failure,
    stackNames: (stage) => assembly.stacks.map((s) => s.stackName).filter((name) => isOfStage(stage, name)),
    template: (stackName) => Template.fromJSON(stack(stackName).template),
    figures: (stage) => {
      const figures = new Map<string, TemplateFigures>();
      for (const file of readdirSync(outdir).filter((f) => f.endsWith('.template.json'))) {
        const stackName = file.replace(/\.template\.json$/, '');
        if (!isOfStage(stage, stackName)) continue;
        const text = readFileSync(join(outdir, file), 'utf8');
        figures.set(stackName, templateFigures(JSON.parse(text) as Record<string, unknown>, text));
      }
      return figures;
    },
    nagErrors: (stackName) => nagErrorsOf(stack(stackName).messages),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/**
 * What every `cdk synth` of the stages must show, whatever else its file asserts: the CLI
 * succeeded, every stack of each stage is there, and each within 60 % of each of CloudFormation's
 * per-template limits (cdk/lib/limits.ts).
 */
export function checkCliSynth(variant: string, synth: () => CliSynth): void {
  describe.each(STAGES)(`cdk synth of %s${variant ? ` ${variant}` : ''}`, (stage) => {
    it('synthesizes every stack, the CLI’s metadata included', () => {
      expect(synth().failure, 'cdk synth failed').toBeUndefined();
      expect([...synth().figures(stage).keys()].sort()).toEqual(
        ['data', '', 'catalog', 'orders', 'accounts', 'content', 'admin'].map((s) => (s ? `shop-${stage}-${s}` : `shop-${stage}`)).sort(),
      );
    });

    it('keeps every stack within 60 % of each of CloudFormation’s per-template limits', () => {
      const figures = synth().figures(stage);
      const table = [...figures].map(
        ([stack, f]) => `${stack}: ${f.resources} resources, ${f.outputs} outputs, ${Math.round(f.templateBytes / 1000)} kB`,
      );
      console.log(`${stage}${variant ? ` ${variant}` : ''}\n  ${table.join('\n  ')}`);
      expect([...figures].flatMap(([stack, f]) => overCeilings(stack, f))).toEqual([]);
    });
  });
}
