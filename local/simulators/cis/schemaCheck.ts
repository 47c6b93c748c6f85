import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/**
 * The Tax Administration's XML schema for fiscalisation, as published with the technical
 * specification (Fiskalizacija-WSDL-PROD v1.9 of 24.06.2025, for the changes of 1.1.2026:
 * local/simulators/cis/schema/, unchanged), checked by libxml2's own validator (xmllint, compiled to
 * WebAssembly: no system package). The simulator checks every request with it before anything
 * else, as CIS answers s001 to a message the schema refuses; a test checks the shop's receipts
 * with it directly.
 */
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const SCHEMA = { fileName: 'FiskalizacijaSchema.xsd', contents: readFileSync(here('./schema/FiskalizacijaSchema.xsd'), 'utf8') };
const DSIG_SCHEMA = { fileName: 'xmldsig-core-schema.xsd', contents: readFileSync(here('./schema/xmldsig-core-schema.xsd'), 'utf8') };

/** The schema's version, as its release notes give it. */
export const SCHEMA_VERSION = '1.9';

/** Validates one message (RacunZahtjev, RacunOdgovor, …, as its own document); the schema's complaints, or none. */
export function schemaErrors(xml: string): Promise<string[]> {
  return validate(xml, SCHEMA);
}

async function validate(xml: string, schema: { fileName: string; contents: string }): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'message.xml', contents: xml }], schema: [schema], preload: [DSIG_SCHEMA] });
  if (result.valid) return [];
  return result.errors.map((error) => error.message.replace(/^message\.xml:\d+:\s*/, '').trim());
}

/**
 * Fiscalisation 2.0's schemas (eFiskalizacijaSchema.xsd of 17.1.2026 for EvidentirajERacun,
 * eIzvjestavanjeSchema.xsd of 30.1.2026 for EvidentirajNaplatu; source in schema/README.md),
 * each with the same XML-DSig schema.
 */
const F2_SCHEMAS = {
  eFiskalizacija: { fileName: 'eFiskalizacijaSchema.xsd', contents: readFileSync(here('./schema/eFiskalizacijaSchema.xsd'), 'utf8') },
  eIzvjestavanje: { fileName: 'eIzvjestavanjeSchema.xsd', contents: readFileSync(here('./schema/eIzvjestavanjeSchema.xsd'), 'utf8') },
};

/** Validates one Fiscalisation 2.0 message (its request or answer element as its own document) against its schema. */
export function f2SchemaErrors(xml: string, schema: keyof typeof F2_SCHEMAS): Promise<string[]> {
  return validate(xml, F2_SCHEMAS[schema]);
}
