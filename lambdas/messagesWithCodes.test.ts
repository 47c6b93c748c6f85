import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMessage, type Message } from '@shop/shared/messages';
import { describe, expect, it } from 'vitest';

/*
 * The API's messages have codes and a catalogue per language per area (docs/decisions/090): each
 * area's `messages.ts` makes them, and loading it checks its catalogues match key for key.
 */

const LAMBDAS = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const moduleName = (file: string) => relative(LAMBDAS, file).split('\\').join('/');

/** Every message set of the functions: each area's messages.ts, and the HTTP layer's own. */
const SETS = sourceFiles(LAMBDAS)
  .map(moduleName)
  .filter((module) => /^[^/]+\/messages\.ts$/.test(module) || module === 'platform/errors.ts');

async function messagesOfEveryArea(): Promise<{ module: string; message: Message }[]> {
  const found: { module: string; message: Message }[] = [];
  for (const module of SETS) {
    const exports = (await import(`./${module}`)) as Record<string, unknown>;
    for (const set of Object.values(exports)) {
      if (typeof set !== 'object' || set === null || isMessage(set)) continue;
      for (const message of Object.values(set)) if (isMessage(message)) found.push({ module, message });
    }
  }
  return found;
}

/** Words a Croatian text never needs; one with them in it is likely half-translated. */
const ENGLISH_WORDS = /\b(the|please|your|is|not|and|or|of|you|try|again)\b/i;

describe('the functions’ messages', () => {
  it('load in every area, their Croatian catalogue matching the English key for key', async () => {
    expect(SETS.length).toBeGreaterThan(5);
    expect((await messagesOfEveryArea()).length).toBeGreaterThan(40);
  });

  it('have codes of their own: area.key, none twice', async () => {
    const codes = (await messagesOfEveryArea()).map(({ message }) => message.code);
    for (const code of codes) expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
  });

  it('say a shopper’s in Croatian sentences without English left in them; staff’s stay English', async () => {
    for (const { module, message } of await messagesOfEveryArea()) {
      const { en, hr } = message.text;
      if (message.staffOnly) {
        expect(hr, message.code).toBe(en);
        continue;
      }
      expect(hr, `${message.code} (${module}) is English in Croatian`).not.toBe(en);
      expect(hr, message.code).not.toMatch(/\s{2}|^\s|\s$/);
      expect(hr.replace(/\b(JSON|application\/json)\b/g, ''), message.code).not.toMatch(ENGLISH_WORDS);
      expect(/[.!?]$/.test(hr), message.code).toBe(/[.!?]$/.test(en));
    }
  });
});

/** A refusal written out as text where it is thrown: `notFound('There is no such order.')`, `new HttpError(503, '...')`. */
const THROWN_TEXT =
  /(?:badRequest|unauthorized|forbidden|notFound|conflict|badGateway|tooManyRequests)\(\s*['"`]([^'"`]+)|new HttpError\(\s*\d+,\s*['"`]([^'"`]+)/g;

describe('every refusal the functions throw', () => {
  it('is a message with its code, never a text of its own', () => {
    const written: string[] = [];
    for (const file of sourceFiles(LAMBDAS)) {
      for (const match of readFileSync(file, 'utf8').matchAll(THROWN_TEXT)) written.push(`${moduleName(file)}: ${match[1] ?? match[2]}`);
    }
    expect(written, 'give each a key in its area’s catalogues (docs/decisions/090)').toEqual([]);
  });

  it("nor does a handler answer one it writes itself: `answer(400, { message: '…' })`", () => {
    const written = sourceFiles(LAMBDAS)
      .filter((file) => moduleName(file).includes('/handlers/'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\bmessage:\s*['"`]([^'"`]+)/g)].map((m) => `${moduleName(file)}: ${m[1]}`),
      );
    expect(written, 'give each a key in its area’s catalogues (docs/decisions/090)').toEqual([]);
  });
});
