import type { Clock } from '../../lambdas/platform/clock.ts';
import type { Mailer } from '../../lambdas/platform/mailer.ts';
import type { ImageStore } from './imageStore.ts';
import type { DeadLetterQueue } from '../../lambdas/deadLetters/deadLetterQueue.ts';
import type { AdminIo } from './io.ts';

/**
 * The shape of an operator command (`npm run admin -- <group> <name> ...`): its help, its
 * options for util.parseArgs, a check of its words that does no I/O, and what it does.
 */

/** How an operator starts a command, for the commands' help and the next steps they print. */
export const ADMIN = 'npm run admin --';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** The placeholder shown in help, e.g. `ISO` in `--from ISO`. */
  value?: string;
  description: string;
}

export type OptionValues = Record<string, string | boolean | undefined>;

/** What a command needs besides DynamoDB (mail: SES and the shop's URL); checked before anything is written. */
export type Need = 'mail';

export interface AdminContext {
  io: AdminIo;
  clock: Clock;
  /** Where the commands act, for messages: `the local shop` or `stage prod (profile ops, eu-central-1)`. */
  target: { kind: 'local' | 'aws'; stage: string; description: string };
  mailer(): Mailer;
  /** The shop's public origin, for links in emails. */
  shopUrl(): string;
  deadLetters(): DeadLetterQueue;
  /** Where imported photos are stored: the folder the local server serves, or the stage's images bucket. */
  images(): ImageStore;
}

export interface CommandDef<T> {
  group: string;
  name: string;
  /** One line for the overview. */
  summary: string;
  /** What follows `npm run admin -- `, e.g. `stock set <productId> <size> <quantity> [--warehouse NAME]`. */
  usage: string;
  /** A few lines of what it does and what to know. */
  description: string;
  options?: Record<string, OptionSpec>;
  examples?: readonly string[];
  needs?: readonly Need[];
  /** Whether --stage goes without --profile: the command works on the repo, and asks AWS only when given one. */
  stageWithoutProfile?: boolean;
  /**
   * Checks the words, options and any local file before anything remote, adding one message per
   * problem; it may give nothing only with a problem added.
   */
  parse(args: { positionals: string[]; values: OptionValues }, problems: Problems): T | undefined;
  run(input: T, context: AdminContext): Promise<void>;
}

/** A command with its input type hidden, so commands of every group fit in one list. */
export interface Command extends Omit<CommandDef<unknown>, 'parse' | 'run'> {
  /** Parses into `problems` (which may hold the option parser's already) and runs only if there are none. */
  execute(args: { positionals: string[]; values: OptionValues }, problems: Problems, prepare: () => Promise<AdminContext>): Promise<void>;
}

export function defineCommand<T>(def: CommandDef<T>): Command {
  const { parse, run, ...described } = def;
  return {
    ...described,
    async execute(args, problems, prepare) {
      const input = parse(args, problems);
      problems.throwIfAny();
      if (input === undefined) throw new Error(`${def.group} ${def.name}: its input was refused without a problem said.`);
      await run(input, await prepare());
    },
  };
}

/** What the operator asked for that cannot be done; the command stops and writes nothing. */
export class OperatorError extends Error {
  readonly problems: readonly string[];
  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('\n'));
    this.name = 'OperatorError';
    this.problems = list;
  }
}

/** Collects one message per problem, so the operator sees all of them at once. */
export class Problems {
  readonly list: string[] = [];

  add(message: string): void {
    this.list.push(message);
  }

  get any(): boolean {
    return this.list.length > 0;
  }

  throwIfAny(): void {
    if (this.any) throw new OperatorError(this.list);
  }
}

/** The positional words of a command: exactly `names`, each one reported when missing. */
export function positionals(given: readonly string[], names: readonly string[], problems: Problems): (string | undefined)[] {
  names.slice(given.length).forEach((name) => {
    problems.add(`${name} is missing.`);
  });
  if (given.length > names.length)
    problems.add(
      `Unexpected ${given
        .slice(names.length)
        .map((w) => `"${w}"`)
        .join(' ')}.`,
    );
  return names.map((_, i) => given[i]);
}

/** A string option's value (parseArgs gives booleans only to boolean options). */
export const stringOption = (values: OptionValues, name: string): string | undefined =>
  typeof values[name] === 'string' ? (values[name] as string) : undefined;
