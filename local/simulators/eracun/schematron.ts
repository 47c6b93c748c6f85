/// <reference path="./saxon-js.d.ts" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import SaxonJS from 'saxon-js';

/**
 * The official eRačun rule sets, run by SaxonJS (an XSLT 3 processor) from their compiled SEF
 * (schematron/README.md; compileSchematron.ts makes them): the EN 16931 UBL schematron of the
 * European Commission (CEN/TC 434 rules BR-*) and the Croatian CIUS-HR 2025 extension rules
 * (HR-BR-*). An eRačun must raise no fatal assert in either; warnings are worth reading.
 */
export interface Finding {
  /** The rule's id, e.g. BR-CO-15 or HR-BR-25. */
  id: string;
  text: string;
  /** Where in the document, as an XPath. */
  location: string;
}

export interface UblCheck {
  fatal: Finding[];
  warnings: Finding[];
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const SEF = {
  en16931: here('./schematron/compiled/EN16931-UBL-validation.sef.json.gz'),
  hrCius: here('./schematron/compiled/HR-CIUS-EXT-EN16931-UBL.sef.json.gz'),
};

const loaded = new Map<string, unknown>();
function stylesheet(path: string): unknown {
  let sef = loaded.get(path);
  if (!sef) {
    sef = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8'));
    loaded.set(path, sef);
  }
  return sef;
}

/** Checks one UBL invoice against both rule sets. */
export async function checkUbl(xml: string): Promise<UblCheck> {
  const reports = await Promise.all([runRules(SEF.en16931, xml), runRules(SEF.hrCius, xml)]);
  const findings = reports.flat();
  return {
    fatal: findings.filter((f) => f.fatal).map(({ fatal: _, ...finding }) => finding),
    warnings: findings.filter((f) => !f.fatal).map(({ fatal: _, ...finding }) => finding),
  };
}

async function runRules(sef: string, xml: string): Promise<(Finding & { fatal: boolean })[]> {
  const { principalResult } = await SaxonJS.transform(
    { stylesheetInternal: stylesheet(sef), sourceText: xml, destination: 'serialized' },
    'async',
  );
  return svrlFindings(principalResult);
}

const SVRL = 'http://purl.oclc.org/dsdl/svrl';

/** The failed asserts and successful reports of an SVRL report; fatal unless flagged as a warning or information. */
function svrlFindings(svrl: string): (Finding & { fatal: boolean })[] {
  const report = new DOMParser().parseFromString(svrl, 'text/xml');
  const found: (Finding & { fatal: boolean })[] = [];
  for (const kind of ['failed-assert', 'successful-report']) {
    const nodes = report.getElementsByTagNameNS(SVRL, kind);
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes.item(i);
      if (!node) continue;
      const text = node.getElementsByTagNameNS(SVRL, 'text').item(0)?.textContent ?? '';
      const flag = (node.getAttribute('flag') || node.getAttribute('role') || 'fatal').toLowerCase();
      found.push({
        id: node.getAttribute('id') || '',
        text: text.replace(/\s+/g, ' ').trim(),
        location: node.getAttribute('location') || '',
        fatal: flag !== 'warning' && flag !== 'information' && flag !== 'info',
      });
    }
  }
  return found;
}
