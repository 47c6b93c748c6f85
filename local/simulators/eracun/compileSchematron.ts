import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Compiles the official eRačun rule sets (schematron/README.md) into what SaxonJS runs:
 *
 * 1. the HR-CIUS extension schematron (.sch) to XSLT, by SchXslt 1.10's XSLT 2.0 pipeline
 *    (schematron/schxslt/pipeline-for-svrl.xsl: include, expand, compile to an SVRL report);
 * 2. that XSLT and the EN 16931 UBL XSLT (published already compiled) to SaxonJS's SEF, gzipped.
 *
 * It takes a minute or two (the EN 16931 stylesheet is 900 kB), so it is run by hand when a
 * source changes (`npx tsx local/simulators/eracun/compileSchematron.ts`), never by the tests: they check
 * that the manifest it writes names the sources as they are now (schematron.test.ts).
 */
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const ROOT = here('./schematron/');
const COMPILED = join(ROOT, 'compiled');
const XSLT3 = here('../../../node_modules/.bin/xslt3');

/** The rule sets: where each source is, and the SEF it compiles to. */
export const RULE_SETS = {
  en16931: { source: 'en16931/EN16931-UBL-validation.xslt', sef: 'compiled/EN16931-UBL-validation.sef.json.gz' },
  hrCius: {
    source: 'hr-cius/HR-CIUS-EXT-EN16931-UBL.sch',
    includes: ['hr-cius/codelist/HR-CIUS-EXT-EN16931-UBL-codes.sch'],
    xslt: 'compiled/HR-CIUS-EXT-EN16931-UBL.xslt',
    sef: 'compiled/HR-CIUS-EXT-EN16931-UBL.sef.json.gz',
  },
} as const;

export const MANIFEST = 'compiled/manifest.json';

/** Every file a compiled rule set depends on, relative to schematron/: the sources and the compiler. */
export function compilerInputs(): string[] {
  const schxslt = [
    'pipeline-for-svrl.xsl',
    'pipeline.xsl',
    'svrl.xsl',
    'include.xsl',
    'expand.xsl',
    'version.xsl',
    'compile-for-svrl.xsl',
    'compile/compile-2.0.xsl',
    'compile/api-2.0.xsl',
    'compile/functions.xsl',
    'compile/templates.xsl',
  ].map((file) => `schxslt/${file}`);
  return [RULE_SETS.en16931.source, RULE_SETS.hrCius.source, ...RULE_SETS.hrCius.includes, ...schxslt];
}

/** The SHA-256 of each input, as the manifest records them. */
export function inputHashes(): Record<string, string> {
  return Object.fromEntries(
    compilerInputs().map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(ROOT, file)))
        .digest('hex'),
    ]),
  );
}

function xslt3(args: string[]): void {
  execFileSync(XSLT3, args, { stdio: 'inherit' });
}

function exportSef(xslt: string, target: string): void {
  const scratch = join(tmpdir(), `sef-${process.pid}-${Date.now()}.json`);
  try {
    xslt3([`-xsl:${xslt}`, `-export:${scratch}`, '-nogo', '-relocate:on']);
    writeFileSync(join(ROOT, target), gzipSync(readFileSync(scratch), { level: 9 }));
  } finally {
    rmSync(scratch, { force: true });
  }
}

function main(): void {
  mkdirSync(COMPILED, { recursive: true });
  const started = Date.now();
  console.log('HR-CIUS: schematron → XSLT (SchXslt)…');
  xslt3([
    `-xsl:${join(ROOT, 'schxslt/pipeline-for-svrl.xsl')}`,
    `-s:${join(ROOT, RULE_SETS.hrCius.source)}`,
    `-o:${join(ROOT, RULE_SETS.hrCius.xslt)}`,
  ]);
  console.log('HR-CIUS: XSLT → SEF…');
  exportSef(join(ROOT, RULE_SETS.hrCius.xslt), RULE_SETS.hrCius.sef);
  console.log('EN 16931: XSLT → SEF…');
  exportSef(join(ROOT, RULE_SETS.en16931.source), RULE_SETS.en16931.sef);
  const xslt3Version = JSON.parse(readFileSync(here('../../../node_modules/xslt3/package.json'), 'utf8')).version as string;
  const manifest = {
    compiledAt: new Date().toISOString().slice(0, 10),
    compiler: `xslt3 ${xslt3Version} (SaxonJS), SchXslt 1.10`,
    inputs: inputHashes(),
  };
  writeFileSync(join(ROOT, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Done in ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
