import { writeFileSync } from 'node:fs';

/**
 * Each part of the bench runs in a process of its own (the handlers read their environment
 * once, and a part's memory must not count against another's); it writes its figures as
 * JSON to the file named by `--out`, and `--quick` asks for the small version.
 */
export interface PartArgs {
  quick: boolean;
  out: string;
}

export function partArgs(): PartArgs {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args[outAt + 1] : undefined;
  if (!out) throw new Error('usage: tsx bench/parts/<part>.ts --out <file.json> [--quick]');
  return { quick: args.includes('--quick'), out };
}

export function writeResult(args: PartArgs, result: unknown): void {
  writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
}

export const log = (line: string) => console.error(`[bench] ${line}`);
