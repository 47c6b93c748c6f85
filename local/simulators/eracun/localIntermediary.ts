import { type IntermediarySimulator, LOCAL_ERACUN_ACCOUNT, startIntermediarySimulator, type UblCheck } from './intermediarySimulator.ts';

/**
 * The official EN 16931 and HR-CIUS schematrons (schematron.ts), loaded once, at the first
 * document, so a start or a test that sends no eRačun never loads SaxonJS.
 */
let loaded: Promise<UblCheck> | undefined;
export const schematronCheck: UblCheck = async (xml) => {
  loaded ??= import('./schematron.ts').then((module) => module.checkUbl);
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
