import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../handlers.ts';
import { COMMANDS } from './admin.ts';
import { adminTest } from './adminTesting.ts';

describe('npm run admin', () => {
  it('prints the list of commands from main.ts', async () => {
    const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
    const { stdout } = await promisify(execFile)(tsx, [path.join(REPO_ROOT, 'local', 'admin', 'main.ts'), '--help'], { cwd: REPO_ROOT });
    expect(stdout).toContain('Usage: npm run admin -- <command> [options]');
    for (const command of COMMANDS) expect(stdout).toContain(`${command.group} ${command.name}`);
  }, 60_000);

  it('has help for every command, group and the whole, without preparing anything', async () => {
    const { run, io, prepared } = adminTest();
    for (const command of COMMANDS) {
      io.stdout.length = 0;
      expect(await run([command.group, command.name, '--help'])).toBe(0);
      expect(io.stdout[0]).toBe(`Usage: npm run admin -- ${command.usage}`);
      expect(io.stdout.join('\n')).toContain('--stage STAGE');
    }
    expect(await run(['catalog', 'import', '-h'])).toBe(0);
    expect(await run(['orders', '--help'])).toBe(0);
    expect(await run(['help'])).toBe(0);
    expect(io.stderr).toEqual([]);
    expect(prepared()).toBe(0);
  });

  it('says what is wrong with the command line, one line per problem, before preparing anything', async () => {
    const { run, io, prepared } = adminTest();
    expect(await run([])).toBe(1);
    io.stderr.length = 0;
    expect(await run(['shop', 'now'])).toBe(1);
    expect(await run(['codes', 'delete'])).toBe(1);
    expect(io.stderr.slice(0, 2)).toEqual([
      'Unknown command "shop". Run `npm run admin -- --help` for the list.',
      'Unknown command "codes delete".',
    ]);

    io.stderr.length = 0;
    expect(await run(['codes', 'list', '--verbose', '--stage', 'prod', 'extra'])).toBe(1);
    expect(io.stderr).toEqual([
      'Unknown option --verbose.',
      '--stage needs --profile NAME: the AWS profile to act with.',
      'Unexpected "extra".',
    ]);

    io.stderr.length = 0;
    expect(await run(['codes', 'list', '--profile', 'ops', '--stage', 'Prod!', '--region', 'mars'])).toBe(1);
    expect(io.stderr).toEqual([
      '--stage must be a stage name like dev or prod, not "Prod!".',
      '--region must be an AWS region like eu-central-1, not "mars".',
    ]);

    io.stderr.length = 0;
    expect(await run(['giftcards', 'list', '--profile', 'ops', '--dry-run'])).toBe(1);
    expect(io.stderr).toEqual(['Unknown option --dry-run.', '--profile goes with --stage; the local shop needs none.']);
    expect(prepared()).toBe(0);
  });

  it('hands a deployed stage, with its options, to the preparation', async () => {
    const { io } = adminTest();
    const { runAdmin } = await import('./admin.ts');
    let seen: unknown;
    const code = await runAdmin(
      ['--stage', 'dev', '--profile', 'ops', 'orders', 'list', '--status', 'PAID', '--shop-url', 'https://d1.cloudfront.net'],
      io,
      async (target) => {
        seen = target;
        throw new Error('stop here');
      },
    );
    expect(code).toBe(1);
    expect(seen).toEqual({ stage: 'dev', profile: 'ops', region: undefined, shopUrl: 'https://d1.cloudfront.net', mailFrom: undefined });
  });
});
