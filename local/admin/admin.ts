import { parseArgs } from 'node:util';
import { HttpError } from '../../lambdas/platform/errors.ts';
import { catalogCommands } from './catalog.ts';
import { ADMIN, type AdminContext, type Command, OperatorError, type OptionSpec, type OptionValues, Problems } from './command.ts';
import { dlqCommands } from './dlq.ts';
import { giftCardCommands } from './giftcards.ts';
import { codeCommands } from './codes.ts';
import { customerCommands } from './customers.ts';
import { contentFeedCommands } from './contentFeed.ts';
import type { AdminIo } from './io.ts';
import { invoiceCommands } from './invoices.ts';
import { mailCommands } from './mail.ts';
import { newsletterCommands } from './newsletter.ts';
import { orderCommands } from './orders.ts';
import { preflightCommands } from './preflight.ts';
import { reportCommands } from './reports.ts';
import { settingsCommands } from './settings.ts';
import { smokeCommands } from './smoke.ts';
import { staffCommands } from './staff.ts';
import { stockCommands } from './stock.ts';
import { tablesCommands } from './tables.ts';
import { withdrawalCommands } from './withdrawals.ts';
import { GLOBAL_OPTIONS, parseTargetOptions, prepareTarget, type TargetOptions } from './target.ts';

/**
 * `npm run admin -- <group> <command> [words] [options]`: finds the command, parses its
 * options with util.parseArgs, has the command check its input (every problem reported, exit
 * code 1, nothing written), then prepares the target and runs it.
 */
export const COMMANDS: readonly Command[] = [
  ...catalogCommands,
  ...stockCommands,
  ...codeCommands,
  ...customerCommands,
  ...giftCardCommands,
  ...orderCommands,
  ...withdrawalCommands,
  ...invoiceCommands,
  ...settingsCommands,
  ...reportCommands,
  ...newsletterCommands,
  ...mailCommands,
  ...contentFeedCommands,
  ...dlqCommands,
  ...staffCommands,
  ...tablesCommands,
  ...preflightCommands,
  ...smokeCommands,
];

/** Sets up the target (environment, clients, reachability) once the input is known to be good. */
export type Prepare = (options: TargetOptions, command: Command) => Promise<AdminContext>;

/** The real target (the local shop, or the stage `--stage` names) with what the command needs, reporting on `io`. */
export const targetOf =
  (io: AdminIo): Prepare =>
  (options, command) =>
    prepareTarget(options, command.needs ?? [], io);

/** `commands` are the ones above but in tests of commands made with other ports. */
export async function runAdmin(
  argv: readonly string[],
  io: AdminIo,
  prepare: Prepare,
  commands: readonly Command[] = COMMANDS,
): Promise<number> {
  const { words, rest } = commandWords(argv, commands);
  const wantsHelp = rest.includes('--help') || rest.includes('-h');
  const [group, name] = words;
  if (group === undefined || group === 'help') {
    overview(group === undefined && !wantsHelp ? io.err : io.out);
    return group === undefined && !wantsHelp ? 1 : 0;
  }
  const inGroup = commands.filter((c) => c.group === group);
  if (inGroup.length === 0) {
    io.err(`Unknown command "${group}". Run \`${ADMIN} --help\` for the list.`);
    return 1;
  }
  const command = inGroup.find((c) => c.name === name);
  if (!command) {
    if (name !== undefined) io.err(`Unknown command "${group} ${name}".`);
    groupHelp(name === undefined && wantsHelp ? io.out : io.err, inGroup);
    return name === undefined && wantsHelp ? 0 : 1;
  }
  if (wantsHelp) {
    commandHelp(io.out, command);
    return 0;
  }

  const problems = new Problems();
  const { positionals, values } = parseOptions(rest, { ...GLOBAL_OPTIONS, ...command.options }, problems);
  const target = parseTargetOptions(values, problems, { profileOptional: command.stageWithoutProfile === true });
  try {
    await command.execute({ positionals, values }, problems, () => prepare(target, command));
    return 0;
  } catch (error) {
    if (error instanceof OperatorError) {
      for (const problem of error.problems) io.err(problem);
    } else if (error instanceof HttpError) {
      io.err(error.message);
      for (const [field, said] of Object.entries(error.errors ?? {})) io.err(`${field}: ${typeof said === 'string' ? said : said.text.en}`);
    } else {
      const e = error as Error;
      io.err(`${name ? `${group} ${name}` : group} failed: ${e?.name ?? 'Error'}: ${e?.message ?? String(error)}`);
      if (e?.name === 'CredentialsProviderError') {
        io.err('Check --profile: it must name a profile of ~/.aws/config with valid credentials (for SSO: aws sso login --profile NAME).');
      }
      if (process.env.ADMIN_DEBUG) io.err(String(e?.stack));
    }
    return 1;
  }
}

/**
 * The first two words that are not options, nor the value of a global option, name the command;
 * a command whose name is empty (`preflight`) is named by its group alone, and the words after
 * it are its own.
 */
function commandWords(argv: readonly string[], commands: readonly Command[]): { words: string[]; rest: string[] } {
  const words: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (words.length < 2 && !arg.startsWith('-')) {
      words.push(arg);
      if (words.length === 1 && commands.some((c) => c.group === arg && c.name === '')) words.push('');
      continue;
    }
    rest.push(arg);
    const global = arg.startsWith('--') && !arg.includes('=') ? GLOBAL_OPTIONS[arg.slice(2)] : undefined;
    if (global?.type === 'string' && i + 1 < argv.length) rest.push(argv[++i] as string);
  }
  return { words, rest };
}

/** parseArgs, with every unknown or incomplete option reported as a problem of its own. */
function parseOptions(args: string[], options: Record<string, OptionSpec>, problems: Problems) {
  const config = Object.fromEntries(
    Object.entries(options).map(([name, o]) => [name, { type: o.type, ...(o.short ? { short: o.short } : {}) }]),
  );
  const { positionals, tokens } = parseArgs({ args, options: config, allowPositionals: true, strict: false, tokens: true });
  const values: OptionValues = {};
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const spec = options[token.name];
    if (!spec) {
      problems.add(
        /^-\d/.test(token.rawName)
          ? `"${token.rawName}" is not an option; numbers below zero are not accepted.`
          : `Unknown option ${token.rawName}.`,
      );
    } else if (spec.type === 'string' && token.value === undefined) {
      problems.add(`--${token.name} needs a value (${spec.value ?? 'a value'}).`);
    } else if (spec.type === 'boolean' && token.value !== undefined) {
      problems.add(`--${token.name} takes no value.`);
    } else if (values[token.name] !== undefined) {
      problems.add(`--${token.name} is given twice.`);
    } else {
      values[token.name] = spec.type === 'string' ? token.value : true;
    }
  }
  return { positionals, values };
}

function optionLines(options: Record<string, OptionSpec>): string[] {
  const entries = Object.entries(options).map(([name, o]) => [
    `${o.short ? `-${o.short}, ` : ''}--${name}${o.value ? ` ${o.value}` : ''}`,
    o.description,
  ]);
  const width = Math.max(...entries.map(([left]) => (left as string).length));
  return entries.map(([left, description]) => `  ${(left as string).padEnd(width)}  ${description}`);
}

function overview(print: (line: string) => void): void {
  print('Operator commands of the shop.');
  print('');
  print(`Usage: ${ADMIN} <command> [options]`);
  print('');
  print('Commands:');
  for (const command of COMMANDS) print(`  ${command.group} ${command.name}`.padEnd(28) + command.summary);
  print('');
  print('They act on the local shop of `npm start` unless --stage is given:');
  for (const line of optionLines(GLOBAL_OPTIONS)) print(line);
  print('');
  print(`\`${ADMIN} <command> --help\` shows a command's options and examples; docs/operations.md has more.`);
}

function groupHelp(print: (line: string) => void, commands: readonly Command[]): void {
  print('Commands:');
  for (const command of commands) print(`  ${ADMIN} ${command.usage}\n      ${command.summary}`);
}

function commandHelp(print: (line: string) => void, command: Command): void {
  print(`Usage: ${ADMIN} ${command.usage}`);
  print('');
  for (const line of command.description.trim().split('\n')) print(line);
  if (command.options && Object.keys(command.options).length > 0) {
    print('');
    print('Options:');
    for (const line of optionLines(command.options)) print(line);
  }
  if (command.examples?.length) {
    print('');
    print('Examples:');
    for (const example of command.examples) print(`  ${ADMIN} ${example}`);
  }
  print('');
  print(`Global options (the local shop of \`npm start\` unless --stage is given):`);
  for (const line of optionLines(GLOBAL_OPTIONS)) print(line);
}
