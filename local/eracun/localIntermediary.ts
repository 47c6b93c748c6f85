import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../handlers.ts';
import { type IntermediarySimulator, LOCAL_ERACUN_ACCOUNT, startIntermediarySimulator, type UblCheck } from './intermediarySimulator.ts';

/** The official EN 16931 and HR-CIUS schematrons (local/eracun/schematron.ts), loaded once, at the first document. */
let loaded: Promise<UblCheck> | undefined;
export const schematronCheck: UblCheck = async (xml) => {
  loaded ??= import(pathToFileURL(path.join(REPO_ROOT, 'local', 'eracun', 'schematron.ts')).href).then(
    (module: { checkUbl: UblCheck }) => module.checkUbl,
  );
  return (await loaded)(xml);
};

/**
 * The intermediary simulator as `npm start` and the tests run it: the shop (sellerOib) as its one
 * API user, every document checked with the schematrons; and that user as the shop's ERACUN_SECRET.
 */
export async function startLocalIntermediary(
  port: number,
  sellerOib: string,
  options: { check?: UblCheck; now?: () => Date } = {},
): Promise<{ simulator: IntermediarySimulator; secret: string }> {
  const account = LOCAL_ERACUN_ACCOUNT(sellerOib);
  const simulator = await startIntermediarySimulator({ port, account, check: options.check ?? schematronCheck, now: options.now });
  return { simulator, secret: JSON.stringify(account) };
}
